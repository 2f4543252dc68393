import { useCallback, useEffect, useState } from 'react';
import { storageKey } from '../storage/storage.js';
import { SMS_RESEND_SECONDS } from './send-sms-code.js';

export interface ResendCountdown {
  /** Whole seconds left before a new code may be sent; 0 when it may. */
  remaining: number;
  /** Starts (or restarts) the wait, after a code was sent. */
  start: () => void;
}

/**
 * When each kept wait ends (epoch ms), by what it waits for: a reload, or the same form opened again, must not
 * send before the platform's code could have arrived (docs/wire-contract.md, "Throttling").
 */
const waitsKey = storageKey<Record<string, number>>('local', 'mc_sms_wait', {}, (value): value is Record<string, number> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)
  && Object.values(value as object).every((end) => typeof end === 'number' && Number.isFinite(end)));

/** The kept end of a wait, never further away than a whole wait (a clock moved back, or a value tampered with). */
function keptDeadline(name: string | undefined, seconds: number): number {
  if (!name) return 0;
  const end = waitsKey.read()[name] ?? 0;
  const now = Date.now();
  return end > now ? Math.min(end, now + seconds * 1000) : 0;
}

function keepDeadline(name: string, end: number): void {
  const now = Date.now();
  // Only waits still running are kept, so the record never grows.
  const running = Object.fromEntries(Object.entries(waitsKey.read()).filter(([, until]) => until > now));
  waitsKey.write({ ...running, [name]: end });
}

/**
 * The wait between two SMS sends (SPEC §4, §9: 60 s, then the button works again). It counts against a
 * deadline rather than ticks, so a tab that slept in the background shows the right figure when it wakes.
 * With `keepAs`, the deadline is kept in the device's storage under that name and a later page picks it up:
 * SMS login and registration share `sms` (one platform call), a password reset keeps its own.
 * Registration uses it as it is, beside `sendSmsCode`.
 */
export function useResendCountdown(seconds = SMS_RESEND_SECONDS, keepAs?: string): ResendCountdown {
  const [deadline, setDeadline] = useState(() => keptDeadline(keepAs, seconds));
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
    const end = current + seconds * 1000;
    setNow(current);
    setDeadline(end);
    if (keepAs) keepDeadline(keepAs, end);
  }, [seconds, keepAs]);

  return { remaining: deadline ? remaining : 0, start };
}
