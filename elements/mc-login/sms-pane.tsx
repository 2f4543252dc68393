/**
 * SMS login (SPEC §3, §4, §5): country dialling code, mobile number, a code sent by SMS with the 60 s resend
 * wait, and `type: "sms"`. Loaded when a player first switches to it; the country list loads on first open.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  leftToRight,
  LazyPart,
  loadStatus,
  login,
  loginGuardReleased,
  merchantStatus,
  showToast,
  t,
  TextField,
  useShadowStyles,
  type Country,
  type CountryList,
  type SmsKit,
} from '../../src/index.js';
import { useSignals } from '@preact/signals-react/runtime';
import type { PaneProps } from './login-outcome.js';
import type { RememberMe, useRememberMe } from './remember-me.js';

/**
 * The remember-me box and its hook, handed over by the form: they are part of its first download (the user name
 * pane has them), and importing them here would move them into a chunk of their own.
 */
export interface RememberMeKit {
  RememberMe: typeof RememberMe;
  useRememberMe: typeof useRememberMe;
}

type FieldErrors = { mobileNum?: string; verificationCode?: string };

/** The pane, given the SMS kit its chunk was loaded with and the remember-me box (see `mc-login.tsx`). */
export function SmsPane({ kit, rememberMe, onSuccess, onError, hidden }: PaneProps & { kit: SmsKit; rememberMe: RememberMeKit }) {
  const { loadCountries, MobileNumberRow, SendCodeButton, sendSmsCode, smsStyles, useResendCountdown } = kit;
  useSignals();
  useShadowStyles(smsStyles);
  const [list, setList] = useState<CountryList>({ defaultCountry: null, countries: [] });
  const [country, setCountry] = useState<Country | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [cooling, setCooling] = useState(false);
  const sendingNow = useRef(false);
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const countdown = useResendCountdown();
  // An SMS login remembers the mobile number only; the code is new each time, and auto-login skips it (SPEC §4).
  const remember = rememberMe.useRememberMe('sms', (number) => setMobileNum((current) => current || number));

  useEffect(() => {
    let live = true;
    void loadCountries().then((loaded) => {
      if (!live) return;
      setList(loaded);
      setCountry((current) => current ?? loaded.defaultCountry);
    });
    // The picker's switches are in the merchant's settings; a widget alone on a page asks for them.
    if (!merchantStatus.value) void loadStatus().catch(() => {});
    return () => void (live = false);
  }, []);

  const dialingCode = country?.countryDialingCode ?? '';

  function requireMobile(): boolean {
    if (mobileNum.trim()) return true;
    setErrors({ mobileNum: t('login_mobile_required') });
    mobileRef.current?.focus();
    return false;
  }

  async function send() {
    if (sendingNow.current || !requireMobile()) return;
    sendingNow.current = true;
    setSending(true);
    setErrors({});
    try {
      await sendSmsCode({ countryDialingCode: dialingCode, mobileNum });
      countdown.start();
      showToast(t('code_sent', { to: leftToRight(`${dialingCode} ${mobileNum.trim()}`.trim()) }));
      codeRef.current?.focus();
    } catch {
      // The platform's message is shown by the error policy; the number stays for another try.
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || cooling || !requireMobile()) return;
    if (!code.trim()) {
      setErrors({ verificationCode: t('login_code_required') });
      return codeRef.current?.focus();
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await login(
        { type: 'sms', countryDialingCode: dialingCode, mobileNum, verificationCode: code },
        { remember: remember.checked },
      );
      if (!result) return;
      setCode('');
      onSuccess(result, mobileNum.trim(), 'sms');
    } catch (error) {
      onError(error, 'sms');
      codeRef.current?.focus();
    } finally {
      setSubmitting(false);
      setCooling(true);
      void loginGuardReleased().then(() => setCooling(false));
    }
  }

  return (
    <form className="form" part="form" data-mode="sms" noValidate onSubmit={submit} aria-busy={submitting} hidden={hidden}>
      <MobileNumberRow
        ref={mobileRef}
        list={list}
        country={country}
        dialingCode={dialingCode}
        value={mobileNum}
        onChange={setMobileNum}
        error={errors.mobileNum}
        onOpenPicker={() => setPickerOpen(true)}
      />
      <div className="mc-code-row">
        <TextField
          ref={codeRef}
          label={t('login_code')}
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          value={code}
          error={errors.verificationCode}
          onChange={(event) => setCode(event.target.value)}
        />
        <SendCodeButton remaining={countdown.remaining} sending={sending} onSend={() => void send()} />
      </div>
      <rememberMe.RememberMe type="sms" {...remember} />
      <button type="submit" className="mc-button submit" part="submit" aria-disabled={submitting || cooling}>
        {submitting ? t('login_submitting') : t('login_submit')}
      </button>
      {pickerOpen && (
        // The slide-up list is its own chunk, fetched when the player first opens it.
        <LazyPart
          load={() => kit.loadCountryPicker().then((module) => module.CountrySheet)}
          props={{
            countries: list.countries,
            selected: country?.countryCode ?? '',
            onClose: () => setPickerOpen(false),
            onSelect: (chosen: Country) => {
              setCountry(chosen);
              setPickerOpen(false);
            },
          }}
        />
      )}
    </form>
  );
}
