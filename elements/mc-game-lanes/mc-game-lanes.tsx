import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { ApiError, errorMessage } from '../../src/api/index.js';
import { useEmit } from '../../src/element/index.js';
import {
  launchPath,
  loadGameLanes,
  loadTrialGame,
  type GameCard,
  type GameLane,
  type GamePage,
} from '../../src/games/index.js';
import { language, t } from '../../src/i18n/index.js';
import { LazyImage, LazyPart } from '../../src/ui/index.js';

export interface McGameLanesProps {
  /** Which page's lanes: `home` (the lobby's picks) or `game` (every category). */
  page?: string;
  /** Space-separated hosts trial games may come from besides the merchant's own domains. */
  gameHosts?: string;
}

/** Detail of `mc-game-launch`. */
export interface GameLaunchDetail {
  /** The `/m/launchGame` address the card opens. */
  path: string;
  gameId: string;
  vendor: string;
}

/** Detail of `mc-game-trial-open` and `mc-game-trial-close`. */
export interface GameTrialDetail {
  gameId: string;
}

type State = { kind: 'loading' } | { kind: 'error'; error: unknown } | { kind: 'ready'; lanes: GameLane[] };

const pageOf = (page: string | undefined): GamePage => (page === 'game' ? 'game' : 'home');

/** The game lanes of the lobby and the game area (SPEC §3, §4): title, vendors, game count and cards. */
export function McGameLanes({ page, gameHosts }: McGameLanesProps) {
  useSignals();
  const emit = useEmit();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [trial, setTrial] = useState<GameCard | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const lang = language.value;
  const which = pageOf(page);

  useEffect(() => {
    let live = true;
    setState((previous) => (previous.kind === 'ready' ? previous : { kind: 'loading' }));
    loadGameLanes(which).then(
      (lanes) => live && setState({ kind: 'ready', lanes }),
      (error: unknown) => live && setState({ kind: 'error', error }),
    );
    return () => void (live = false);
  }, [which, lang, attempt]);

  function launch(event: MouseEvent<HTMLAnchorElement>, card: GameCard) {
    const detail: GameLaunchDetail = { path: launchPath(card), gameId: card.gameId, vendor: card.accountTypeName };
    if (!emit('mc-game-launch', detail, { cancelable: true })) event.preventDefault();
  }

  function openTrial(event: MouseEvent<HTMLButtonElement>, card: GameCard) {
    opener.current = event.currentTarget;
    setTrial(card);
    emit<GameTrialDetail>('mc-game-trial-open', { gameId: card.gameId });
  }

  function closeTrial() {
    if (trial) emit<GameTrialDetail>('mc-game-trial-close', { gameId: trial.gameId });
    setTrial(null);
    queueMicrotask(() => opener.current?.focus());
  }

  if (state.kind === 'loading') {
    return (
      <div className="lanes" part="lanes" aria-busy="true">
        <span className="mc-visually-hidden" role="status">
          {t('in_please_wait')}
        </span>
        {[0, 1].map((lane) => (
          <div className="lane lane--skeleton" key={lane} aria-hidden="true">
            <span className="skeleton skeleton--title" />
            <div className="cards">
              {[0, 1, 2].map((card) => (
                <span className="skeleton skeleton--card" key={card} />
              ))}
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (state.kind === 'error') {
    return (
      <div className="lanes lanes--message" part="lanes" role="alert">
        <p dir="auto">{state.error instanceof ApiError ? errorMessage(state.error, t('game_lanes_failed')) : t('game_lanes_failed')}</p>
        <button type="button" className="mc-button mc-button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry_once')}
        </button>
      </div>
    );
  }

  if (!state.lanes.length) {
    return (
      <div className="lanes lanes--message" part="lanes">
        <p>{t('game_lanes_empty')}</p>
      </div>
    );
  }

  return (
    <div className="lanes" part="lanes">
      {state.lanes.map((lane, index) => (
        <Lane key={`${lane.code}-${index}`} lane={lane} onLaunch={launch} onTrial={openTrial} onScreen={index === 0} />
      ))}
      {trial && (
        <LazyPart
          load={loadTrialGame}
          props={{ card: trial, gameHosts: (gameHosts ?? '').split(/\s+/).filter(Boolean), onClose: closeTrial }}
        />
      )}
    </div>
  );
}

interface LaneProps {
  lane: GameLane;
  onLaunch: (event: MouseEvent<HTMLAnchorElement>, card: GameCard) => void;
  onTrial: (event: MouseEvent<HTMLButtonElement>, card: GameCard) => void;
  /** The first lane is on screen when the page opens: its first cards' artwork loads at once. */
  onScreen: boolean;
}

/** Cards of the first lane that a phone shows without scrolling. */
const CARDS_ON_SCREEN = 3;

function Lane({ lane, onLaunch, onTrial, onScreen }: LaneProps) {
  const id = useId();
  return (
    <section className="lane" part="lane" aria-labelledby={id} data-category={lane.code}>
      <div className="lane__head">
        <h2 className="lane__title" part="title" id={id}>
          {lane.title}
        </h2>
        <span className="lane__count" part="count">
          {t('game_count', { count: lane.gameCount })}
        </span>
      </div>
      {lane.vendors.length > 0 && (
        <ul className="vendors" part="vendors" aria-label={t('game_vendors')}>
          {lane.vendors.map((vendor) => (
            <li className="vendor" key={vendor}>
              {vendor}
            </li>
          ))}
        </ul>
      )}
      <ul className="cards">
        {lane.cards.map((card, index) => (
          <li className="card" part="card" key={card.gameId}>
            <a className="card__link" href={launchPath(card)} onClick={(event) => onLaunch(event, card)}>
              <span className="card__art">
                <LazyImage
                  className="card__image"
                  src={card.imageUrl}
                  alt=""
                  width={240}
                  height={160}
                  eager={onScreen && index < CARDS_ON_SCREEN}
                />
              </span>
              <span className="card__name" part="card-name">
                {card.displayName}
              </span>
              <span className="card__vendor">{card.vendorName}</span>
            </a>
            {card.trial && (
              <button
                type="button"
                className="card__try"
                part="try"
                aria-label={t('trial_game_try_name', { name: card.displayName })}
                onClick={(event) => onTrial(event, card)}
              >
                {t('trial_game_try')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
