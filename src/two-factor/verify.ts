import { call } from '../api/client.js';
import { isApiError } from '../api/api-error.js';
import { EXCLUDED, forgetForBreak } from '../session/break.js';
import type { Endpoint } from '../api/endpoint.js';
import { deviceHeader } from '../device/device.js';
import { completeLogin, type LoginCredentials, type LoginOptions, type LoginResult } from '../session/login.js';

const loginVerification = { method: 'POST', path: '/wps/session/login/verification', auth: false, encrypted: true } as const satisfies Endpoint;

/** The two-factor request (SPEC §3): the credentials again, the method, and that method's fields. */
export interface TwoFactorRequest extends LoginCredentials {
  method: 'P' | 'S' | 'G' | 'E';
  email?: string;
  payeeName?: string;
  authCode?: string;
  mobileNum?: string;
  verificationCode?: string;
}

/**
 * Sends the two-factor step (`POST /wps/session/login/verification`, every field of SPEC §3, unused ones
 * empty) and, on success, finishes the login as a login does. The dialog guards against double submits;
 * errors reject as a login's do.
 */
export async function loginWithTwoFactor(request: TwoFactorRequest, { alert = true }: LoginOptions = {}): Promise<LoginResult> {
  const { username, password, method, email = '', payeeName = '', authCode = '', mobileNum = '', verificationCode = '' } = request;
  const answer = await call(loginVerification, {
    body: { username: username.trim(), password, method, email, payeeName, authCode, mobileNum, verificationCode },
    headers: { Device: deviceHeader() },
    alert,
  }).catch((error: unknown) => {
    if (isApiError(error) && error.code === EXCLUDED) forgetForBreak();
    throw error;
  });
  return completeLogin(answer, password);
}
