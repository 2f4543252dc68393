/**
 * "Forgot password?": the player names the account and where the code should go (the account's mobile number,
 * with the dialling-code picker, or its email address), then types the code and a new password twice. Loaded
 * when a player first opens it, with the SMS kit. Nothing here says whether the account exists: the "code sent"
 * step reads the same for any user name, and a code the platform never sent is simply wrong.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useShadowStyles } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import type { SmsKit } from '../../src/sms/index.js';
import { showNotice } from '../../src/ui/index.js';
import { isCodeError, isQuietError, requestResetCode, resetErrorText, resetPassword, type ResetRecipient } from './reset-calls.js';
import { RequestStep, VerifyStep, type ResetErrors, type ResetFields } from './reset-steps.js';
import { resetStyles } from './reset.styles.js';

export interface ResetPaneProps {
  /** What the login form's user name field held, to start from. */
  initialUsername: string;
  /** The password was reset: back to the login form with this user name. */
  onDone: (userName: string) => void;
  /** The player went back to the login form without resetting. */
  onBack: () => void;
}

/** The platform's bounds for a password (docs/wire-contract.md), as registration and the password change. */
const MIN_LENGTH = 6;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The pane, given the SMS kit, which loads when a player first asks for a reset (see `mc-login.tsx`). */
export function ResetPane({ kit, initialUsername, onDone, onBack }: ResetPaneProps & { kit: SmsKit }) {
  useSignals();
  useShadowStyles(kit.smsStyles);
  useShadowStyles(resetStyles);
  const ids = useId();
  const number = kit.useMobileNumber();
  const countdown = kit.useResendCountdown(kit.SMS_RESEND_SECONDS, 'reset');
  const [step, setStep] = useState<'request' | 'verify'>('request');
  const [fields, setFields] = useState<ResetFields>({
    username: initialUsername, channel: 'sms', email: '', code: '', newPassword: '', confirmPassword: '',
  });
  const [errors, setErrors] = useState<ResetErrors>({});
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Refs, not state: a double tap within one frame sends once.
  const busy = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const refs = {
    username: useRef<HTMLInputElement>(null),
    mobileNum: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  // A screen reader hears where it is now; the first field is one tab away.
  useEffect(() => heading.current?.focus(), []);
  // Each later step starts at its first field, once that field is on the page.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return void (moved.current = true);
    (step === 'verify' ? refs.code : refs.username).current?.focus();
  }, [step]);

  const recipient = (): ResetRecipient =>
    fields.channel === 'sms'
      ? { channel: 'sms', countryDialingCode: number.dialingCode, mobileNum: number.mobileNum }
      : { channel: 'email', email: fields.email };

  const sentTo = fields.channel === 'sms' ? `${number.dialingCode} ${number.mobileNum.trim()}`.trim() : fields.email.trim();

  function fail(found: ResetErrors, order: (keyof ResetErrors)[]): boolean {
    setErrors(found);
    const first = order.find((name) => found[name]);
    if (first) refs[first].current?.focus();
    return Boolean(first);
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (busy.current || countdown.remaining > 0) return;
    const found: ResetErrors = {};
    if (!fields.username.trim()) found.username = t('login_username_required');
    if (fields.channel === 'sms' && !number.mobileNum.trim()) found.mobileNum = t('login_mobile_required');
    if (fields.channel === 'email' && !EMAIL.test(fields.email.trim())) found.email = t('two_factor_email_required');
    if (fail(found, ['username', 'mobileNum', 'email'])) {
      setStep('request');
      return;
    }
    busy.current = true;
    setSending(true);
    try {
      await requestResetCode(fields.username, recipient(), await kit.smsCaptcha());
      countdown.start();
      if (step === 'verify') refs.code.current?.focus();
      else setStep('verify');
    } catch (error) {
      if (!isQuietError(error)) void showNotice({ title: t('notice'), message: resetErrorText(error) });
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const { code, newPassword, confirmPassword } = fields;
    const found: ResetErrors = {};
    if (!code.trim()) found.code = t('login_code_required');
    if (!newPassword) found.newPassword = t('change_password_new_required');
    else if (newPassword.length < MIN_LENGTH) found.newPassword = t('change_password_too_short');
    else if (!/[A-Za-z]/.test(newPassword) || !/\d/.test(newPassword)) found.newPassword = t('reset_password_weak');
    if (!found.newPassword && confirmPassword !== newPassword) found.confirmPassword = t('change_password_mismatch');
    if (fail(found, ['code', 'newPassword', 'confirmPassword'])) return;

    busy.current = true;
    setSubmitting(true);
    try {
      await resetPassword(fields.username, recipient(), code, newPassword);
      onDone(fields.username.trim());
    } catch (error) {
      if (isCodeError(error)) fail({ code: resetErrorText(error) }, ['code']);
      else if (!isQuietError(error)) void showNotice({ title: t('notice'), message: resetErrorText(error) });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const update = (changes: Partial<ResetFields>) => setFields((current) => ({ ...current, ...changes }));

  return (
    <div className="reset" part="reset" data-step={step}>
      <h2 className="reset__title" part="reset-title" tabIndex={-1} ref={heading}>
        {t('reset_title')}
      </h2>
      {step === 'request' ? (
        <RequestStep
          kit={kit}
          ids={ids}
          fields={fields}
          number={number}
          errors={errors}
          refs={refs}
          sending={sending}
          waiting={countdown.remaining}
          onChange={update}
          onSubmit={send}
        />
      ) : (
        <VerifyStep
          kit={kit}
          fields={fields}
          sentTo={sentTo}
          errors={errors}
          refs={refs}
          sending={sending}
          submitting={submitting}
          remaining={countdown.remaining}
          onChange={update}
          onResend={() => void send()}
          onChangeDetails={() => {
            setErrors({});
            setStep('request');
          }}
          onSubmit={submit}
        />
      )}
      <button type="button" className="link-button reset__back" part="reset-back" onClick={onBack}>
        {t('reset_back')}
      </button>
    </div>
  );
}
