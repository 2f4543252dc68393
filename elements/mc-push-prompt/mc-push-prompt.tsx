import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { isInApp } from '../../src/device/index.js';
import { useEmit } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { requestPrompt, type PromptHandle } from '../../src/prompts/index.js';
import { loadPushKit, pushBoundKey, type PushAdapter, type PushKit, type PushMessage } from '../../src/push/index.js';
import { token } from '../../src/session/index.js';
import { Modal, showNotice, showToast } from '../../src/ui/index.js';

export interface McPushPromptProps {
  /** Milliseconds after a session is known before the opt-in prompt asks to show (default 3000). */
  delay?: number;
}

/** Detail of `mc-push-prompt-bound`. */
export interface PushBoundDetail {
  registrationToken: string;
}

export const DEFAULT_DELAY_MS = 3000;

interface Loaded {
  kit: PushKit;
  push: PushAdapter;
}

export function McPushPrompt({ delay = DEFAULT_DELAY_MS }: McPushPromptProps) {
  useSignals();
  const emit = useEmit();
  const session = token.value;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const prompt = useRef<PromptHandle | null>(null);

  // The push kit loads only when there is something to do: a session to bind, or a binding to undo.
  const needed = !isInApp() && (session !== '' || pushBoundKey.read() === '1');
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    void loadPushKit()
      .then(async (kit) => {
        const push = await kit.pushAdapter();
        if (live && push) setLoaded({ kit, push });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [needed, loaded]);

  const bind = async ({ kit, push }: Loaded) => {
    const registrationToken = await kit.bindPush(push).catch(() => null);
    if (registrationToken) emit<PushBoundDetail>('mc-push-prompt-bound', { registrationToken });
  };

  // Bound and subscribed with a session, unsubscribed when it ends (SPEC §4).
  useEffect(() => {
    if (!loaded) return;
    if (!session) {
      prompt.current?.close();
      if (pushBoundKey.read() === '1') void loaded.kit.unbindPush();
      return;
    }
    const permission = loaded.push.permission();
    if (permission === 'granted') {
      void bind(loaded);
      return;
    }
    if (permission !== 'default' || loaded.kit.skipPushKey.read() !== null) return;
    const timer = setTimeout(() => {
      if (prompt.current) return;
      const handle = requestPrompt('push', () => {
        setOpen(true);
        return () => setOpen(false);
      });
      prompt.current = handle;
      void handle.closed.then(() => {
        if (prompt.current === handle) prompt.current = null;
        setOpen(false);
      });
    }, Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [loaded, session, delay]);

  // A message that arrives while the page is open: the browser shows none itself, so the page does, briefly.
  useEffect(() => {
    if (!loaded || !session) return;
    return loaded.push.onMessage((message) => {
      const text = [message.title, message.body].filter(Boolean).join(' — ');
      if (text) showToast(text, 4000);
      emit<PushMessage>('mc-push-prompt-message', message);
    });
  }, [loaded, session, emit]);

  useEffect(() => () => prompt.current?.close(), []);

  if (!open || !loaded) return null;
  const state = loaded;

  function notNow() {
    state.kit.skipPushKey.write('1');
    prompt.current?.close();
    emit('mc-push-prompt-close');
  }

  async function allow() {
    if (busy) return;
    setBusy(true);
    const answer = await state.push.requestPermission().catch(() => 'default' as const);
    setBusy(false);
    prompt.current?.close();
    if (answer === 'granted') {
      await bind(state);
      return;
    }
    // Not asked again this session, whatever the browser answered.
    state.kit.skipPushKey.write('1');
    if (answer === 'denied') {
      emit('mc-push-prompt-denied');
      void showNotice({ title: t('notice'), message: t('notification_request_tips'), kind: 'push-denied' });
    }
  }

  return (
    <Modal
      title={t('push_prompt_title')}
      part="modal"
      kind="push"
      onDismiss={notNow}
      actions={
        <>
          <button type="button" className="mc-button mc-button--secondary" part="not-now" onClick={notNow}>
            {t('push_not_now')}
          </button>
          <button type="button" className="mc-button" part="allow" aria-disabled={busy} onClick={() => void allow()}>
            {t('push_allow')}
          </button>
        </>
      }
    >
      <div className="body">
        <svg className="bell" part="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" />
        </svg>
        <p className="mc-dialog__text">{t('push_prompt_msg')}</p>
      </div>
    </Modal>
  );
}
