/**
 * Username-and-password login (SPEC §4): the encrypted call, the session, and where the player goes next.
 * The 500 ms re-entry guard lives here rather than in a form, so that two forms on one page cannot race.
 */
import * as v from 'valibot';
import { call } from '../api/client.js';
import { ApiError } from '../api/api-error.js';
import { endpoints } from '../api/endpoints.js';
import { getConfig } from '../config/config.js';
import { deviceHeader, deviceId, isInApp } from '../device/device.js';
import { loadStatus, merchantStatus, switchOn } from '../platform/merchant-status.js';
import { captchaRequired, isCaptchaError, solveCaptcha, type CaptchaFields } from '../captcha/captcha.js';
import { refreshMember } from './member.js';
import { setPasswordChangeRequired } from './password-change.js';
import { forgetRememberedLogin, rememberLogin, setAutoLogin } from './remember.js';
import { setToken } from './session.js';

/**
 * The platform's default password for accounts created by mobile number without one (SPEC §5). A player
 * still using it must change it before anything else.
 */
export const DEFAULT_PASSWORD = 'Aa123456';

/** How long the guard stays closed after a call finishes (SPEC §9). */
export const LOGIN_GUARD_MS = 500;

const LoginValueSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  firstTimeLogin: v.fallback(v.boolean(), false),
  passwordExpired: v.fallback(v.boolean(), false),
  updatePassword: v.fallback(v.boolean(), false),
});

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

/**
 * Logs in. Resolves with the outcome, rejects with the ApiError (already reported by the error policy unless
 * `alert: false`), or resolves null when a login is already in progress.
 */
export async function loginWithPassword(
  credentials: LoginCredentials,
  { alert = true, remember }: { alert?: boolean; remember?: boolean } = {},
): Promise<LoginResult | null> {
  if (busy) return null;
  busy = true;
  try {
    const username = credentials.username.trim();
    const captcha = await loginCaptcha();
    let answer: unknown;
    try {
      answer = await call(endpoints.login, {
        body: {
          username,
          password: credentials.password,
          type: 'username',
          loginDeviceId: deviceId(),
          isOfficialAppLogin: isInApp(),
          ...(deviceHeader() ? { device: deviceHeader() } : {}),
          ...captcha,
        },
        headers: { Device: deviceHeader() },
        alert,
      });
    } catch (error) {
      // SPEC §8: credentials the platform refuses are not worth remembering.
      if (error instanceof ApiError && FORGET_CODES.has(error.code)) forgetRememberedLogin();
      throw error;
    }
    const parsed = v.safeParse(LoginValueSchema, answer);
    if (!parsed.success) throw new ApiError('bad_response', '', 200);
    const value = parsed.output;
    setToken(value.token, getConfig().merchant, value.firstTimeLogin);
    // The home page shows the member's name; a failure here must not undo a successful login.
    await refreshMember({ alert: false }).catch(() => {});
    // Whether an expired password forces a change is the merchant's switch; a page that has not asked for the
    // merchant's settings yet (a widget alone on a landing page) asks now rather than treat it as off.
    if (value.passwordExpired && !merchantStatus.value) await loadStatus().catch(() => {});
    if (remember !== undefined) await applyRememberChoice(remember, username, credentials.password);
    const reason = passwordChangeReason(credentials.password, value);
    setPasswordChangeRequired(reason);
    const config = getConfig();
    return {
      token: value.token,
      firstTimeLogin: value.firstTimeLogin,
      passwordExpired: value.passwordExpired,
      destination: reason ? config.changePasswordPath : config.homePath,
      passwordChangeReason: reason,
    };
  } finally {
    released = new Promise((resolve) =>
      setTimeout(() => {
        busy = false;
        resolve();
      }, LOGIN_GUARD_MS),
    );
  }
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
  try {
    return await solveCaptcha('login');
  } catch (error) {
    if (isCaptchaError(error)) throw new ApiError(error.code, error.message);
    throw error;
  }
}

/** "Remember me": on, remember the login (and auto-login where the merchant allows it); off, forget it. */
async function applyRememberChoice(remember: boolean, username: string, password: string): Promise<void> {
  if (!remember) {
    forgetRememberedLogin();
    setAutoLogin(false);
    return;
  }
  await rememberLogin({ type: 'username', username, password }).catch(() => {});
  setAutoLogin(true);
}

function passwordChangeReason(
  password: string,
  value: v.InferOutput<typeof LoginValueSchema>,
): LoginResult['passwordChangeReason'] {
  if (password === DEFAULT_PASSWORD) return 'default-password';
  if (value.passwordExpired && switchOn('PWDEXPFORCECHANGE3')) return 'expired';
  if (value.firstTimeLogin) return 'first-login';
  if (value.updatePassword) return 'update-required';
  return null;
}
