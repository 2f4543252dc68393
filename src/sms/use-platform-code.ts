import { useRef, useState, type RefObject } from 'react';
import { t } from '../i18n/i18n.js';
import { leftToRight } from '../i18n/format.js';
import { showToast } from '../ui/notices.js';
import type { MobileNumber } from './mobile-number.js';
import { useResendCountdown, type ResendCountdown } from './resend-countdown.js';
import { sendSmsCode, SMS_RESEND_SECONDS } from './send-sms-code.js';

export interface PlatformCodeSender {
  /** Whether a number was typed; if not, says so on the number field and puts the focus there. */
  requireMobile: () => boolean;
  countdown: ResendCountdown;
  sending: boolean;
  /** What `SmsCodeFields`' code row takes for its send button: `code={{ ...fields, ...sender.sendButton }}`. */
  sendButton: { remaining: number; sending: boolean; onSend: () => void };
  /** Sends the platform's SMS code to the number (after `requireMobile`), then waits 60 s before another. */
  send: () => Promise<void>;
}

/**
 * The platform's SMS code for SMS login and registration by mobile (SPEC §3, §5). A failure is reported by the
 * error policy; the number stays for another try.
 */
export function usePlatformCodeSender(
  number: MobileNumber,
  form: {
    mobileRef: RefObject<HTMLInputElement | null>;
    codeRef: RefObject<HTMLInputElement | null>;
    /** The form's field errors: cleared when the number is there, the number's set when it is not. */
    setErrors: (errors: { mobileNum?: string }) => void;
  },
): PlatformCodeSender {
  const { mobileRef, codeRef, setErrors } = form;
  const countdown = useResendCountdown(SMS_RESEND_SECONDS, 'sms');
  const [sending, setSending] = useState(false);
  // A double tap sends once: the state above is only seen on the next render.
  const sendingNow = useRef(false);

  function requireMobile(): boolean {
    if (number.mobileNum.trim()) {
      setErrors({});
      return true;
    }
    setErrors({ mobileNum: t('login_mobile_required') });
    mobileRef.current?.focus();
    return false;
  }

  async function send() {
    if (sendingNow.current || !requireMobile()) return;
    sendingNow.current = true;
    setSending(true);
    try {
      await sendSmsCode({ countryDialingCode: number.dialingCode, mobileNum: number.mobileNum });
      countdown.start();
      showToast(t('code_sent', { to: leftToRight(`${number.dialingCode} ${number.mobileNum.trim()}`.trim()) }));
      codeRef.current?.focus();
    } catch {
      // The platform's message is shown by the error policy.
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  }

  return {
    requireMobile,
    countdown,
    sending,
    send,
    sendButton: { remaining: countdown.remaining, sending, onSend: () => void send() },
  };
}
