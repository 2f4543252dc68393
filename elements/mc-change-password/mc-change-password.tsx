import { useRef, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { errorMessage, isApiError } from '../../src/api/index.js';
import { getConfig } from '../../src/config/index.js';
import { useEmit } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { requestNavigation } from '../../src/navigation/index.js';
import { changePassword, passwordChangeRequired, type PasswordChangeReason } from '../../src/session/index.js';
import { showToast, TextField } from '../../src/ui/index.js';

export interface McChangePasswordProps {
  /** Hides the built-in heading, when the page around the form has its own. */
  noTitle?: boolean;
  /** Stays on the page after the change instead of going home; only the event fires. */
  noRedirect?: boolean;
}

/** Detail of `mc-password-changed`. */
export interface PasswordChangedDetail {
  destination: string;
}

/** Detail of `mc-password-change-error`. */
export interface PasswordChangeErrorDetail {
  code: string;
  message: string;
}

const REASON_TEXT: Record<PasswordChangeReason, string> = {
  'default-password': 'change_password_reason_default',
  expired: 'change_password_reason_expired',
  'first-login': 'change_password_reason_first',
  'update-required': 'change_password_reason_update',
};

/** The platform's bounds for a password (docs/wire-contract.md). */
const MIN_LENGTH = 6;
const MAX_LENGTH = 64;

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';
type FieldErrors = Partial<Record<Field, string>>;

export function McChangePassword({ noTitle = false, noRedirect = false }: McChangePasswordProps) {
  useSignals();
  const emit = useEmit();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: twenty taps within one frame all see it, so exactly one request leaves.
  const busy = useRef(false);
  const refs = { oldPassword: useRef<HTMLInputElement>(null), newPassword: useRef<HTMLInputElement>(null), confirmPassword: useRef<HTMLInputElement>(null) };
  const reason = passwordChangeRequired.value;

  function validate(): FieldErrors {
    const found: FieldErrors = {};
    if (!values.oldPassword) found.oldPassword = t('change_password_current_required');
    if (!values.newPassword) found.newPassword = t('change_password_new_required');
    else if (values.newPassword.length < MIN_LENGTH) found.newPassword = t('change_password_too_short');
    else if (values.newPassword === values.oldPassword) found.newPassword = t('change_password_same');
    if (!found.newPassword && values.confirmPassword !== values.newPassword) found.confirmPassword = t('change_password_mismatch');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const found = validate();
    setErrors(found);
    const first = (['oldPassword', 'newPassword', 'confirmPassword'] as const).find((field) => found[field]);
    if (first) return refs[first].current?.focus();

    busy.current = true;
    setSubmitting(true);
    try {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      setValues({ oldPassword: '', newPassword: '', confirmPassword: '' });
      showToast(t('change_password_done'));
      const detail: PasswordChangedDetail = { destination: getConfig().homePath };
      if (emit('mc-password-changed', detail, { cancelable: true }) && !noRedirect) {
        requestNavigation(detail.destination, 'password-changed');
      }
    } catch (error) {
      // The error policy has shown the message; the form keeps what the player typed.
      const detail: PasswordChangeErrorDetail = isApiError(error)
        ? { code: error.code, message: errorMessage(error) }
        : { code: 'unknown', message: t('unknown_error') };
      emit('mc-password-change-error', detail);
      if (detail.code === 'password.old.incorrect') refs.oldPassword.current?.focus();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      ref={refs[name]}
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      maxLength={MAX_LENGTH}
      revealable
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <form className="form" part="form" noValidate onSubmit={submit} aria-busy={submitting}>
      {!noTitle && (
        <h2 className="title" part="title">
          {t('route_change_password')}
        </h2>
      )}
      <p className={reason ? 'reason reason--required' : 'reason'} part="reason" data-reason={reason ?? ''}>
        {t(reason ? REASON_TEXT[reason] : 'change_password_intro')}
      </p>
      {field('oldPassword', t('change_password_current'), 'current-password')}
      {field('newPassword', t('change_password_new'), 'new-password')}
      {field('confirmPassword', t('change_password_confirm'), 'new-password')}
      <button type="submit" className="mc-button submit" part="submit" aria-disabled={submitting}>
        {submitting ? t('change_password_submitting') : t('change_password_submit')}
      </button>
    </form>
  );
}
