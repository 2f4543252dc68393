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

/** Parses a method list written by hand (an attribute): names separated by commas or spaces, in tab order. */
export function parseMethodList(text: string | undefined): TwoFactorMethod[] {
  const named = new Set((text ?? '').split(/[\s,]+/).map((name) => name.trim().toLowerCase()));
  return TWO_FACTOR_METHODS.filter(({ method }) => named.has(method.toLowerCase())).map(({ method }) => method);
}

export interface TwoFactorChallenge {
  username: string;
  password: string;
  /** At least one. */
  methods: TwoFactorMethod[];
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
