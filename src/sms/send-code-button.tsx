import { t } from '../i18n/i18n.js';

export interface SendCodeButtonProps {
  /** Seconds left in the resend wait (from `useResendCountdown`); the button waits while above 0. */
  remaining: number;
  sending: boolean;
  onSend: () => void;
  /** What the button sends, for screen readers, such as "Send code to the mobile number". */
  label?: string;
}

/**
 * The "send code" button beside a code field: says when it is sending and how long until it may send again.
 * It stays focusable while waiting (aria-disabled), so a screen reader still hears the countdown.
 */
export function SendCodeButton({ remaining, sending, onSend, label }: SendCodeButtonProps) {
  const waiting = remaining > 0;
  return (
    <button
      type="button"
      className="mc-button mc-button--secondary mc-send-code"
      part="send-code"
      aria-disabled={waiting || sending}
      aria-label={label}
      aria-live="polite"
      onClick={() => {
        if (!waiting && !sending) onSend();
      }}
    >
      {sending ? t('sms_sending') : waiting ? t('sms_resend_in', { seconds: remaining }) : t('sms_send')}
    </button>
  );
}
