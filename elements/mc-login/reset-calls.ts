/**
 * The two calls of a password reset (docs/wire-contract.md, "Password reset"), both encrypted and without a
 * token (SPEC §6), and the words for their failures.
 */
import { call, type Endpoint, errorMessage, isApiError } from '../../src/api/index.js';
import type { SmsKit } from '../../src/sms/index.js';

/** A solved captcha's fields, as the SMS kit's `smsCaptcha` gives them. */
type CaptchaFields = Awaited<ReturnType<SmsKit['smsCaptcha']>>;
import { t } from '../../src/i18n/index.js';

const passwordResetCode = { method: 'POST', path: '/wps/member/password/reset/code', auth: false, encrypted: true } as const satisfies Endpoint;
const passwordReset = { method: 'POST', path: '/wps/member/password/reset', auth: false, encrypted: true } as const satisfies Endpoint;

/** Where the code goes: the account's mobile number (with its dialling code) or its email address. */
export type ResetRecipient =
  | { channel: 'sms'; countryDialingCode: string; mobileNum: string }
  | { channel: 'email'; email: string };

/**
 * Asks for a reset code, with the merchant's SMS captcha when it has one (`captcha`, solved by the caller).
 * The platform answers the same whether or not the user name exists and the number or address is the
 * account's, so the caller can say no more than "if these match, a code was sent".
 */
export async function requestResetCode(username: string, recipient: ResetRecipient, captcha: CaptchaFields = {}): Promise<void> {
  await call(passwordResetCode, { body: { username: username.trim(), ...trimmed(recipient), ...captcha }, alert: false });
}

/** Sets the new password with the code. Rejects with the platform's ApiError (`reset.code.*`, ...). */
export async function resetPassword(
  username: string,
  recipient: ResetRecipient,
  verificationCode: string,
  newPassword: string,
): Promise<void> {
  await call(passwordReset, {
    body: { username: username.trim(), ...trimmed(recipient), verificationCode: verificationCode.trim(), newPassword },
    alert: false,
  });
}

function trimmed(recipient: ResetRecipient): ResetRecipient {
  return recipient.channel === 'sms'
    ? { channel: 'sms', countryDialingCode: recipient.countryDialingCode.trim(), mobileNum: recipient.mobileNum.trim() }
    : { channel: 'email', email: recipient.email.trim() };
}

/** What the player reads for a failed reset call: the kit's own sentence for the platform's code. */
export function resetErrorText(error: unknown): string {
  return isApiError(error) ? errorMessage(error) : t('unknown_error');
}

/** Whether the failure is about the code the player typed (shown on the code field). */
export function isCodeError(error: unknown): boolean {
  return isApiError(error) && error.code !== 'reset.code.limit' && error.code.startsWith('reset.code.');
}

/** The captcha's own refusals (src/captcha): the captcha has told the player already. */
const CAPTCHA_CODES = new Set(['verify_first', 'verify_too_fast', 'geetest_not_work']);

/** Whether a failure should stay quiet: the session policy, a rate limit or the captcha already handled it. */
export function isQuietError(error: unknown): boolean {
  return isApiError(error)
    && (error.code === 'aborted' || error.code.startsWith('TOO_MANY_REQUEST') || error.status === 502 || CAPTCHA_CODES.has(error.code));
}
