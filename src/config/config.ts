/**
 * Runtime configuration: where the platform API is, which merchant this page belongs to and the language it
 * starts in. It comes from the starting script's data attributes (script-config.ts: the loader's on a merchant's
 * page, the app's module script on the /m pages, left on a global and read on first use), and `configure()` can
 * set or override any of it before the first call.
 */

import type { FirebaseMessagingConfig, PushAdapter } from '../push/adapter.js';
import { SCRIPT_CONFIG_GLOBAL } from './script-config.js';

export interface McConfig {
  /** Base URL of the platform API, without a trailing slash. Empty means the page's own origin. */
  api: string;
  /** Merchant code sent as the `Merchant` header. */
  merchant: string;
  /** Starting language code of SPEC §1 (`CN`, `EN`, ...), when the player has not chosen one. */
  language: string;
  /** Path of the app's login page, where the 401 policy sends the player. */
  loginPath: string;
  /** Path of the app's home page, where a successful login goes. */
  homePath: string;
  /** Path of the forced password change page. */
  changePasswordPath: string;
  /**
   * When false, the runtime never navigates on its own (an element embedded on a merchant's landing page
   * reports through events instead). The host page sets it true.
   */
  navigate: boolean;
  /** Geetest v3 client script (`initGeetest`); Geetest's own unless a merchant or a test points elsewhere. */
  geetestScript: string;
  /** Geetest v4 client script (`initGeetest4`). */
  geetest4Script: string;
  /** LiveChat's tracking script (defines `LiveChatWidget`); LiveChat's own unless a merchant or a test points elsewhere. */
  liveChatScript: string;
  /** Comm100's live chat script (defines `Comm100API`'s calls); the site id is added as `siteId`. */
  comm100Script: string;
  /** The push service: any object with the push adapter's surface (src/push/adapter.ts); tests hand in a stand-in. */
  pushAdapter?: PushAdapter;
  /** Firebase Cloud Messaging of the merchant, for the real push adapter (docs/install.md). */
  firebaseMessaging?: FirebaseMessagingConfig;
  /** Path of the app's registration page, where a player without an account goes from a provider sign-in. */
  registerPath: string;
  /**
   * Firebase project of the merchant's Google and phone sign-in. The status answer's `sms.projectId` is used when
   * this is empty; the API key always comes from the status (`sms.apiKey`).
   */
  firebaseProjectId: string;
  /** Firebase Auth domain for the Google popup; empty means `<projectId>.firebaseapp.com`, Firebase's own default. */
  firebaseAuthDomain: string;
  /**
   * Address of a Firebase Auth emulator (`http://127.0.0.1:9099`), for tests and the demo only: with it, sign-in
   * never reaches Google and phone numbers are not checked by reCAPTCHA.
   */
  firebaseAuthEmulator: string;
  /** Facebook's pixel script (defines `fbq`'s calls); loaded only when the merchant configures a pixel. */
  facebookPixelScript: string;
  /** TikTok's pixel script (`ttq`); `sdkid` and `lib` are added. */
  tiktokPixelScript: string;
  /** Google's tag (`gtag`); `id` is added. */
  gtagScript: string;
  /** Kwai's pixel script (`kwaiq`); `sdkid` and `lib` are added. */
  kwaiPixelScript: string;
}


const defaults: McConfig = {
  api: '',
  merchant: '',
  language: '',
  loginPath: '/m/login',
  homePath: '/m/home',
  changePasswordPath: '/m/changePsw',
  navigate: false,
  geetestScript: 'https://static.geetest.com/static/tools/gt.js',
  geetest4Script: 'https://static.geetest.com/v4/gt4.js',
  liveChatScript: 'https://cdn.livechatinc.com/tracking.js',
  comm100Script: 'https://vue.comm100.com/livechat.ashx',
  registerPath: '/m/register',
  firebaseProjectId: '',
  firebaseAuthDomain: '',
  firebaseAuthEmulator: '',
  facebookPixelScript: 'https://connect.facebook.net/en_US/fbevents.js',
  tiktokPixelScript: 'https://analytics.tiktok.com/i18n/pixel/events.js',
  gtagScript: 'https://www.googletagmanager.com/gtag/js',
  kwaiPixelScript: 'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js',
};

/**
 * Read from the starting script's attributes on first use, not on import: the /m app records them from its own
 * module, which may run after this one is evaluated.
 */
let current: McConfig | undefined;
const inForce = (): McConfig => (current ??= { ...defaults, ...readLoaderConfig() });

function readLoaderConfig(): Partial<McConfig> {
  const raw = (globalThis as Record<string, unknown>)[SCRIPT_CONFIG_GLOBAL];
  if (!raw || typeof raw !== 'object') return {};
  return sanitize(raw as Record<string, unknown>);
}

function sanitize(input: Record<string, unknown>): Partial<McConfig> {
  const out: Partial<McConfig> = {};
  for (const key of [
    'api',
    'merchant',
    'language',
    'loginPath',
    'homePath',
    'changePasswordPath',
    'registerPath',
    'firebaseProjectId',
    'firebaseAuthDomain',
  ] as const) {
    const value = input[key];
    if (typeof value === 'string') out[key] = key === 'api' ? value.trim().replace(/\/+$/, '') : value.trim();
  }
  // An empty script address keeps the default rather than loading nothing.
  for (const key of ['geetestScript', 'geetest4Script', 'liveChatScript', 'comm100Script', 'facebookPixelScript', 'tiktokPixelScript', 'gtagScript', 'kwaiPixelScript'] as const) {
    const value = input[key];
    if (typeof value === 'string' && value.trim()) out[key] = value.trim();
  }
  // The emulator is reached over plain http on a loopback address only: anything else is ignored.
  const emulator = input.firebaseAuthEmulator;
  if (typeof emulator === 'string' && /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+\/?$/.test(emulator.trim())) {
    out.firebaseAuthEmulator = emulator.trim().replace(/\/$/, '');
  } else if (emulator === '') out.firebaseAuthEmulator = '';
  if (typeof input.navigate === 'boolean') out.navigate = input.navigate;
  // Checked where they are used (src/push/): a malformed one means no push.
  if (input.pushAdapter && typeof input.pushAdapter === 'object') out.pushAdapter = input.pushAdapter as PushAdapter;
  if (input.firebaseMessaging && typeof input.firebaseMessaging === 'object') {
    out.firebaseMessaging = input.firebaseMessaging as FirebaseMessagingConfig;
  }
  return out;
}

/** Sets or overrides configuration. Call it before the first element renders or the first API call. */
export function configure(options: Partial<McConfig>): McConfig {
  current = { ...inForce(), ...sanitize(options as Record<string, unknown>) };
  return current;
}

/** The configuration in force. */
export function getConfig(): Readonly<McConfig> {
  return inForce();
}
