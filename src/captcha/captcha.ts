/**
 * Captcha (SPEC §3 captcha config, §4 captcha states, §5, §8): whether a scene needs one, and solving it. This
 * module is tiny and sits in the shared runtime; the Geetest client, its script and the captcha box load as
 * a separate chunk the first time a captcha is actually needed.
 */
import { merchantStatus, switchOn } from '../platform/merchant-status.js';

export type { CaptchaError, CaptchaErrorCode } from './solve.js';

/** Where a captcha may be asked for. */
export type CaptchaScene = 'login' | 'sms' | 'register';

/**
 * What a solved captcha adds to the request that needed it, under the platform's field names: Geetest v3
 * sends challenge and seccode, v4 its validate object; a plain image code sends what the player read as
 * `captcha` and the picture's `captchaKey`.
 */
export interface CaptchaFields {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: GeetestV4Result;
  captcha?: string;
  captchaKey?: string;
}

/** The merchant's captcha: Geetest v3 or v4, or a plain image code. */
export type CaptchaKind = 'v3' | 'v4' | 'image';

/** Geetest v4's `getValidate()`, sent as is. */
export interface GeetestV4Result {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

/** The merchant's Geetest version (`gw.GEETEST_VERSION`, v3 unless the status says v4). */
export function geetestVersion(): 'v3' | 'v4' {
  return merchantStatus.value?.info.gw.GEETEST_VERSION.trim().toLowerCase() === 'v4' ? 'v4' : 'v3';
}

/**
 * The merchant's captcha, from `gw.GEETEST_VERSION`: `image` means a plain image code instead of Geetest;
 * otherwise the Geetest version (v3 unless v4).
 */
export function captchaKind(): CaptchaKind {
  return merchantStatus.value?.info.gw.GEETEST_VERSION.trim().toLowerCase() === 'image' ? 'image' : geetestVersion();
}

/**
 * Whether `scene` needs a captcha now, from the merchant status and switches (SPEC §5): login with
 * `GEETEST3`, SMS send with `GEETESTVCODE3`, registration with `register.captcha.enabled`. On a test
 * platform (`test: true` in the status) only when `GEETESTTEST3` is on too. False until the status is known.
 *
 * Callers (login here, SMS send, registration) ask this before the request and, when true, call
 * `solveCaptcha(scene)` and spread its fields into the request body.
 */
export function captchaRequired(scene: CaptchaScene): boolean {
  const status = merchantStatus.value;
  if (!status) return false;
  if (status.test && !switchOn('GEETESTTEST3')) return false;
  if (scene === 'login') return switchOn('GEETEST3');
  if (scene === 'sms') return switchOn('GEETESTVCODE3');
  return status.info.register.captcha.enabled;
}

/** Whether a rejection came from `solveCaptcha` (`error.code` is then a CaptchaErrorCode). */
export function isCaptchaError(error: unknown): error is import('./solve.js').CaptchaError {
  return error instanceof Error && error.name === 'CaptchaError';
}

/**
 * Shows the captcha box (SPEC §2) with the merchant's Geetest widget, or the picture of an image code with its
 * input, and resolves with the fields to send once the player solved it. States: loading, waiting, success; an
 * error offers retry; closing or resetting the widget returns to waiting. The box and Geetest's client load
 * now, as a separate chunk. Each call shows a new picture, so a code the platform refused is never shown again.
 *
 * Rejects with a `CaptchaError`: `verify_first` when the player closes the box unsolved, `verify_too_fast`
 * while another captcha is open, `geetest_not_work` for `sms` unless the merchant is on v4 (SMS captcha needs v4). The
 * caller shows nothing for these: the player has already been told (a notice), and the caller's form keeps
 * what was typed.
 *
 * @example
 * const fields = captchaRequired('sms') ? await solveCaptcha('sms') : {};
 * await call(smsCode, { body: { countryDialingCode, mobileNum, ...fields } });
 */
export async function solveCaptcha(scene: CaptchaScene): Promise<CaptchaFields> {
  const { solve } = await import('./solve.js');
  return solve(scene, captchaKind());
}
