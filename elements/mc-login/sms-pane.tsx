/**
 * SMS login (SPEC §3, §4, §5): country dialling code, mobile number, a code sent by SMS with the 60 s resend
 * wait, and `type: "sms"`. Loaded when a player first switches to it; the country list loads on first open.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useShadowStyles } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { login, loginGuardReleased } from '../../src/session/index.js';
import type { SmsKit } from '../../src/sms/index.js';
import { useSignals } from '@preact/signals-react/runtime';
import type { PaneProps } from './login-outcome.js';
import { RememberMe, useRememberMe } from './remember-me.js';


type FieldErrors = { mobileNum?: string; verificationCode?: string };

/** The pane, given the SMS kit, which loads on the first switch to it (see `mc-login.tsx`). */
export function SmsPane({ kit, onSuccess, onError, hidden }: PaneProps & { kit: SmsKit }) {
  const { SmsCodeFields, smsStyles, useMobileNumber, usePlatformCodeSender } = kit;
  useSignals();
  useShadowStyles(smsStyles);
  const number = useMobileNumber();
  const { mobileNum, setMobileNum, dialingCode } = number;
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [cooling, setCooling] = useState(false);
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  // An SMS login remembers the mobile number only; the code is new each time, and auto-login skips it (SPEC §4).
  const remember = useRememberMe('sms', (saved) => setMobileNum((current) => current || saved));

  const sender = usePlatformCodeSender(number, { mobileRef, codeRef, setErrors });
  const { requireMobile } = sender;

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
      <SmsCodeFields
        number={number}
        mobileRef={mobileRef}
        mobileError={errors.mobileNum}
        code={{
          ref: codeRef,
          value: code,
          onChange: setCode,
          error: errors.verificationCode,
          ...sender.sendButton,
        }}
      />
      <RememberMe type="sms" {...remember} />
      <button type="submit" className="mc-button submit" part="submit" aria-disabled={submitting || cooling}>
        {submitting ? t('login_submitting') : t('login_submit')}
      </button>
    </form>
  );
}
