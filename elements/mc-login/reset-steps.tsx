/** The two forms of a password reset: where the code goes, then the code and the new password. */
import type { FormEvent, RefObject } from 'react';
import { t } from '../../src/i18n/index.js';
import type { SmsKit } from '../../src/sms/index.js';
import { ModeTabs, TextField } from '../../src/ui/index.js';

type Channel = 'sms' | 'email';

export interface ResetFields {
  username: string;
  channel: Channel;
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export type ResetErrors = Partial<Record<'username' | 'mobileNum' | 'email' | 'code' | 'newPassword' | 'confirmPassword', string>>;

type Refs = Record<keyof ResetErrors, RefObject<HTMLInputElement | null>>;
type MobileNumber = ReturnType<SmsKit['useMobileNumber']>;

const CHANNELS: Channel[] = ['sms', 'email'];

/**
 * The sentence with the number or address in it, that one isolated left to right: in Arabic and Urdu "+84 912…"
 * must not come out as "912… 84+".
 */
function SentenceWith({ text, marker, value }: { text: string; marker: string; value: string }) {
  const [before, after = ''] = text.split(marker);
  return (
    <>
      {before}
      <bdi dir="ltr">{value}</bdi>
      {after}
    </>
  );
}

const MARKER = '\u0000';

export function RequestStep({
  kit, ids, fields, number, errors, refs, sending, waiting, onChange, onSubmit,
}: {
  kit: SmsKit;
  ids: string;
  fields: ResetFields;
  number: MobileNumber;
  errors: ResetErrors;
  refs: Refs;
  sending: boolean;
  /** Seconds left before another code may be sent (the player came back to change the details). */
  waiting: number;
  onChange: (changes: Partial<ResetFields>) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { SmsCodeFields } = kit;
  return (
    <form className="form" part="form" data-mode="reset-request" noValidate onSubmit={onSubmit} aria-busy={sending}>
      <p className="reset__intro" part="reset-intro">{t('reset_intro')}</p>
      <TextField
        ref={refs.username}
        label={t('login_username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        value={fields.username}
        error={errors.username}
        onChange={(event) => onChange({ username: event.target.value })}
      />
      <ModeTabs
        modes={CHANNELS.map((mode) => ({ mode, label: t(mode === 'sms' ? 'reset_by_sms' : 'reset_by_email') }))}
        selected={fields.channel}
        onChoose={(channel) => onChange({ channel })}
        label={t('reset_by_label')}
        ids={ids}
      />
      <div id={`${ids}-panel`} role="tabpanel">
        {fields.channel === 'sms' ? (
          <SmsCodeFields number={number} mobileRef={refs.mobileNum} mobileError={errors.mobileNum} />
        ) : (
          <TextField
            ref={refs.email}
            label={t('two_factor_email')}
            name="email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={128}
            value={fields.email}
            error={errors.email}
            onChange={(event) => onChange({ email: event.target.value })}
          />
        )}
      </div>
      <button type="submit" className="mc-button submit" part="submit" aria-disabled={sending || waiting > 0}>
        {sending ? t('sms_sending') : waiting > 0 ? t('sms_resend_in', { seconds: waiting }) : t('sms_send')}
      </button>
    </form>
  );
}

export function VerifyStep({
  kit, fields, sentTo, errors, refs, sending, submitting, remaining, onChange, onResend, onChangeDetails, onSubmit,
}: {
  kit: SmsKit;
  fields: ResetFields;
  sentTo: string;
  errors: ResetErrors;
  refs: Refs;
  sending: boolean;
  submitting: boolean;
  remaining: number;
  onChange: (changes: Partial<ResetFields>) => void;
  onResend: () => void;
  onChangeDetails: () => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { SendCodeButton } = kit;
  const password = (name: 'newPassword' | 'confirmPassword', label: string) => (
    <TextField
      ref={refs[name]}
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      maxLength={64}
      revealable
      value={fields[name]}
      error={errors[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
    />
  );
  return (
    <form className="form" part="form" data-mode="reset-verify" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <p className="reset__sent" part="reset-sent" role="status">
        <SentenceWith text={t('reset_sent', { to: MARKER })} marker={MARKER} value={sentTo} />
      </p>
      {/* The user name travels with the new password, so that a password manager saves it for this account. */}
      <input type="text" name="username" autoComplete="username" value={fields.username} readOnly hidden />
      <div className="mc-code-row">
        <TextField
          ref={refs.code}
          label={t('login_code')}
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          value={fields.code}
          error={errors.code}
          onChange={(event) => onChange({ code: event.target.value })}
        />
        <SendCodeButton remaining={remaining} sending={sending} onSend={onResend} />
      </div>
      {password('newPassword', t('change_password_new'))}
      {password('confirmPassword', t('change_password_confirm'))}
      <button type="submit" className="mc-button submit" part="submit" aria-disabled={submitting}>
        {submitting ? t('change_password_submitting') : t('reset_submit')}
      </button>
      <button type="button" className="link-button reset__change" part="reset-change" onClick={onChangeDetails}>
        {t('reset_change_details')}
      </button>
    </form>
  );
}
