/**
 * Auth events are handled once (SPEC §9): the same provider result can reach the kit twice (the popup's answer
 * and a repeated tap on a slow phone), and the platform must see one login for it. A result is known by its ID
 * token and forgotten after 10 minutes, well past the token's use.
 */
export const AUTH_EVENT_TTL_MS = 10 * 60 * 1000;

const seen = new Map<string, number>();

/** True the first time a token is seen within the last 10 minutes; false for a repeat. */
export function firstAuthEvent(idToken: string, now = Date.now()): boolean {
  for (const [token, at] of seen) if (now - at >= AUTH_EVENT_TTL_MS) seen.delete(token);
  if (seen.has(idToken)) return false;
  seen.set(idToken, now);
  return true;
}

/** Lets a token through again, when the platform could not be reached and the player retries. */
export function forgetAuthEvent(idToken: string): void {
  seen.delete(idToken);
}
