import { useRef, useState, type RefObject } from 'react';
import { t } from '../i18n/i18n.js';
import { leftToRight } from '../i18n/format.js';
import { showToast } from '../ui/notices.js';
import type { MobileNumber } from './mobile-number.js';
import { useResendCountdown, type ResendCountdown } from './resend-countdown.js';
import { sendSmsCode } from './send-sms-code.js';

export interface PlatformCodeSender {
  countdown: ResendCountdown;
  sending: boolean;
  /** Sends the platform's SMS code to the number (after `requireMobile`), then waits 60 s before another. */
  send: () => Promise<void>;
}

/**
 * The platform's SMS code for SMS login and registration by mobile (SPEC §3, §5). A failure is reported by the
 * error policy; the number stays for another try.
 */
export function usePlatformCodeSender(
  number: MobileNumber,
  requireMobile: () => boolean,
  codeRef: RefObject<HTMLInputElement | null>,
): PlatformCodeSender {
  const countdown = useResendCountdown();
  const [sending, setSending] = useState(false);
  // A double tap sends once: the state above is only seen on the next render.
  const sendingNow = useRef(false);

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

  return { countdown, sending, send };
}
