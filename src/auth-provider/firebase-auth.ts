/**
 * The Firebase Auth side of Google and phone sign-in: the only module that imports `firebase`, loaded with
 * `import()` when a player picks a provider (its own chunk). It hands back a Firebase ID token; what the
 * platform does with it is `provider-login.ts`'s business.
 *
 * Sessions live in memory only: the platform's session is what counts, and the provider's is dropped once the
 * ID token is read, so nothing of it stays on a shared phone.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  type Auth,
  type ConfirmationResult,
} from 'firebase/auth';
import { providerError } from './provider-errors.js';

export interface FirebaseSettings {
  apiKey: string;
  projectId: string;
  authDomain: string;
  /** Address of the Auth emulator; empty for the real service. */
  emulator: string;
  /** Language of the provider's own screens and SMS (a BCP 47 tag). */
  languageCode: string;
}

/** How long a closed popup may still deliver its result (SPEC §9 closed-popup wait). */
export const POPUP_CLOSE_GRACE_MS = 8000;

let current: { key: string; app: FirebaseApp; auth: Auth } | null = null;

async function authFor(settings: FirebaseSettings): Promise<Auth> {
  const key = JSON.stringify([settings.apiKey, settings.projectId, settings.authDomain, settings.emulator]);
  if (current?.key !== key) {
    if (current) await deleteApp(current.app).catch(() => {});
    const app = initializeApp(
      { apiKey: settings.apiKey, projectId: settings.projectId, authDomain: settings.authDomain },
      `mc-elements-${Date.now()}`,
    );
    const auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
    if (settings.emulator) {
      connectAuthEmulator(auth, settings.emulator, { disableWarnings: true });
      // Firebase's own testing switch: the emulator takes any app verifier, so no reCAPTCHA is loaded.
      auth.settings.appVerificationDisabledForTesting = true;
    }
    current = { key, app, auth };
    verifier = null;
    confirmation = null;
  }
  current.auth.languageCode = settings.languageCode;
  return current.auth;
}

async function idTokenOf(auth: Auth): Promise<string> {
  const user = auth.currentUser;
  if (!user) throw providerError('auth/unknown', 'No user after sign-in.');
  const token = await user.getIdToken();
  await signOut(auth).catch(() => {});
  return token;
}

let popupRequest = 0;

/**
 * Google sign-in in a popup. A newer request cancels an older one (the SDK rejects it with
 * `auth/cancelled-popup-request`); a popup the player closes gets 8 s to deliver a result it may already have
 * sent, then the sign-in ends as `auth/popup-closed-by-user`.
 */
export async function signInWithGoogle(settings: FirebaseSettings): Promise<string> {
  const auth = await authFor(settings);
  const request = ++popupRequest;
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const watch = watchPopup();
  try {
    await Promise.race([signInWithPopup(auth, provider), watch.closed]);
  } finally {
    watch.stop();
  }
  if (request !== popupRequest) throw providerError('auth/cancelled-popup-request');
  return idTokenOf(auth);
}

/**
 * Catches the window the SDK opens (it keeps it to itself) to learn when the player closes it, and rejects
 * `POPUP_CLOSE_GRACE_MS` after that unless the sign-in finished.
 */
function watchPopup(): { closed: Promise<never>; stop: () => void } {
  const open = window.open;
  let popup: Window | null = null;
  let timer = 0;
  let grace = 0;
  const closed = new Promise<never>((_, reject) => {
    window.open = function (...args: Parameters<typeof window.open>) {
      popup = open.apply(window, args);
      window.open = open;
      return popup;
    };
    timer = window.setInterval(() => {
      if (!popup?.closed || grace) return;
      grace = window.setTimeout(() => reject(providerError('auth/popup-closed-by-user')), POPUP_CLOSE_GRACE_MS);
    }, 250);
  });
  closed.catch(() => {});
  return {
    closed,
    stop() {
      if (window.open !== open) window.open = open;
      clearInterval(timer);
      clearTimeout(grace);
    },
  };
}

let verifier: RecaptchaVerifier | null = null;
let confirmation: ConfirmationResult | null = null;

/**
 * Sends the SMS code to a number in international form (`+84912345678`). The invisible reCAPTCHA it needs lives
 * in a light-DOM host of its own (reCAPTCHA cannot render inside a shadow root).
 */
export async function sendPhoneCode(settings: FirebaseSettings, phoneNumber: string): Promise<void> {
  const auth = await authFor(settings);
  confirmation = null;
  if (!verifier) {
    let host = document.getElementById('mc-recaptcha');
    if (!host) {
      host = document.createElement('div');
      host.id = 'mc-recaptcha';
      document.body.append(host);
    }
    verifier = new RecaptchaVerifier(auth, host, { size: 'invisible' });
  }
  try {
    confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
  } catch (error) {
    // A verifier that failed cannot be used again.
    verifier.clear();
    verifier = null;
    throw error;
  }
}

/** Checks the SMS code. Without a sent code (a reload, or never sent) it is `auth/code-expired` (SPEC §8). */
export async function confirmPhoneCode(settings: FirebaseSettings, code: string): Promise<string> {
  const auth = await authFor(settings);
  if (!confirmation) throw providerError('auth/code-expired');
  await confirmation.confirm(code.trim());
  confirmation = null;
  return idTokenOf(auth);
}
