/**
 * Login by user name and password or by SMS code, and its two-factor step (SPEC §4): the encrypted call, the
 * session, and where the player goes next.
 * The 500 ms re-entry guard lives here rather than in a form, so that two forms on one page cannot race.
 */
import { asFlag, asObject } from '../api/read.js';
import { call } from '../api/client.js';
import { ApiError, isApiError } from '../api/api-error.js';
import { applyErrorPolicy } from '../api/error-policy.js';
import type { Endpoint } from '../api/endpoint.js';
import { getConfig } from '../config/config.js';
import { deviceHeader, deviceId, isInApp } from '../device/device.js';
import { loadStatus, merchantStatus, switchOn } from '../platform/merchant-status.js';
import { captchaRequired, isCaptchaError, solveCaptcha, type CaptchaFields } from '../captcha/captcha.js';
import { refreshMember } from './member.js';
import { applyMemberLanguage } from './member-language.js';
import { setPasswordChangeRequired } from './password-change.js';
import { EXCLUDED, forgetForBreak } from './break.js';
import { forgetRememberedLogin, rememberLogin, setAutoLogin } from './remember.js';
import { setToken } from './session.js';
import {
  requestTwoFactor, sendsEmailCode, TWO_FACTOR_REQUIRED, twoFactorMethods, type TwoFactorChallenge,
} from '../two-factor/two-factor.js';

const loginEndpoint = { method: 'POST', path: '/wps/session/login', auth: false, encrypted: true } as const satisfies Endpoint;

/**
 * The platform's default password for accounts created by mobile number without one (SPEC §5). A player
 * still using it must change it before anything else.
 */
export const DEFAULT_PASSWORD = 'Aa123456';

/** How long the guard stays closed after a call finishes (SPEC §9). */
export const LOGIN_GUARD_MS = 500;

/** The platform's yes to a login: a session token and the flags that may force a password change. */
interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  updatePassword: boolean;
}

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** Where the player goes now: the home page, or the forced password change. */
  destination: string;
  /** Why the destination is the password change page, when it is. */
  passwordChangeReason: 'default-password' | 'expired' | 'first-login' | 'update-required' | null;
}

let busy = false;
let released: Promise<void> = Promise.resolve();

/** True while a login is in progress or within the guard time after it. */
export function loginInProgress(): boolean {
  return busy;
}

/** Resolves when a new login would be accepted, so that a form can show when it is ready again. */
export function loginGuardReleased(): Promise<void> {
  return busy ? released : Promise.resolve();
}

/** What the player logs in with: user name and password, or mobile number and SMS code (SPEC §3). */
export type LoginRequest =
  | ({ type: 'username' } & LoginCredentials)
  | { type: 'sms'; countryDialingCode: string; mobileNum: string; verificationCode: string }
  | { type: 'firebase'; firebaseChannel: FirebaseChannel; firebaseIdToken: string };

/** The way a Firebase identity was proven, as the platform's `firebaseChannel` names it. */
export type FirebaseChannel = 'GOOGLE' | 'PHONE';

/**
 * The platform's answer to a Firebase login whose identity belongs to no player yet (SPEC §8). The caller
 * decides (register automatically or ask the player), so the error policy does not show it.
 */
export const BIND_CUSTOMER_REQUIRED = 'bind_customer_required';

export interface LoginOptions {
  /** False keeps the error policy from showing the server's message. */
  alert?: boolean;
  /**
   * The player's "remember me" choice: true remembers this login (and allows auto-login), false forgets any
   * remembered one; left out, nothing remembered changes.
   */
  remember?: boolean;
}

/**
 * Logs in. Resolves with the outcome, rejects with the ApiError (already reported by the error policy unless
 * `alert: false`), or resolves null when a login is already in progress or the player closed the two-factor
 * dialog. A `login_verify_required` answer opens the two-factor dialog (SPEC §8), and the login resolves
 * when the player has passed it.
 */
