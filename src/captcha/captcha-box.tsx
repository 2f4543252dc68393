/**
 * The captcha box (SPEC §2, §4): a dialog that holds the Geetest widget and says where the check stands:
 * loading, waiting for the player, success, or an error with a retry. Closing or resetting the widget returns
 * to waiting; closing the box gives up. Lazy chunk, loaded by `solveCaptcha`.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { direction, ensureLocale, language, t } from '../i18n/i18n.js';
import { signInStrings } from '../i18n/sign-in-strings.js';
import { languageInfo } from '../i18n/languages.js';
import { mountPageLayer } from '../element/page-layer.js';
import { Modal } from '../ui/modal.js';
import type { CaptchaFields } from './captcha.js';
import { captchaStyles } from './captcha-box.styles.js';
import { captchaFields, createGeetest, describeGeetestError, GeetestFailure, type GeetestCaptcha } from './geetest.js';

type BoxState = { name: 'loading' } | { name: 'waiting' } | { name: 'success' } | { name: 'error'; message: string };

/** How long the success state shows before the box closes, so that the player sees the check passed. */
const SUCCESS_PAUSE_MS = 400;

interface CaptchaBoxProps {
  version: 'v3' | 'v4';
  onDone: (fields: CaptchaFields | null) => void;
}

function CaptchaBox({ version, onDone }: CaptchaBoxProps) {
  useSignals();
  const [state, setState] = useState<BoxState>({ name: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let captcha: GeetestCaptcha | null = null;
    let over = false;
    let successTimer: ReturnType<typeof setTimeout> | undefined;
    setState({ name: 'loading' });
    createGeetest(version, container.current!)
      .then((created) => {
        if (over) return created.destroy();
        captcha = created;
        created.onReady(() => !over && setState({ name: 'waiting' }));
        created.onClose(() => !over && setState({ name: 'waiting' }));
        created.onError((error) => !over && setState({ name: 'error', message: describeGeetestError(error) }));
        created.onSuccess(() => {
          if (over) return;
          const fields = captchaFields(created);
          if (!fields) {
            created.reset();
            return setState({ name: 'waiting' });
          }
          setState({ name: 'success' });
          successTimer = setTimeout(() => onDone(fields), SUCCESS_PAUSE_MS);
        });
      })
      .catch((error: unknown) => {
        if (over) return;
        const message =
          error instanceof GeetestFailure ? `${error.message} (${error.code})` : t('captcha_failed');
        setState({ name: 'error', message });
      });
    return () => {
      over = true;
      clearTimeout(successTimer);
      captcha?.destroy();
    };
  }, [attempt, version, onDone]);

  const status =
    state.name === 'loading'
      ? t('captcha_loading')
      : state.name === 'waiting'
        ? t('captcha_waiting')
        : state.name === 'success'
          ? t('captcha_success')
          : state.message;

  return (
    <Modal
      title={t('captcha_title')}
      part="captcha"
      kind="captcha"
      onDismiss={() => onDone(null)}
      actions={
        <>
          {state.name === 'error' && (
            <button type="button" className="mc-button" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry_once')}
            </button>
          )}
          <button type="button" className="mc-button mc-button--secondary" onClick={() => onDone(null)}>
            {t('close')}
          </button>
        </>
      }
    >
      <div className="captcha" data-state={state.name} dir={direction.value} lang={languageInfo(language.value).tag}>
        <p className={`captcha__status captcha__status--${state.name}`} role={state.name === 'error' ? 'alert' : 'status'} dir="auto">
          {state.name === 'loading' && <span className="captcha__spinner" aria-hidden="true" />}
          {status}
        </p>
        <div ref={container} className="captcha__widget" hidden={state.name === 'error' || state.name === 'loading'} />
      </div>
    </Modal>
  );
}

/**
 * Opens the box on the page and resolves with the solved fields, or null when the player closed it.
 */
export function openCaptchaBox(version: 'v3' | 'v4'): Promise<CaptchaFields | null> {
  return mountCaptchaDialog((done) => <CaptchaBox version={version} onDone={done} />);
}

/**
 * Puts a captcha dialog on the page, in its own shadow root under `<body>`, and resolves with what it hands
 * `done` (the solved fields, or null when the player closed it); then removes it.
 */
export async function mountCaptchaDialog(
  render: (done: (fields: CaptchaFields | null) => void) => ReactNode,
): Promise<CaptchaFields | null> {
  // The dialog's strings are the sign-in's, whoever opened it.
  await ensureLocale([signInStrings]);
  return new Promise((resolve) => {
    let settled = false;
    const done = (fields: CaptchaFields | null) => {
      if (settled) return;
      settled = true;
      layer.remove();
      resolve(fields);
    };
    const layer = mountPageLayer('captcha', [captchaStyles], render(done));
  });
}
