/**
 * The player's own session-time limit, kept even when the page makes no call (a player idle on a game's page):
 * at the moment the platform says the session ends, one call lets the platform end it, and the kit's error
 * policy logs the player out with the platform's reason (`limit.session.reached`). The wait is the platform's
 * own end time less its own now, so a browser clock that is wrong does not move it.
 */
import { effect } from '@preact/signals-core';
import { asNumber, asObject, call, endpoints, expectRecord } from '../../src/api/index.js';
import { isLoggedIn } from '../../src/session/index.js';

/** A moment past the end, so that the platform's clock has certainly reached it. */
const MARGIN_MS = 1000;

let timer: ReturnType<typeof setTimeout> | undefined;

async function schedule(): Promise<void> {
  clearTimeout(timer);
  try {
    const value = expectRecord(await call<unknown>(endpoints.limits, { alert: false }));
    const endsAt = asNumber(asObject(value.session).endsAt);
    const now = asNumber(value.now);
    if (endsAt === null || now === null || !isLoggedIn.value) return;
    clearTimeout(timer);
    // Asking again at the end: the platform ends the session then, or answers a later end (a changed limit).
    timer = setTimeout(() => void schedule(), Math.max(0, endsAt - now) + MARGIN_MS);
  } catch {
    // A platform without limits, or a failed call: the next call the page makes is checked all the same.
  }
}

/** Watches the limit of each session, from login (or the page's start with a session) to logout. */
export function watchSessionLimit(): void {
  effect(() => {
    clearTimeout(timer);
    if (isLoggedIn.value) void schedule();
  });
  // A limit set or changed on the limits page moves the end.
  document.addEventListener('mc-limits-change', () => {
    if (isLoggedIn.value) void schedule();
  });
  // A phone asleep may have let the moment pass; the limit may have changed on another tab.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && isLoggedIn.value) void schedule();
  });
}
