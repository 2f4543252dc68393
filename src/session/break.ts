/**
 * A player on a break (a time-out or self-exclusion) is logged in again by no browser until it ends. Kept apart
 * from the remembered login's always-loaded part: only the login and the break page need it.
 */
import { forgetRememberedLogin, setAutoLogin } from './remember.js';

/** The platform's refusal of a player on a break (docs/wire-contract.md). */
export const EXCLUDED = 'member.excluded';

/**
 * Forgets what this browser remembers and turns auto-login off, whether the break was taken here or the
 * platform refused a login with `member.excluded` (a break taken on another device).
 */
export function forgetForBreak(): void {
  forgetRememberedLogin();
  setAutoLogin(false);
}
