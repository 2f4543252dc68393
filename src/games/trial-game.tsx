/**
 * The trial-game screen (SPEC §2, §7): a full-screen frame with back and full-screen controls. The game's
 * address comes from `GCS_gameTrialLaunch` and opens only when it is on one of the merchant's hosts; the
 * frame is sandboxed to what a game needs. Loaded on demand with its styles; its strings are `game-parts`
 * (src/i18n/game-parts-strings.ts), which whoever loads it loads with it.
 */
import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n.js';
import { useShadowStyles } from '../element/use-shadow-styles.js';
import { platformBase } from '../net/lines.js';
import { holdPromotions } from '../prompts/pacing.js';
import { allowedGameUrl } from './game-hosts.js';
import { trialGameUrl } from './trial-url.js';
import { trialGameStyles } from './trial-game.styles.js';

/** What a game frame may do: run, keep its own storage on its own origin, take forms and the pointer. */
export const TRIAL_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-pointer-lock';

export interface TrialGameProps {
  card: { gameId: string; nodeId: string; displayName: string };
  /** Hosts allowed besides the merchant's own. */
  gameHosts?: readonly string[];
  onClose: () => void;
}

type State = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'error'; message: string };

export function TrialGame({ card, gameHosts = [], onClose }: TrialGameProps) {
  useShadowStyles(trialGameStyles);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const screen = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    trialGameUrl(card).then(
      (url) => {
        if (!live) return;
        const allowed = allowedGameUrl(url, gameHosts, platformBase());
        setState(allowed ? { kind: 'ready', url: allowed } : { kind: 'error', message: t('trial_game_blocked') });
      },
      () => live && setState({ kind: 'error', message: t('trial_game_failed') }),
    );
    return () => void (live = false);
  }, [card.gameId, card.nodeId, attempt]);

  // No download prompt or promotion opens over the game while it is on screen.
  useEffect(() => holdPromotions(), []);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    back.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const onFullScreen = () => setFullScreen(Boolean(document.fullscreenElement));
    document.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullScreen);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullScreen);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
      previous?.focus?.();
    };
  }, []);

  function toggleFullScreen() {
    // Where the browser has no full-screen API (iPhone Safari) the screen already fills the viewport.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else if (screen.current?.requestFullscreen) void screen.current.requestFullscreen().catch(() => setFullScreen((on) => !on));
    else setFullScreen((on) => !on);
  }

  return (
    <div className="trial" part="trial" role="dialog" aria-modal="true" aria-label={card.displayName} ref={screen}>
      <div className="trial__bar">
        <button type="button" className="trial__control" ref={back} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" />
          </svg>
          <span>{t('back')}</span>
        </button>
        <span className="trial__title">
          {card.displayName}
          <span className="trial__badge">{t('trial_game_badge')}</span>
        </span>
        <button type="button" className="trial__control" aria-pressed={fullScreen} onClick={toggleFullScreen}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d={fullScreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'} />
          </svg>
          <span className="mc-visually-hidden">{t('trial_game_full_screen')}</span>
        </button>
      </div>
      {state.kind === 'ready' && (
        <iframe
          className="trial__frame"
          src={state.url}
          title={card.displayName}
          sandbox={TRIAL_FRAME_SANDBOX}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
        />
      )}
      {state.kind === 'loading' && (
        <div className="trial__state" role="status">
          <span className="trial__spinner" aria-hidden="true" />
          {t('in_please_wait')}
        </div>
      )}
      {state.kind === 'error' && (
        <div className="trial__state" role="alert">
          <p>{state.message}</p>
          <button type="button" className="mc-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry_once')}
          </button>
        </div>
      )}
    </div>
  );
}
