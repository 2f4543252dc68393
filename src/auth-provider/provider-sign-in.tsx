/**
 * `ProviderSignIn`: Google and phone sign-in through Firebase Auth (SPEC §1, §3, §5, §8), a part that
 * `<mc-login>` and `<mc-register>` mount with `LazyPart`. The buttons come with this chunk; Firebase itself
 * arrives only when the player picks one (`firebase-auth.ts`, its own chunk).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { isApiError } from '../api/api-error.js';
import { getConfig } from '../config/config.js';
import { useShadowStyles } from '../element/use-shadow-styles.js';
import { language, t } from '../i18n/i18n.js';
import { languageInfo } from '../i18n/languages.js';
import { requestNavigation } from '../navigation/navigation.js';
import { loadStatus, merchantStatus, switchOn } from '../platform/merchant-status.js';
import { memberInfo } from '../session/session.js';
import type { FirebaseChannel } from '../session/login.js';
import { useResendCountdown } from '../sms/resend-countdown.js';
import { useMobileNumber } from '../sms/mobile-number.js';
import { SmsCodeFields } from '../sms/sms-code-fields.js';
import { smsStyles } from '../sms/sms.styles.js';
import { Modal } from '../ui/modal.js';
import { showNotice, showToast } from '../ui/notices.js';
import type { FirebaseSettings } from './firebase-auth.js';
import { isPrivateBrowsing } from './private-browsing.js';
import { providerError, providerErrorText, toProviderError } from './provider-errors.js';
import { ProviderConsentDialog } from './provider-consent.js';
import { GoogleIcon, PhoneIcon } from './provider-icons.js';
import { providerLogin, type ConsentAsker } from './provider-login.js';
import { providerSignInStyles } from './provider-sign-in.styles.js';
import type { ProviderConsent, ProviderSignInProps } from './load.js';

const loadFirebase = () => import('./firebase-auth.js');

/** Which providers the merchant offers: Google with GOOGLELOGIN3, phone when the status says `sms.firebase`. */
export function offeredProviders(): { google: boolean; phone: boolean } {
  return { google: switchOn('GOOGLELOGIN3'), phone: merchantStatus.value?.info.sms.firebase === true };
}

function firebaseSettings(): FirebaseSettings {
  const config = getConfig();
  const sms = merchantStatus.value?.info.sms;
  const projectId = config.firebaseProjectId || sms?.projectId || '';
  return {
    apiKey: sms?.apiKey ?? '',
    projectId,
    authDomain: config.firebaseAuthDomain || sms?.authDomain || (projectId ? `${projectId}.firebaseapp.com` : ''),
    emulator: config.firebaseAuthEmulator,
    languageCode: languageInfo(language.value).tag,
  };
}

/** A number in the international form Firebase expects: `+<country><national number without leading 0>`. */
export function internationalNumber(dialingCode: string, mobileNum: string): string {
  const national = mobileNum.replace(/\D/g, '').replace(/^0+/, '');
  return `+${dialingCode.replace(/\D/g, '')}${national}`;
}

