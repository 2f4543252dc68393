/**
 * What the app does when a call fails (SPEC §8), in one place so that no element has to remember it:
 * the 401 family ends the session; 502 and rate limiting stay quiet; anything else is shown as the server's
 * message unless the call asked for `alert: false`.
 */
import { t } from '../i18n/i18n.js';
import { expireSession } from '../session/session.js';
import { hideSpinnerForError, showNotice } from '../ui/notices.js';
import { getConfig } from '../config/config.js';
import { requestNavigation } from '../navigation/navigation.js';
import { forgetRememberedLogin, setAutoLogin } from '../session/remember.js';
import type { ApiError } from './api-error.js';
import { isOldIosPwa, lastPathKey } from '../session/pwa-restore.js';

const SESSION_ENDED_CODES = new Set([
  'CUSTOMER_NOT_LOGIN',
  'customer.not.login',
  'user.or.token.invalid',
  'login.not.session',
  'token_ip_different',
]);

/** The platform's end of a session at the player's own session-time limit (docs/wire-contract.md, Limits). */
const SESSION_LIMIT_REACHED = 'limit.session.reached';

export function endsSession(error: ApiError): boolean {
  return error.status === 401 || SESSION_ENDED_CODES.has(error.code);
}

export function isSilent(error: ApiError): boolean {
  return error.status === 502 || error.code.startsWith('TOO_MANY_REQUEST') || error.code === 'aborted';
}

/** The kit's own codes, for failures no platform answer explains; their texts are the runtime's. */
const KIT_CODES = new Set(['network', 'timeout', 'encryption', 'aborted', 'bad_response']);

/**
 * The locale key of a platform error code: `err_` and the code, lower-cased, every other character `_`
 * (`login.cred.err` is `err_login_cred_err`, `TOO_MANY_REQUEST_LOGIN` is `err_too_many_request_login`).
 */
export function errorKey(code: string): string {
  return `err_${code.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;
}

/** The error texts' own wording of the few codes a sentence needs more than the code for; there once they are. */
let wording: ((error: ApiError) => string | null) | undefined;

/**
 * Resolves once the texts of the platform's error codes are there in the player's language: at once after
 * the first failed call has brought them. Never rejects: without them, the server's own words are shown.
 */
export function loadErrorTexts(error: ApiError): Promise<void> {
  if (KIT_CODES.has(error.code)) return Promise.resolve();
  return import('../i18n/error-texts.js')
    .then((texts) => {
      wording = texts.errorWording;
      return texts.loadErrorTexts();
    })
    .catch(() => undefined);
}

/**
 * The text a player should read for an error, in the player's language: the kit's own sentence for every code
 * it knows (the server may answer in another language than the page's, or in English only), the server's
 * message for a code the kit does not know, and `fallback` (a page's own "could not be loaded") when the server
 * sent no message either.
 */
export function errorMessage(error: ApiError, fallback = t('unknown_error')): string {
  switch (error.code) {
    case 'network':
      return t('network_failed');
    case 'timeout':
      return t('timeout_retry_please');
    case 'encryption':
      return t('encryption_failed');
    // An answer the kit could not read carries no message of the server's (only, at most, a script error).
    case 'bad_response':
      return fallback;
    default: {
      const key = errorKey(error.code);
      const known = wording?.(error) || t(key);
      return known && known !== key ? known : error.message || fallback;
    }
  }
}

export function applyErrorPolicy(
  error: ApiError,
  { alert = true, sessionRestore = false }: { alert?: boolean; sessionRestore?: boolean } = {},
): void {
  // SPEC §8: a session refused because the player's network changed must not log itself in again.
  if (error.code === 'token_ip_different') setAutoLogin(false);
  // A session the player's own time limit ended must not start again by itself on the next visit, which would
  // defeat the limit: the remembered login goes, as for a break, and the player logs in by hand.
  if (error.code === SESSION_LIMIT_REACHED) {
    forgetRememberedLogin();
    setAutoLogin(false);
  }
  if (endsSession(error) && sessionRestore && error.status === 401 && isOldIosPwa()) {
    // An old iOS home-screen app restored a dead session: forget where it was and start at home, quietly.
    lastPathKey.remove();
    expireSession();
    requestNavigation(getConfig().homePath, 'session-restore-failed');
    return;
  }
  if (endsSession(error)) {
    // Only a session that existed can end; a visitor's failed call is an ordinary error.
    if (expireSession()) {
      // A session the player's own time limit ended (a 401) says so; any other asks to log in again.
      const message = error.code === SESSION_LIMIT_REACHED ? errorMessage(error) : t('please_login');
      void showNotice({ title: t('notice'), message, kind: 'session-expired' }).then(() =>
        requestNavigation(getConfig().loginPath, 'session-expired'),
      );
      return;
    }
  }
  if (isSilent(error) || !alert) return;
  hideSpinnerForError();
  void showNotice({ title: t('notice'), message: errorMessage(error) });
}
