/**
 * What the platform does with a Firebase ID token (SPEC §3, §8): a login of `type: "firebase"`; for an
 * identity no player owns yet (`bind_customer_required`), an automatic registration when the merchant's
 * FIREBASECREATEACC3 is on, once the player has confirmed their age and accepted the terms; otherwise the
 * player chooses between an existing account and a new one.
 */
import { call } from '../api/client.js';
import { isApiError } from '../api/api-error.js';
import { applyErrorPolicy } from '../api/error-policy.js';
import type { Endpoint } from '../api/endpoint.js';
import { deviceHeader } from '../device/device.js';
import { loadStatus, merchantStatus, switchOn } from '../platform/merchant-status.js';
import { BIND_CUSTOMER_REQUIRED, completeLogin, login, type FirebaseChannel, type LoginResult } from '../session/login.js';
import { firstAuthEvent, forgetAuthEvent } from './auth-events.js';
import type { ProviderConsent } from './load.js';

const registerFirebase = { method: 'POST', path: '/wps/member/register/firebase', auth: false, encrypted: true } as const satisfies Endpoint;

/**
 * The SMS template the platform uses to greet a player registered through phone sign-in; Google sign-in sends
 * none (there is no number to text).
 */
export const FIREBASE_SMS_TEMPLATE = 'FIREBASE_REGISTER';

export type ProviderLoginOutcome =
  /** Logged in (possibly after an automatic registration). */
  | { kind: 'logged-in'; result: LoginResult; registered: boolean }
  /** No account has this identity and the merchant does not create one: ask the player. */
  | { kind: 'bind-required' }
  /** Nothing to do: a repeated auth event, or a login already in progress. */
  | { kind: 'ignored' }
  /** The player declined the age and terms confirmation: nothing was registered. */
  | { kind: 'declined' };

/** Asks for the player's acceptance before an account is created; null when the player declines. */
export type ConsentAsker = () => Promise<ProviderConsent | null>;

/** Logs in with a Firebase ID token; rejects with the platform's ApiError, already shown to the player. */
export async function providerLogin(channel: FirebaseChannel, idToken: string, consent: ConsentAsker): Promise<ProviderLoginOutcome> {
  if (!firstAuthEvent(idToken)) return { kind: 'ignored' };
  try {
    const result = await login({ type: 'firebase', firebaseChannel: channel, firebaseIdToken: idToken });
    return result ? { kind: 'logged-in', result, registered: false } : { kind: 'ignored' };
  } catch (error) {
    if (!isApiError(error) || error.code !== BIND_CUSTOMER_REQUIRED) {
      forgetAuthEvent(idToken);
      throw error;
    }
  }
  if (!merchantStatus.value) await loadStatus().catch(() => {});
  if (!switchOn('FIREBASECREATEACC3')) return { kind: 'bind-required' };
  const accepted = await consent();
  if (!accepted) {
    // The same identity may be offered again, this time accepted.
    forgetAuthEvent(idToken);
    return { kind: 'declined' };
  }
  try {
    const answer = await call(registerFirebase, {
      body: {
        firebaseChannel: channel,
        firebaseIdToken: idToken,
        login: true,
        smsTemplate: channel === 'PHONE' ? FIREBASE_SMS_TEMPLATE : '',
        ageConfirmed: true,
        ...(accepted.termsVersion ? { termsVersion: accepted.termsVersion } : {}),
      },
      headers: { Device: deviceHeader() },
      alert: false,
    });
    return { kind: 'logged-in', result: await completeLogin(answer, ''), registered: true };
  } catch (error) {
    forgetAuthEvent(idToken);
    if (isApiError(error)) applyErrorPolicy(error);
    throw error;
  }
}