export async function login(request: LoginRequest, { alert = true, remember }: LoginOptions = {}): Promise<LoginResult | null> {
  if (busy) return null;
  busy = true;
  let challenge: TwoFactorChallenge | null = null;
  let result: LoginResult | null = null;
  try {
    const password = request.type === 'username' ? request.password : '';
    // The SMS code was sent behind its own captcha; a username login solves one first when the merchant asks.
    const captcha = request.type === 'username' ? await loginCaptcha() : {};
    const send = (fields: CaptchaFields) =>
      call(loginEndpoint, { body: { ...loginBody(request), ...fields }, headers: { Device: deviceHeader() }, alert: false });
    let answer: unknown;
    let solvedNone = false;
    try {
      try {
        answer = await send(captcha);
      } catch (error) {
        // Past too many failures the platform asks for the merchant's captcha even where it asks for none
        // otherwise (docs/wire-contract.md, "Throttling"): the player solves it and the same login goes again.
        if (!(isApiError(error) && error.code === CAPTCHA_REQUIRED && request.type === 'username' && !Object.keys(captcha).length)) throw error;
        const fields = await solveLoginCaptcha().catch((given: unknown) => {
          // The captcha has told the player already; the form keeps what was typed.
          solvedNone = true;
          throw given;
        });
        answer = await send(fields);
      }
    } catch (error) {
      if (solvedNone) throw error;
      // SPEC §8: credentials the platform refuses are not worth remembering.
      if (isApiError(error) && FORGET_CODES.has(error.code)) forgetRememberedLogin();
      if (isApiError(error) && error.code === EXCLUDED) forgetForBreak();
      const methods = isApiError(error) && error.code === TWO_FACTOR_REQUIRED ? twoFactorMethods(error.value) : [];
      if (request.type !== 'username' || !methods.length) {
        const quiet = isApiError(error) && error.code === BIND_CUSTOMER_REQUIRED;
        if (isApiError(error)) applyErrorPolicy(error, { alert: alert && !quiet });
        throw error;
      }
      const emailCode = isApiError(error) && sendsEmailCode(error.value);
      challenge = { username: request.username.trim(), password, methods, emailCode };
    }
    if (!challenge) {
      try {
        result = await completeLogin(answer, password);
      } catch (error) {
        // An answer without a session (a wrong shape) is a failed login, told like any other.
        if (isApiError(error)) applyErrorPolicy(error, { alert });
        throw error;
      }
    }
  } finally {
    releaseGuard();
  }
  if (challenge) {
    try {
      result = await requestTwoFactor(challenge);
    } catch {
      // The dialog's chunk did not arrive (the connection dropped): say so, as for a failed call.
      const error = new ApiError('network', '');
      applyErrorPolicy(error, { alert });
      throw error;
    }
  }
  if (result && remember !== undefined) await applyRememberChoice(remember, request);
  return result;
}

/** Username-and-password login; see `login`. */
export function loginWithPassword(credentials: LoginCredentials, options: LoginOptions = {}): Promise<LoginResult | null> {
  return login({ type: 'username', ...credentials }, options);
}

function loginBody(request: LoginRequest): Record<string, unknown> {
  const common = {
    type: request.type,
    loginDeviceId: deviceId(),
    isOfficialAppLogin: isInApp(),
    ...(deviceHeader() ? { device: deviceHeader() } : {}),
  };
  if (request.type === 'username') {
    return { username: request.username.trim(), password: request.password, ...common };
  }
  if (request.type === 'firebase') {
    return { firebaseChannel: request.firebaseChannel, firebaseIdToken: request.firebaseIdToken, ...common };
  }
  const mobileNum = request.mobileNum.trim();
  return {
    username: mobileNum,
    mobileNum,
    countryDialingCode: request.countryDialingCode.trim(),
    verificationCode: request.verificationCode.trim(),
    ...common,
  };
}

