/**
 * Auto-login on start of the app (SPEC §4): the remembered player is logged in again, unless any of the
 * spec's reasons says not to. Only the host page uses it (it imports this module directly, so that widgets
 * on merchant pages do not carry it); it calls `autoLogin()` once the merchant status is known.
 */
import { isApiError } from '../api/api-error.js';
import { applyErrorPolicy } from '../api/error-policy.js';
import { getConfig } from '../config/config.js';
import { captchaRequired } from '../captcha/captcha.js';
import { merchantStatus, switchOn } from '../platform/merchant-status.js';
import { EXCLUDED } from './break.js';
import { loginWithPassword, type LoginResult } from './login.js';
import { autoLoginTurnedOff, hasRememberedLogin, restoreRememberedLogin, type RestoredLogin } from './remember.js';
import { isLoggedIn } from './session.js';
import { stringKey } from '../storage/storage.js';

// Session storage: a player who logged out in this tab is not logged in again by a reload of it.
const loggedOutKey = stringKey('session', 'MC_LOGGED_OUT');

/** Marks this tab as logged out on purpose (the host page calls it on `mc-logout`). */
export function noteLogout(): void {
  loggedOutKey.write('1');
}

/** Why auto-login did not run. */
export type AutoLoginSkip =
  | 'session'
  | 'logged-out'
  | 'query'
  | 'status-unknown'
  | 'switch-off'
  | 'turned-off'
  | 'nothing-remembered'
  | 'merchant'
  | 'sms'
  | 'no-password'
  | 'captcha';

/**
 * The first reason (SPEC §4) not to log in automatically, or null to go ahead: a token or session exists,
 * `redirectUrl` or `backUrl` is in the query, `MOBILEAUTOLOGIN3` is off, the stored `autoLogin` is 0, the
 * remembered merchant differs, the remembered login was by SMS. Also: nothing or no password remembered, or
 * the merchant asks for a captcha at login (a player must solve it; an automatic login cannot), or the player
 * logged out in this tab.
 */
export function autoLoginSkipReason(search: string = location.search): Promise<AutoLoginSkip | null> {
  return skipReasonWith(search, null);
}

async function skipReasonWith(search: string, restored: RestoredLogin | null): Promise<AutoLoginSkip | null> {
  if (isLoggedIn.value) return 'session';
  if (loggedOutKey.read() === '1') return 'logged-out';
  const query = new URLSearchParams(search);
  if (query.has('redirectUrl') || query.has('backUrl')) return 'query';
  if (!merchantStatus.value) return 'status-unknown';
  if (!switchOn('MOBILEAUTOLOGIN3')) return 'switch-off';
  if (autoLoginTurnedOff()) return 'turned-off';
  if (!hasRememberedLogin()) return 'nothing-remembered';
  if (captchaRequired('login')) return 'captcha';
  const remembered = restored ?? (await restoreRememberedLogin());
  if (!remembered) return 'nothing-remembered';
  if (remembered.merchant !== getConfig().merchant) return 'merchant';
  if (remembered.type === 'sms') return 'sms';
  if (!remembered.password) return 'no-password';
  return null;
}

/**
 * Logs the remembered player in, quietly: resolves with the login's outcome, or null when it was skipped or
 * failed (a wrong remembered password is forgotten by the login itself). A refusal for a break is not quiet:
 * the player, who did not log in by hand, would otherwise land on the login form without knowing why, so it
 * says when the break ends, as a login from the form does.
 */
export async function autoLogin(): Promise<LoginResult | null> {
  const remembered = hasRememberedLogin() ? await restoreRememberedLogin() : null;
  if (!remembered?.password || (await skipReasonWith(location.search, remembered))) return null;
  try {
    return await loginWithPassword({ username: remembered.username, password: remembered.password }, { alert: false });
  } catch (error) {
    if (isApiError(error) && error.code === EXCLUDED) applyErrorPolicy(error);
    return null;
  }
}
