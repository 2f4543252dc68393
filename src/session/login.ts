/**
 * Login by user name and password or by SMS code, and its two-factor step (SPEC §4): the encrypted call, the
 * session, and where the player goes next.
 * The 500 ms re-entry guard lives here rather than in a form, so that two forms on one page cannot race.
 */
import * as v from 'valibot';
import { call } from '../api/client.js';
import { ApiError, isApiError } from '../api/api-error.js';
import { applyErrorPolicy } from '../api/error-policy.js';
import { endpoints } from '../api/endpoints.js';
import { getConfig } from '../config/config.js';
import { deviceHeader, deviceId, isInApp } from '../device/device.js';
import { loadStatus, merchantStatus, switchOn } from '../platform/merchant-status.js';
import { refreshMember } from './member.js';
import { setToken } from './session.js';
import { requestTwoFactor, TWO_FACTOR_REQUIRED, twoFactorMethods, type TwoFactorChallenge } from '../two-factor/two-factor.js';

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

/** What the player logs in with: user name and password, or mobile number and SMS code (SPEC §3). */
export type LoginRequest =
  | ({ type: 'username' } & LoginCredentials)
  | { type: 'sms'; countryDialingCode: string; mobileNum: string; verificationCode: string };

export interface LoginOptions {
  /** False keeps the error policy from showing the server's message. */
  alert?: boolean;
}

/**
 * Logs in. Resolves with the outcome, rejects with the ApiError (already reported by the error policy unless
 * `alert: false`), or resolves null when a login is already in progress or the player closed the two-factor
 * dialog. A `login_verify_required` answer opens the two-factor dialog (SPEC §8), and the login resolves
 * when the player has passed it.
 */
export async function login(request: LoginRequest, { alert = true }: LoginOptions = {}): Promise<LoginResult | null> {
  if (busy) return null;
  busy = true;
  let challenge: TwoFactorChallenge | null = null;
  try {
    const password = request.type === 'username' ? request.password : '';
    let answer: unknown;
    try {
      answer = await call(endpoints.login, { body: loginBody(request), headers: { Device: deviceHeader() }, alert: false });
    } catch (error) {
      const methods = isApiError(error) && error.code === TWO_FACTOR_REQUIRED ? twoFactorMethods(error.value) : [];
      if (request.type !== 'username' || !methods.length) {
        if (isApiError(error)) applyErrorPolicy(error, { alert });
        throw error;
      }
      challenge = { username: request.username.trim(), password, methods };
    }
    if (!challenge) return await completeLogin(answer, password);
  } finally {
    releaseGuard();
  }
  try {
    return await requestTwoFactor(challenge);
  } catch {
    // The dialog's chunk did not arrive (the connection dropped): say so, as for a failed call.
    const error = new ApiError('network', '');
    applyErrorPolicy(error, { alert });
    throw error;
  }
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
  const parsed = v.safeParse(LoginValueSchema, answer);
  if (!parsed.success) throw new ApiError('bad_response', '', 200);
  const value = parsed.output;
  setToken(value.token, getConfig().merchant, value.firstTimeLogin);
  // The home page shows the member's name; a failure here must not undo a successful login.
  await refreshMember({ alert: false }).catch(() => {});
  // Whether an expired password forces a change is the merchant's switch; a page that has not asked for the
  // merchant's settings yet (a widget alone on a landing page) asks now rather than treat it as off.
  if (value.passwordExpired && !merchantStatus.value) await loadStatus().catch(() => {});
  const reason = passwordChangeReason(password, value);
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

function passwordChangeReason(
  password: string,
  value: v.InferOutput<typeof LoginValueSchema>,
): LoginResult['passwordChangeReason'] {
  if (password && password === DEFAULT_PASSWORD) return 'default-password';
  if (value.passwordExpired && switchOn('PWDEXPFORCECHANGE3')) return 'expired';
  if (value.firstTimeLogin) return 'first-login';
  if (value.updatePassword) return 'update-required';
  return null;
}
