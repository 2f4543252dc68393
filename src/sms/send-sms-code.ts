/**
 * Sending a one-time code by SMS (SPEC §3 SMS send), shared by SMS login, the two-factor SMS tab and
 * registration by mobile number.
 */
import * as v from 'valibot';
import { call } from '../api/client.js';
import { endpoints } from '../api/endpoints.js';

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
 * A solved captcha, sent along when the merchant requires one for scene `sms` (SPEC §5). Geetest v3 gives
 * `geetestChallenge` and `geetestSeccode`, v4 gives `geetestValidateV4`; a plain image code is `captcha`.
 */
export interface SmsCaptchaFields {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  captcha?: string;
}

export interface SendSmsOptions {
  /** The captcha result to send with the request; omitted fields are not sent. */
  captcha?: SmsCaptchaFields;
  /** False keeps the error policy from showing the server's message (the caller shows its own). */
  alert?: boolean;
}

const SentSchema = v.object({ expirationTime: v.fallback(v.nullable(v.number()), null) });

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
  { captcha = {}, alert = true }: SendSmsOptions = {},
): Promise<{ expirationTime: number | null }> {
  const body = { countryDialingCode: countryDialingCode.trim(), mobileNum: mobileNum.trim(), ...captchaFields(captcha) };
  const answer = await call(endpoints.smsCode, { body, alert });
  const parsed = v.safeParse(SentSchema, answer ?? {});
  return { expirationTime: parsed.success ? parsed.output.expirationTime : null };
}

/** The captcha fields that carry a value; the one place the SMS request takes a captcha result. */
function captchaFields(captcha: SmsCaptchaFields): SmsCaptchaFields {
  return Object.fromEntries(Object.entries(captcha).filter(([, value]) => typeof value === 'string' && value !== ''));
}
