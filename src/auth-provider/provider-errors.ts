/**
 * What a player reads when Google or phone sign-in fails (SPEC §8): a translated sentence, then the provider's
 * Code and Reason so that support can tell cases apart. Codes we do not know fall back to `auth/unknown`; a
 * popup the SDK cancelled because a newer one replaced it says nothing.
 */
import { t } from '../i18n/i18n.js';

/** Provider codes with a sentence of their own, and the translation key of that sentence. */
const KNOWN: Record<string, string> = {
  'auth/popup-blocked': 'auth_popup_blocked',
  'auth/popup-closed-by-user': 'auth_popup_closed',
  'auth/user-cancelled': 'auth_popup_closed',
  'auth/unauthorized-domain': 'auth_unauthorized_domain',
  'auth/permission-blocked': 'auth_permission_blocked',
  'auth/web-storage-unsupported': 'auth_permission_blocked',
  'auth/operation-not-supported-in-this-environment': 'auth_permission_blocked',
  'auth/invalid-verification-code': 'auth_invalid_code',
  'auth/missing-verification-code': 'auth_invalid_code',
  'auth/code-expired': 'auth_code_expired',
  'auth/invalid-phone-number': 'auth_invalid_phone',
  'auth/missing-phone-number': 'auth_invalid_phone',
  'auth/too-many-requests': 'auth_too_many_requests',
  'auth/quota-exceeded': 'auth_too_many_requests',
  'auth/network-request-failed': 'network_failed',
  'auth/private-browsing': 'auth_private_browsing',
  'auth/unknown': 'auth_unknown',
};

/** Codes that mean the player (or a newer request) stopped the sign-in on purpose: nothing to say. */
const SILENT = new Set(['auth/cancelled-popup-request']);

export interface ProviderError {
  /** The provider's code, `auth/unknown` when it gave none we know. */
  code: string;
  /** The provider's own wording, without its "Firebase:" prefix; empty when it gave none. */
  reason: string;
  /** True when the player is told nothing. */
  silent: boolean;
}

/** Reads a provider failure (a FirebaseError, or anything thrown on the way) into what the player is told. */
export function toProviderError(error: unknown): ProviderError {
  const raw = error && typeof error === 'object' ? (error as { code?: unknown; message?: unknown }) : {};
  const given = typeof raw.code === 'string' ? raw.code : '';
  const code = given in KNOWN || SILENT.has(given) ? given : 'auth/unknown';
  const message = typeof raw.message === 'string' ? raw.message : '';
  const reason = message.replace(/^Firebase:\s*/, '').trim() || (given && given !== code ? given : '');
  return { code, reason, silent: SILENT.has(code) };
}

/** The message of the notice: the translated sentence, then Code and Reason on their own lines. */
export function providerErrorText({ code, reason }: ProviderError): string {
  const lines = [t(KNOWN[code] ?? 'auth_unknown'), t('auth_error_code', { code })];
  if (reason) lines.push(t('auth_error_reason', { reason }));
  return lines.join('\n');
}

/** An error of ours in the provider's shape, for checks the kit makes itself (private browsing, lost SMS result). */
export function providerError(code: string, message = ''): Error & { code: string } {
  return Object.assign(new Error(message), { code });
}
