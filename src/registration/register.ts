/**
 * Registration (SPEC §3 registration payload and answer, §4 registration states, §8 registration failure):
 * the encrypted call by user name or by mobile number, its captcha, the 500 ms re-entry guard, and what a
 * success does (first-login flag, remembered login, `register` tracking event, session).
 */
import { asId, asString, type Payload } from '../api/read.js';
import { call } from '../api/client.js';
import { ApiError, isApiError } from '../api/api-error.js';
import { errorMessage, isSilent } from '../api/error-policy.js';
import type { Endpoint } from '../api/endpoint.js';
import { captchaRequired, isCaptchaError, solveCaptcha, type CaptchaFields } from '../captcha/captcha.js';
import { getConfig } from '../config/config.js';
import { deviceHeader, deviceId, isInApp, registerMethod } from '../device/device.js';
import { t } from '../i18n/i18n.js';
import { loadStatus, merchantStatus, switchOn } from '../platform/merchant-status.js';
import { refreshMember } from '../session/member.js';
import { rememberLogin, setAutoLogin } from '../session/remember.js';
import { setSession } from '../session/session.js';
import { DEFAULT_PASSWORD } from '../session/login.js';
import { stringKey } from '../storage/storage.js';
import { readPixelTrack } from '../tracking/pixel-track.js';
import { publishTrackingEvent } from '../tracking/track-event.js';
import { hideSpinnerForError, showNotice } from '../ui/notices.js';
import { currentAttribution } from './attribution.js';

const registerEndpoint = { method: 'POST', path: '/wps/member/register', auth: false, encrypted: true, moduleId: 'REG3' } as const satisfies Endpoint;
const registerMobile = {
  method: 'POST',
  path: '/wps/member/register/mobile',
  auth: false,
  encrypted: true,
  moduleId: 'MOBILENUMREG3',
} as const satisfies Endpoint;

/** How long the guard stays closed after a registration finishes (SPEC §9). */
export const REGISTER_GUARD_MS = 500;

/**
 * Set to `1` in session storage by every successful registration (SPEC §4 first-login flag): the first-login
 * popups (execution F) and the welcome flow read it.
 */
export const firstLoginKey = stringKey('session', 'mc_first_login');

/**
 * What the player accepted (docs/wire-contract.md, Registration): the confirmation of legal age, which every
 * registration needs, and the version of the merchant's terms, where the merchant has terms.
 */
export interface RegisterAcceptance {
  ageConfirmed?: boolean;
  termsVersion?: string;
}

/** What the player registers with. */
export type RegisterRequest = RegisterAcceptance & (
  | { method: 'username'; username: string; password: string; referralCode?: string }
  | {
      method: 'mobile';
      mobileNum: string;
      countryDialingCode?: string;
      /** Only where the merchant asks for one (`MOBILENUMPASSREG3`); else the platform's default password. */
      password?: string;
      /** The SMS code, where the merchant verifies the number (`MOBILENUMVERIFYREG3`). */
      verificationCode?: string;
      referralCode?: string;
    }
);

export interface RegisterOptions {
  /** False registers without logging in (SPEC §4: "if login is off, stop"). Default true. */
  login?: boolean;
  /**
   * True shows the success notice and logs in once the player confirms it; false logs in at once (SPEC §4
   * "with modal" / "without modal").
   */
  notice?: boolean;
  /** The notice's text; the translated "registration successful, you will be logged in soon" by default. */
  successMessage?: string;
  /** A captcha result already solved for this registration; otherwise one is asked for when required. */
  captcha?: CaptchaFields;
  /**
   * Request fields the form marks itself: a failure that names one of them (the answer's `field`) is left to
   * the form, which marks and focuses the field, rather than told in an alert.
   */
  markedFields?: readonly string[];
}

/** The request field a failed registration names (the answer's `field`), or null. */
export function failedField(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const { field } = error.fields;
  return typeof field === 'string' && field ? field : null;
}

export interface RegisterResult {
  userName: string;
  customerId: string;
  /** The member type the platform gave the account (0 player, 1 or 2 agent). */
  type: number;
  /** Whether a session was started. */
  loggedIn: boolean;
  /** Where the app goes next (home), or null when it stays (not logged in). */
  destination: string | null;
}


let busy = false;
let released: Promise<void> = Promise.resolve();

/** True while a registration runs or within the guard time after it. */
export function registrationInProgress(): boolean {
  return busy;
}

/** Resolves when a new registration would be accepted. */
export function registerGuardReleased(): Promise<void> {
  return busy ? released : Promise.resolve();
}

/**
 * Registers. Resolves with the outcome, or null when a registration is already in progress (a second tap).
 * Rejects with the ApiError after telling the player: the server's message in an alert titled by the popup
 * prompt, or nothing for a closed captcha (the captcha box has said so). The caller keeps what was typed.
 */
export async function register(request: RegisterRequest, options: RegisterOptions = {}): Promise<RegisterResult | null> {
  if (busy) return null;
  busy = true;
  try {
    return await registerNow(request, options);
  } finally {
    released = new Promise((resolve) =>
      setTimeout(() => {
        busy = false;
        resolve();
      }, REGISTER_GUARD_MS),
    );
  }
}

