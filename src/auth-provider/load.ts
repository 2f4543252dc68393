/**
 * The public face of provider sign-in: a loader and the types, nothing of Firebase. `<mc-login>` and
 * `<mc-register>` mount the part with `LazyPart load={loadProviderSignIn}`; `firebase` itself is fetched only
 * when the player picks Google or phone.
 */
import type { LoginResult } from '../session/login.js';

/**
 * What a registration from a Google or phone identity carries, as every registration does: the player's
 * confirmation of legal age and, where the merchant has terms, the version accepted.
 */
export interface ProviderConsent {
  ageConfirmed: true;
  termsVersion?: string;
}

export interface ProviderSignInProps {
  /** Where the part sits: the choice offered to a player without an account depends on it. */
  context: 'login' | 'register';
  /** The player is logged in (after an automatic registration when the merchant creates accounts). */
  onSuccess: (result: LoginResult, userName: string, type: 'firebase') => void;
  /** A sign-in failed; the player has already been told why. */
  onError?: (error: unknown) => void;
  /** On the login form, "log in to my account" from the no-account choice: the form is right there. */
  onChooseLogin?: () => void;
  /** On the registration form, "register" from the no-account choice. */
  onChooseRegister?: () => void;
  /**
   * On the registration form: its age and terms boxes, checked before a provider proceeds; null stops the
   * sign-in (the form has marked and focused the missing box). Without it, the part asks the player itself
   * before an account is created.
   */
  acceptance?: () => ProviderConsent | null;
}

/** Loads the `ProviderSignIn` part (its own chunk, without Firebase). */
export function loadProviderSignIn() {
  return import('./provider-sign-in.js').then((module) => module.ProviderSignIn);
}

/**
 * Whether the merchant offers Google (GOOGLELOGIN3) or phone sign-in (status `sms.firebase`), so an element
 * mounts the part only then. False until the merchant's settings are known.
 */
export { providersOffered } from './offered.js';
