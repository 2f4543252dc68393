/**
 * The merchant's own chat (CBS, SPEC §3, §7) in a full-screen sheet over the page, with a back control, as the
 * trial game opens: the player never leaves the app, which an installed app on a phone has no way back from.
 * The sheet asks for the chat's address itself, so that it shows at once and a failed launch has a retry.
 */
import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n.js';

/** What the chat frame may do: run, keep its own session, send its form, and open attachments and links. */
export const CHAT_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** A chat page that has not loaded by then is reported as failed, with a retry. */
export const CHAT_LOAD_TIMEOUT_MS = 20_000;

export interface ChatSheetProps {
  title: string;
  /** Resolves the chat's address, or rejects with the message to show. */
  launch: () => Promise<string>;
  /** The chat page has loaded: the player sees the conversation. */
  onSeen: () => void;
  onClose: () => void;
}

type State = { kind: 'launching' } | { kind: 'loading' | 'ready'; url: string } | { kind: 'error'; message: string };

/** The element that has focus, looking inside shadow roots (a button inside an element). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

export function ChatSheet({ title, launch, onSeen, onClose }: ChatSheetProps) {
  const [state, setState] = useState<State>({ kind: 'launching' });
  const [attempt, setAttempt] = useState(0);
  const back = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    setState({ kind: 'launching' });
    launch().then(
      (url) => live && setState({ kind: 'loading', url }),
      (error: unknown) => live && setState({ kind: 'error', message: error instanceof Error && error.message ? error.message : t('chat_load_failed') }),
    );
    return () => void (live = false);
  }, [attempt]);

  // A frame whose page never comes (a dead network) fires no error event: a time limit stands in for it.
  const loadingUrl = state.kind === 'loading' ? state.url : null;
  useEffect(() => {
    if (!loadingUrl) return;
    const timer = setTimeout(() => setState({ kind: 'error', message: t('chat_load_failed') }), CHAT_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loadingUrl]);

  useEffect(() => {
    const previous = deepActiveElement();
    back.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    // The page behind does not scroll under the sheet, and neither Tab nor a screen reader wanders into it. The
    // kit's other layers (a notice raised meanwhile) stay reachable.
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    const hidden = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !element.inert && ![...element.attributes].some((attribute) => attribute.name.startsWith('data-mc-')),
    );
    for (const element of hidden) element.inert = true;
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.style.overflow = overflow;
      for (const element of hidden) element.inert = false;
      previous?.focus?.();
    };
  }, []);

  function loaded(url: string) {
    // Offline, what loaded is the browser's own error page, not the chat.
    if (navigator.onLine === false) {
      setState({ kind: 'error', message: t('chat_load_failed') });
      return;
    }
    setState((current) => (current.kind === 'loading' && current.url === url ? { kind: 'ready', url } : current));
    onSeen();
  }

  const url = state.kind === 'loading' || state.kind === 'ready' ? state.url : null;
  return (
    <div className="chat" role="dialog" aria-modal="true" aria-labelledby="mc-chat-title" data-testid="chat-sheet">
      <div className="chat__bar">
        <button type="button" className="chat__back" ref={back} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" />
          </svg>
          <span>{t('back')}</span>
        </button>
        <h2 className="chat__title" id="mc-chat-title">
          {title}
        </h2>
      </div>
      <div className="chat__body">
        {url && (
          <iframe
            key={`${attempt}:${url}`}
            className="chat__frame"
            src={url}
            title={title}
            sandbox={CHAT_FRAME_SANDBOX}
            allow="clipboard-write"
            referrerPolicy="no-referrer"
            onLoad={() => loaded(url)}
          />
        )}
        {(state.kind === 'launching' || state.kind === 'loading') && (
          <div className="chat__state" role="status">
            <span className="chat__spinner" aria-hidden="true" />
            {t('chat_connecting')}
          </div>
        )}
        {state.kind === 'error' && (
          <div className="chat__state" role="alert">
            <p>{state.message}</p>
            <button type="button" className="mc-button" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry_once')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