export function ProviderSignIn({ context, onSuccess, onError, onChooseLogin, onChooseRegister, acceptance }: ProviderSignInProps) {
  useSignals();
  useShadowStyles(smsStyles + providerSignInStyles);
  const [pending, setPending] = useState<FirebaseChannel | null>(null);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [bindChoice, setBindChoice] = useState(false);
  const [asking, setAsking] = useState<((consent: ProviderConsent | null) => void) | null>(null);
  // What the registration form's boxes said when the player picked a provider.
  const accepted = useRef<ProviderConsent | null>(null);

  useEffect(() => {
    if (!merchantStatus.value) void loadStatus().catch(() => {});
  }, []);

  const offered = offeredProviders();
  if (!offered.google && !offered.phone) return null;

  /** Runs one provider step and says what went wrong, the way SPEC §8 asks. */
  async function attempt(channel: FirebaseChannel, step: () => Promise<string | null>): Promise<boolean> {
    setPending(channel);
    try {
      if (await isPrivateBrowsing()) {
        await showNotice({ title: t('auth_error_title'), message: t('auth_private_browsing') });
        return false;
      }
      const idToken = await step();
      if (!idToken) return true;
      const outcome = await providerLogin(channel, idToken, consent);
      if (outcome.kind === 'bind-required') setBindChoice(true);
      if (outcome.kind === 'logged-in') onSuccess(outcome.result, memberInfo.value?.userName ?? '', 'firebase');
      return true;
    } catch (error) {
      if (isApiError(error)) {
        // The platform's message has been shown by the error policy.
        onError?.(error);
        return false;
      }
      const problem = toProviderError(error);
      if (!problem.silent) {
        void showNotice({ title: t('auth_error_title'), message: providerErrorText(problem) });
        onError?.(Object.assign(new Error(problem.reason), { code: problem.code }));
      }
      return false;
    } finally {
      setPending(null);
    }
  }

  /** On the registration form, whether its boxes let a provider proceed; they mark and focus what is missing. */
  function gate(): boolean {
    if (!acceptance) return true;
    accepted.current = acceptance();
    return accepted.current !== null;
  }

  /** The form's acceptance where there is a form; elsewhere the player is asked, once an account is to be made. */
  const consent: ConsentAsker = () =>
    acceptance ? Promise.resolve(accepted.current) : new Promise((resolve) => setAsking(() => resolve));

  function answer(given: ProviderConsent | null) {
    asking?.(given);
    setAsking(null);
  }

  function google() {
    if (!gate()) return;
    void attempt('GOOGLE', async () => (await loadFirebase()).signInWithGoogle(firebaseSettings()));
  }

  function chooseLogin() {
    setBindChoice(false);
    // After the dialog has closed and given focus back, so that the form can take it.
    if (context === 'login') setTimeout(() => onChooseLogin?.());
    else requestNavigation(getConfig().loginPath + location.search, 'bind-login');
  }

  function chooseRegister() {
    setBindChoice(false);
    if (context === 'register') setTimeout(() => onChooseRegister?.());
    else requestNavigation(getConfig().registerPath + location.search, 'bind-register');
  }

  return (
    <div className="mc-providers" part="providers">
      <p className="mc-providers__divider" part="providers-divider">
        {t('provider_divider')}
      </p>
      {offered.google && (
        <button
          type="button"
          className="mc-provider"
          part="provider"
          data-provider="google"
          aria-busy={pending === 'GOOGLE'}
          // Picking a provider starts its download at once, so the popup opens within the tap's activation.
          onPointerDown={() => void loadFirebase().catch(() => {})}
          onClick={google}
        >
          <GoogleIcon />
          {t('provider_google')}
        </button>
      )}
      {offered.phone && (
        <button
          type="button"
          className="mc-provider"
          part="provider"
          data-provider="phone"
          aria-expanded={phoneOpen}
          onClick={() => {
            if (phoneOpen || gate()) setPhoneOpen(!phoneOpen);
          }}
        >
          <PhoneIcon />
          {t('provider_phone')}
        </button>
      )}
      {offered.phone && phoneOpen && <PhoneFlow busy={pending === 'PHONE'} gate={gate} attempt={(step) => attempt('PHONE', step)} />}
      {asking && <ProviderConsentDialog onAnswer={answer} />}
      {bindChoice && (
        <Modal
          title={t('bind_title')}
          kind="bind-choice"
          part="bind-choice"
          role="alertdialog"
          onDismiss={() => setBindChoice(false)}
          actions={
            <>
              <button type="button" className="mc-button mc-button--secondary" data-choice="login" onClick={chooseLogin}>
                {t('bind_login')}
              </button>
              <button type="button" className="mc-button" data-choice="register" onClick={chooseRegister}>
                {t('bind_register')}
              </button>
            </>
          }
        >
          <p className="mc-dialog__text">{t('bind_message')}</p>
        </Modal>
      )}
    </div>
  );
}

interface PhoneFlowProps {
  busy: boolean;
  /** The registration form's boxes, checked again before the sign-in that may create the account. */
  gate: () => boolean;
  attempt: (step: () => Promise<string | null>) => Promise<boolean>;
}

/** Country, number, the SMS code from Firebase (60 s between sends), then the sign-in. */
function PhoneFlow({ busy, gate, attempt }: PhoneFlowProps) {
  const number = useMobileNumber();
  const { mobileNum, dialingCode } = number;
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobileNum?: string; code?: string }>({});
  const [sending, setSending] = useState(false);
  const countdown = useResendCountdown();
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => mobileRef.current?.focus(), []);

  function requireMobile(): boolean {
    if (mobileNum.replace(/\D/g, '')) return true;
    setErrors({ mobileNum: t('login_mobile_required') });
    mobileRef.current?.focus();
    return false;
  }

  async function send() {
    if (sending || !requireMobile()) return;
    setErrors({});
    setSending(true);
    const to = internationalNumber(dialingCode, mobileNum);
    const sent = await attempt(async () => {
      await (await loadFirebase()).sendPhoneCode(firebaseSettings(), to);
      return null;
    });
    setSending(false);
    if (!sent) return;
    countdown.start();
    // Isolated, so that a right-to-left sentence keeps the number's + in front.
    showToast(t('code_sent', { to: `\u2068${to}\u2069` }));
    codeRef.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !requireMobile()) return;
    if (!code.trim()) {
      setErrors({ code: t('login_code_required') });
      codeRef.current?.focus();
      return;
    }
    setErrors({});
    if (!gate()) return;
    const done = await attempt(async () => {
      const firebase = await loadFirebase().catch(() => null);
      // No code was ever sent from this page (or the page was reloaded): the SMS result is gone.
      if (!firebase) throw providerError('auth/code-expired');
      return firebase.confirmPhoneCode(firebaseSettings(), code);
    });
    if (done) setCode('');
    else codeRef.current?.focus();
  }

  return (
    <form className="mc-phone-flow" part="phone-flow" noValidate onSubmit={submit} aria-busy={busy}>
      <h3 className="mc-phone-flow__title">{t('provider_phone_title')}</h3>
      <SmsCodeFields
        number={number}
        mobileRef={mobileRef}
        mobileError={errors.mobileNum}
        mobileName="providerMobileNum"
        code={{
          ref: codeRef,
          name: 'providerCode',
          value: code,
          onChange: setCode,
          error: errors.code,
          remaining: countdown.remaining,
          sending,
          onSend: () => void send(),
        }}
      />
      <button type="submit" className="mc-button submit" part="submit" aria-disabled={busy}>
        {busy ? t('login_submitting') : t('provider_phone_submit')}
      </button>
    </form>
  );
}