/** What every way in shares once the platform said yes: the session, the member, and where to go next. */
export async function completeLogin(answer: unknown, password: string): Promise<LoginResult> {
  const raw = asObject(answer);
  if (typeof raw.token !== 'string' || !raw.token) throw new ApiError('bad_response', '', 200);
  const value: LoginValue = {
    token: raw.token,
    firstTimeLogin: asFlag(raw.firstTimeLogin),
    passwordExpired: asFlag(raw.passwordExpired),
    updatePassword: asFlag(raw.updatePassword),
  };
  setToken(value.token, getConfig().merchant, value.firstTimeLogin);
  // The home page shows the member's name; a failure here must not undo a successful login.
  const member = await refreshMember({ alert: false }).catch(() => null);
  if (member) {
    await applyMemberLanguage(member).catch(() => {});
    // Ad attribution listens for this (docs/wire-contract.md `mc-track`).
    document.dispatchEvent(new CustomEvent('mc-track', { detail: { event: 'login', customerId: member.id, customerName: member.userName } }));
  }
  // Whether an expired password forces a change is the merchant's switch; a page that has not asked for the
  // merchant's settings yet (a widget alone on a landing page) asks now rather than treat it as off.
  if (value.passwordExpired && !merchantStatus.value) await loadStatus().catch(() => {});
  const reason = passwordChangeReason(password, value);
  // The guard keeps a player who must change the password on that page, whatever /m address they type.
  setPasswordChangeRequired(reason);
  const config = getConfig();
  return {
    token: value.token,
    firstTimeLogin: value.firstTimeLogin,
    passwordExpired: value.passwordExpired,
    destination: reason ? config.changePasswordPath : config.homePath,
    passwordChangeReason: reason,
  };
}

function releaseGuard(): void {
  released = new Promise((resolve) =>
    setTimeout(() => {
      busy = false;
      resolve();
    }, LOGIN_GUARD_MS),
  );
}

const FORGET_CODES = new Set(['login.cred.err', 'not.exists.user']);

/**
 * The captcha step of a username login (SPEC §4, §5): when the merchant asks for one, the player solves it
 * before the request leaves. A page that has not loaded the merchant's settings yet (a widget alone on a
 * landing page) loads them first. Giving up rejects with an ApiError carrying the captcha's code
 * (`verify_first`, ...), already told to the player.
 */
async function loginCaptcha(): Promise<CaptchaFields> {
  if (!merchantStatus.value) await loadStatus().catch(() => {});
  if (!captchaRequired('login')) return {};
  return solveLoginCaptcha();
}

/** The platform's word for a login that must carry a captcha it did not. */
const CAPTCHA_REQUIRED = 'captcha.required';

async function solveLoginCaptcha(): Promise<CaptchaFields> {
  try {
    return await solveCaptcha('login');
  } catch (error) {
    if (isCaptchaError(error)) throw new ApiError(error.code, error.message);
    throw error;
  }
}

/**
 * "Remember me": on, remember the login (and allow auto-login where the merchant does); off, forget it. An SMS
 * login remembers the mobile number and its type only: there is no password to keep (SPEC §3 remPass).
 */
async function applyRememberChoice(remember: boolean, request: LoginRequest): Promise<void> {
  // A provider sign-in has nothing of its own to remember: the provider keeps the player's identity.
  if (request.type === 'firebase') return;
  if (!remember) {
    forgetRememberedLogin();
    setAutoLogin(false);
    return;
  }
  const remembered =
    request.type === 'username'
      ? { type: 'username' as const, username: request.username.trim(), password: request.password }
      : { type: 'sms' as const, username: request.mobileNum.trim() };
  await rememberLogin(remembered).catch(() => {});
  setAutoLogin(true);
}

function passwordChangeReason(
  password: string,
  value: LoginValue,
): LoginResult['passwordChangeReason'] {
  if (password && password === DEFAULT_PASSWORD) return 'default-password';
  if (value.passwordExpired && switchOn('PWDEXPFORCECHANGE3')) return 'expired';
  if (value.firstTimeLogin) return 'first-login';
  if (value.updatePassword) return 'update-required';
  return null;
}
