import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { loadProviderSignIn, providersOffered } from '../../src/auth-provider/index.js';
import { useElementState, useEmit } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { loadStatus, merchantStatus } from '../../src/platform/index.js';
import { loadSmsKit } from '../../src/sms/index.js';
import { LazyPart, ModeTabs, showToast, usePrefetchEnvelopeOnUse } from '../../src/ui/index.js';
import { useLoginOutcome, type LoginType, type PaneProps } from './login-outcome.js';
import { ResetPane, type ResetPaneProps } from './reset-pane.js';
import { SmsPane } from './sms-pane.js';
import { UsernamePane } from './username-pane.js';

export type { LoginSuccessDetail, LoginErrorDetail, LoginType } from './login-outcome.js';

// Most players log in by user name: the SMS sender and its country list load on first switch. The panes
// themselves are a few kilobytes, in this element's file: a chunk of their own would be one more request.
async function loadSmsPane() {
  const kit = await loadSmsKit();
  return (props: PaneProps) => <SmsPane kit={kit} {...props} />;
}

// Few players forget their password: the SMS kit the reset flow shares loads when one does.
async function loadResetPane() {
  const kit = await loadSmsKit();
  return (props: ResetPaneProps) => <ResetPane kit={kit} {...props} />;
}

/** Detail of `mc-password-reset`. */
export interface PasswordResetDetail {
  userName: string;
}

export interface McLoginProps {
  /** Fills the user name field, for instance from a link. */
  username?: string;
  /** Hides the built-in heading, when the page around the form has its own. */
  noTitle?: boolean;
  /** Stays on the page after a successful login instead of going home; only the event fires. */
  noRedirect?: boolean;
  /** The way in shown first: `username` (default) or `sms`. */
  mode?: string;
  /** Hides the switch to SMS login, for merchants who do not offer it. */
  noSms?: boolean;
  /** Hides Google and phone sign-in even where the merchant offers them. */
  noProviders?: boolean;
  /** Hides "Forgot password?", for merchants who reset passwords another way. */
  noReset?: boolean;
}

const MODES: LoginType[] = ['username', 'sms'];

export function McLogin({
  username = '',
  noTitle = false,
  noRedirect = false,
  mode: initialMode,
  noSms = false,
  noProviders = false,
  noReset = false,
}: McLoginProps) {
  useSignals();
  const [mode, setMode] = useState<LoginType>(initialMode === 'sms' && !noSms ? 'sms' : 'username');
  const [smsOpened, setSmsOpened] = useState(mode === 'sms');
  const { succeed, fail } = useLoginOutcome(noRedirect);
  const ids = useId();
  const host = useRef<HTMLDivElement>(null);
  const emit = useEmit();
  const [resetting, setResetting] = useState(false);
  // A page that titles the login itself (the /m app's "Log in") retitles or hides it while the reset shows.
  useElementState('resetting', resetting && !noReset);
  const [prefill, setPrefill] = useState<{ username: string } | null>(null);
  const [resetFrom, setResetFrom] = useState('');

  // After a reset the player logs in with the new password: the user name is filled in and the password focused.
  const resetDone = useCallback(
    (userName: string) => {
      setResetting(false);
      setPrefill({ username: userName });
      choose('username');
      showToast(t('reset_done'), 4000);
      emit('mc-password-reset', { userName } satisfies PasswordResetDetail);
    },
    [emit],
  );
  const resetBack = useCallback(() => {
    setResetting(false);
    requestAnimationFrame(() => host.current?.querySelector<HTMLElement>('.forgot')?.focus());
  }, []);

  useEffect(() => {
    if (initialMode === 'sms' || initialMode === 'username') choose(initialMode);
  }, [initialMode]);

  useEffect(() => {
    if (noSms) setMode('username');
  }, [noSms]);

  // Whether Google or phone sign-in is offered is in the merchant's settings; a form alone on a page asks.
  useEffect(() => {
    if (!noProviders && !merchantStatus.value) void loadStatus().catch(() => {});
  }, [noProviders]);

  const prefetchOnUse = usePrefetchEnvelopeOnUse();

  function choose(next: LoginType) {
    if (next === 'sms' && noSms) return;
    setMode(next);
    if (next === 'sms') setSmsOpened(true);
  }

  function openReset() {
    setResetFrom(host.current?.querySelector<HTMLInputElement>('form[data-mode="username"] input[name="username"]')?.value ?? '');
    setResetting(true);
  }

  return (
    <div className="login" ref={host} {...prefetchOnUse}>
      {!noTitle && !resetting && (
        <h2 className="title" part="title">
          {t('login_title')}
        </h2>
      )}
      {resetting && !noReset && (
        <LazyPart load={loadResetPane} props={{ initialUsername: resetFrom, onDone: resetDone, onBack: resetBack }} />
      )}
      {/* Hidden, not unmounted, while the player resets a password: what was typed is there on the way back. */}
      <div hidden={resetting && !noReset}>
        {!noSms && (
          <ModeTabs
            modes={MODES.map((each) => ({ mode: each, label: t(each === 'sms' ? 'login_mode_sms' : 'login_mode_username') }))}
            selected={mode}
            onChoose={choose}
            label={t('login_mode_label')}
            ids={ids}
          />
        )}
        {/* Not labelled by its tab: the tab's name is also a field's label, and a form must have one control per label. */}
        <div id={`${ids}-panel`} role={noSms ? undefined : 'tabpanel'}>
          {/* Both panes stay mounted once shown, so switching back and forth keeps what was typed. */}
          <UsernamePane initialUsername={username} prefill={prefill} onSuccess={succeed} onError={fail} hidden={mode !== 'username'} />
          {smsOpened && !noSms && (
            <div hidden={mode !== 'sms'}>
              <LazyPart load={loadSmsPane} props={{ onSuccess: succeed, onError: fail, hidden: mode !== 'sms' }} />
            </div>
          )}
        </div>
        {!noReset && mode === 'username' && (
          <button type="button" className="link-button forgot" part="forgot" onClick={openReset}>
            {t('login_forgot')}
          </button>
        )}
        {!noProviders && providersOffered() && (
          <LazyPart
            load={loadProviderSignIn}
            props={{
              context: 'login',
              onSuccess: succeed,
              onError: (error: unknown) => fail(error, 'firebase'),
              // "Log in to my account" after a provider sign-in without one: the user name form is here.
              onChooseLogin: () => {
                choose('username');
                host.current?.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
              },
            }}
          />
        )}
      </div>
    </div>
  );
}
