/**
 * The two-factor challenge (SPEC §3, §4, §8): which methods `login_verify_required` offers, and opening the
 * dialog for it. The dialog itself is a lazy chunk; this part is small enough to ride with the runtime.
 */
import type { LoginResult } from '../session/login.js';

/** The error code of a login that needs a second factor. */
export const TWO_FACTOR_REQUIRED = 'login_verify_required';

export type TwoFactorMethod = 'payeeName' | 'sms' | 'ga' | 'email';

/** The tabs' order (SPEC §2) and each method's code in the verification request (SPEC §3). */
export const TWO_FACTOR_METHODS: readonly { method: TwoFactorMethod; code: 'P' | 'S' | 'G' | 'E' }[] = [
  { method: 'payeeName', code: 'P' },
  { method: 'sms', code: 'S' },
  { method: 'ga', code: 'G' },
  { method: 'email', code: 'E' },
];

/** The methods whose flag is `true` in a `login_verify_required` value, in tab order; [] for anything else. */
export function twoFactorMethods(value: unknown): TwoFactorMethod[] {
  if (!value || typeof value !== 'object') return [];
  const flags = value as Record<string, unknown>;
  return TWO_FACTOR_METHODS.filter(({ method }) => flags[method] === true).map(({ method }) => method);
}

/**
 * The flag of a `login_verify_required` value saying the platform mails a code for the email method (the
 * project's choice, docs/wire-contract.md). The spec's email method sends the address alone, so without this
 * flag the email tab asks for nothing else: a platform that has no email-code endpoint is never asked for one.
 */
export const EMAIL_CODE_FLAG = 'emailCode';

/** Whether a `login_verify_required` value offers email and says the platform sends a code to it. */
export function sendsEmailCode(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const flags = value as Record<string, unknown>;
  return flags.email === true && flags[EMAIL_CODE_FLAG] === true;
}

/** The names in a list written by hand (an attribute), separated by commas or spaces, lower-cased. */
function listedNames(text: string | undefined): Set<string> {
  return new Set((text ?? '').split(/[\s,]+/).map((name) => name.trim().toLowerCase()));
}

/** Parses a method list written by hand (an attribute): names separated by commas or spaces, in tab order. */
export function parseMethodList(text: string | undefined): TwoFactorMethod[] {
  const named = listedNames(text);
  return TWO_FACTOR_METHODS.filter(({ method }) => named.has(method.toLowerCase())).map(({ method }) => method);
}

/**
 * Whether a hand-written flag list (the names of the value's flags that were `true`) offers email and says the
 * platform sends a code to it, as `sendsEmailCode` does for the value itself.
 */
export function parseEmailCode(text: string | undefined): boolean {
  const named = listedNames(text);
  return named.has('email') && named.has(EMAIL_CODE_FLAG.toLowerCase());
}

export interface TwoFactorChallenge {
  username: string;
  password: string;
  /** At least one. */
  methods: TwoFactorMethod[];
  /**
   * The platform mails a code for the email method (`emailCode: true` in the value): the email tab then asks
   * for it, with a send button. Otherwise the address alone is sent (SPEC §3, §5).
   */
  emailCode?: boolean;
}

/**
 * Opens the two-factor dialog over the page and resolves when it is done: with the login's outcome once the
 * player passed it (after the success notice, SPEC §4), or null when they closed it.
 */
export async function requestTwoFactor(challenge: TwoFactorChallenge): Promise<LoginResult | null> {
  const { openTwoFactorDialog } = await import('./two-factor-host.js');
  return openTwoFactorDialog(challenge);
}

/** Loads the dialog component, for an element that renders it in its own shadow root (`<mc-2fa>`). */
export function loadTwoFactorDialog() {
  return import('./two-factor-dialog.js');
}
