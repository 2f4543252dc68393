import { useCallback, useEffect, useState } from 'react';
import { SMS_RESEND_SECONDS } from './send-sms-code.js';

export interface ResendCountdown {
  /** Whole seconds left before a new code may be sent; 0 when it may. */
  remaining: number;
  /** Starts (or restarts) the wait, after a code was sent. */
  start: () => void;
}

/**
 * The wait between two SMS sends (SPEC §4, §9: 60 s, then the button works again). It counts against a
 * deadline rather than ticks, so a tab that slept in the background shows the right figure when it wakes.
 * Registration uses it as it is, beside `sendSmsCode`.
 */
export function useResendCountdown(seconds = SMS_RESEND_SECONDS): ResendCountdown {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        clearInterval(timer);
        setDeadline(0);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, [seconds]);

  return { remaining: deadline ? remaining : 0, start };
}
