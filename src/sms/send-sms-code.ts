/**
 * Sending a one-time code by SMS (SPEC §3 SMS send), shared by SMS login, the two-factor SMS tab and
 * registration by mobile number.
 */
import { call } from '../api/client.js';
import { ApiError } from '../api/api-error.js';
import type { Endpoint } from '../api/endpoint.js';
import { captchaRequired, isCaptchaError, solveCaptcha, type CaptchaFields } from '../captcha/captcha.js';
import { loadStatus, merchantStatus } from '../platform/merchant-status.js';

const smsCode = { method: 'POST', path: '/wps/verification/sms/noLogin', auth: false } as const satisfies Endpoint;

/** How long the send button waits before it may send again (SPEC §9). */
export const SMS_RESEND_SECONDS = 60;

/** Where the code goes. */
export interface SmsRecipient {
  /** `+84`, `+63`, ... from the country picker; empty when the merchant uses no picker. */
  countryDialingCode: string;
  /** The number without its country code. */
  mobileNum: string;
}

/**
 * A solved captcha, sent along when the merchant requires one for scene `sms` (SPEC §5): the captcha module's
 * fields (Geetest v3 `geetestChallenge` and `geetestSeccode`, v4 `geetestValidateV4`, a plain image `captcha`).
 */
export type SmsCaptchaFields = CaptchaFields;

export interface SendSmsOptions {
  /**
   * A captcha result already solved for this send. Left out, the sender asks the player to solve one itself
   * when the merchant requires it for scene `sms`.
   */
  captcha?: SmsCaptchaFields;
  /** False keeps the error policy from showing the server's message (the caller shows its own). */
  alert?: boolean;
}

/**
 * Sends a code to a mobile number through `POST /wps/verification/sms/noLogin`.
 *
 * Used by SMS login and the two-factor dialog here, and meant for registration by mobile number as it is:
 * start the resend countdown (`useResendCountdown`) when it resolves, and send `verificationCode` with the
 * form. Rejects with the ApiError, already shown to the player unless `alert: false`.
 *
 * @returns `expirationTime`, when the platform says until when the code works (epoch ms), else null.
 */
export async function sendSmsCode(
  { countryDialingCode, mobileNum }: SmsRecipient,
  { captcha, alert = true }: SendSmsOptions = {},
): Promise<{ expirationTime: number | null }> {
  const solved = captcha ?? (await smsCaptcha());
  const body = { countryDialingCode: countryDialingCode.trim(), mobileNum: mobileNum.trim(), ...captchaFields(solved) };
  const answer = await call(smsCode, { body, alert });
  const expirationTime = answer && typeof answer === 'object' ? (answer as Record<string, unknown>).expirationTime : null;
  return { expirationTime: typeof expirationTime === 'number' ? expirationTime : null };
}

/** The captcha fields that carry a value; the one place the SMS request takes a captcha result. */
function captchaFields(captcha: SmsCaptchaFields): SmsCaptchaFields {
  return Object.fromEntries(Object.entries(captcha).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

/**
 * The captcha before an SMS leaves (SPEC §5: only when the merchant's switch asks for it; Geetest v4 only, else
 * "Geetest service not work"). A widget alone on a page loads the merchant's settings first. Giving up rejects
 * with an ApiError carrying the captcha's code, already told to the player. A password reset's code request
 * asks it too, since it sends an SMS or an email the merchant pays for.
 */
export async function smsCaptcha(): Promise<SmsCaptchaFields> {
  if (!merchantStatus.value) await loadStatus().catch(() => {});
  if (!captchaRequired('sms')) return {};
  try {
    return await solveCaptcha('sms');
  } catch (error) {
    if (isCaptchaError(error)) throw new ApiError(error.code, error.message);
    throw error;
  }
}