async function registerNow(request: RegisterRequest, options: RegisterOptions): Promise<RegisterResult> {
  // A widget alone on a landing page learns the merchant's switches (captcha, auto-login) first.
  if (!merchantStatus.value) await loadStatus().catch(() => {});
  const captcha = options.captcha ?? (await registerCaptcha());
  const password = request.method === 'username' ? request.password : request.password || DEFAULT_PASSWORD;
  const body = { ...payload(request, options.login !== false), password, ...withValues(captcha) };
  let answer: unknown;
  try {
    answer = await call(request.method === 'username' ? registerEndpoint : registerMobile, {
      body,
      headers: { Device: deviceHeader() },
      alert: false,
    });
  } catch (error) {
    const apiError = isApiError(error) ? error : new ApiError('bad_response', String(error));
    const field = failedField(apiError);
    if (!field || !options.markedFields?.includes(field)) reportFailure(apiError);
    throw apiError;
  }
  return succeed(answer, request, password, options);
}

/** The fields of SPEC §3 every registration sends, besides password and captcha. */
function payload(request: RegisterRequest, login: boolean): Record<string, unknown> {
  const attribution = currentAttribution();
  const pixelTrack = readPixelTrack();
  // A form that shows the referral code sends what the player left in it, even nothing; else the link's code.
  const referralCode = request.referralCode !== undefined ? request.referralCode.trim() : attribution.referralCode;
  const account =
    request.method === 'username'
      ? { username: request.username.trim() }
      : {
          mobileNum: request.mobileNum.trim(),
          ...(request.countryDialingCode?.trim() ? { countryDialingCode: request.countryDialingCode.trim() } : {}),
          ...(request.verificationCode?.trim() ? { verificationCode: request.verificationCode.trim() } : {}),
        };
  return {
    ...account,
    registerMethod: registerMethod(),
    registerUrl: location.origin + location.pathname,
    loginDeviceId: deviceId(),
    isOfficialAppLogin: isInApp(),
    domain: attribution.domain,
    ...(referralCode ? { referralCode } : {}),
    ...(attribution.affiliateCode ? { affiliateCode: attribution.affiliateCode } : {}),
    ...(Object.keys(pixelTrack).length ? { pixelTrack } : {}),
    ...(request.ageConfirmed ? { ageConfirmed: true } : {}),
    ...(request.termsVersion ? { termsVersion: request.termsVersion } : {}),
    login,
  };
}

function withValues(fields: CaptchaFields): CaptchaFields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

/**
 * The captcha before a registration leaves (SPEC §4: first, when `register.captcha.enabled`). Each attempt
 * solves a new one: a result the platform has seen is spent, so a failed attempt never reuses it.
 */
async function registerCaptcha(): Promise<CaptchaFields> {
  if (!captchaRequired('register')) return {};
  try {
    return await solveCaptcha('register');
  } catch (error) {
    if (isCaptchaError(error)) throw new ApiError(error.code, error.message);
    throw error;
  }
}

/** SPEC §8 registration failure: the server's message, titled by the popup prompt (the notice title as fallback). */
function reportFailure(error: ApiError): void {
  if (isSilent(error)) return;
  hideSpinnerForError();
  const prompt = t('popup_prompt');
  void showNotice({ title: prompt && prompt !== 'popup_prompt' ? prompt : t('notice'), message: errorMessage(error), kind: 'register-failed' });
}

async function succeed(answer: unknown, request: RegisterRequest, password: string, options: RegisterOptions): Promise<RegisterResult> {
  // SPEC §3 register response: token, id or customerId, userName or customerName (and the member type).
  const value = answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Payload) : null;
  const customerId = asId(value?.customerId) || asId(value?.id);
  if (!value || !customerId) {
    // An answer that names no customer is no registration: told as a failure, the form keeps its input, and
    // nothing (tracking, remembered login, session) acts on it.
    const error = new ApiError('bad_response', '', 200);
    reportFailure(error);
    throw error;
  }
  const userName = asString(value.userName) || asString(value.customerName) || (request.method === 'username' ? request.username.trim() : request.mobileNum.trim());
  const type = typeof value.customerType === 'number' ? value.customerType : typeof value.type === 'number' ? value.type : 0;
  const token = asString(value.token);
  firstLoginKey.write('1');
  if (switchOn('MOBILEAUTOLOGIN3')) {
    await rememberLogin({ type: 'username', username: userName, password }).catch(() => {});
    setAutoLogin(true);
  }
  publishTrackingEvent('register', { customerName: userName, customerId, method: request.method });
  const result: RegisterResult = { userName, customerId, type, loggedIn: false, destination: null };
  if (options.login === false || !token) return result;
  if (options.notice) {
    await showNotice({ title: t('notice'), message: options.successMessage || t('register_success_login_soon'), kind: 'register-success' });
  }
  setSession({ id: customerId, token, merchantCode: getConfig().merchant, userName, type, firstTimeLogin: true });
  // The home page shows the member's name; a failure here must not undo the registration.
  await refreshMember({ alert: false }).catch(() => {});
  return { ...result, loggedIn: true, destination: getConfig().homePath };
}
