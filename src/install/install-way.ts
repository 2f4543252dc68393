/**
 * How this browser adds a web app to the home screen (SPEC §2 plus the browsers the spec leaves out): what the
 * install prompt's web-app choice leads to. Part of the lazy install kit.
 */
import { inAppBrowser, isIos, type InAppBrowser } from './platform.js';

/**
 * How this browser adds a web app to the home screen:
 * - `ios-safari`: the two-step Share guide;
 * - `ios-other`: Chrome, Firefox, Edge or Opera on iOS, which are told to open the page in Safari;
 * - `in-app`: a browser inside another app, told how to open the system browser;
 * - `prompt`: the browser offered `beforeinstallprompt`, which the prompt uses;
 * - `menu`: any other browser, told to use its menu.
 */
export type InstallWay =
  | { kind: 'ios-safari' }
  | { kind: 'ios-other' }
  | { kind: 'in-app'; app: InAppBrowser }
  | { kind: 'prompt' }
  | { kind: 'menu' };

export function installWay(agent = navigator.userAgent, hasPrompt = false): InstallWay {
  const app = inAppBrowser(agent);
  if (app) return { kind: 'in-app', app };
  if (isIos(agent)) return /CriOS|FxiOS|EdgiOS|OPiOS|OPT\//.test(agent) ? { kind: 'ios-other' } : { kind: 'ios-safari' };
  if (hasPrompt) return { kind: 'prompt' };
  return { kind: 'menu' };
}

/** Display names of in-app browsers, for the tip that names the app. */
export const IN_APP_NAMES: Record<InAppBrowser, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  line: 'LINE',
  tiktok: 'TikTok',
  wechat: 'WeChat',
};
