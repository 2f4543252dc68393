/**
 * What the install and download prompts need to know about the phone: the platform and iOS version
 * (SPEC §5), in-app browsers, and the merchant's native app (docs/install.md).
 *
 * The native app identifies itself with a `McApp/<version>` token in its web view's user agent, and may
 * also expose `window.McAppBridge` with a `version` string; the bridge wins when both exist.
 */

export type Platform = 'ios' | 'android';

const ua = (): string => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** iPhone, iPod, iPad, and iPadOS presenting itself as a Mac with a touch screen. */
export function isIos(agent = ua()): boolean {
  if (/iPhone|iPad|iPod/.test(agent)) return true;
  return /Macintosh/.test(agent) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1;
}

export function isAndroid(agent = ua()): boolean {
  return /Android/i.test(agent);
}

/** The platform whose app a download offers: iOS devices get the iOS app, everything else Android's. */
export function downloadPlatform(agent = ua()): Platform {
  return isIos(agent) ? 'ios' : 'android';
}

/**
 * The iOS version as [major, minor], or null off iOS. Reads `OS 17_2 like Mac OS X`, and `Version/17.2` for
 * iPadOS's desktop user agent.
 */
export function iosVersion(agent = ua()): [number, number] | null {
  if (!isIos(agent)) return null;
  const match = /OS (\d+)[_.](\d+)/.exec(agent) ?? /Version\/(\d+)\.(\d+)/.exec(agent);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** iOS 12.2 and below count as old for install tips (SPEC §5). */
export function isOldIos(agent = ua()): boolean {
  const version = iosVersion(agent);
  return version !== null && (version[0] < 12 || (version[0] === 12 && version[1] <= 2));
}

/** Browsers inside other apps, which cannot install a web app; the install guide tells how to leave them. */
export type InAppBrowser = 'facebook' | 'instagram' | 'line' | 'tiktok' | 'wechat';

export function inAppBrowser(agent = ua()): InAppBrowser | null {
  if (/FBAN|FBAV|FB_IAB/.test(agent)) return 'facebook';
  if (/Instagram/.test(agent)) return 'instagram';
  if (/\bLine\//.test(agent)) return 'line';
  if (/musical_ly|BytedanceWebview|TikTok/i.test(agent)) return 'tiktok';
  if (/MicroMessenger/.test(agent)) return 'wechat';
  return null;
}

interface AppBridge {
  version?: unknown;
}

/** The native app's version when the page runs inside it, else null. */
export function nativeAppVersion(agent = ua()): string | null {
  const bridge = (globalThis as { McAppBridge?: AppBridge }).McAppBridge;
  if (bridge && typeof bridge.version === 'string' && VERSION.test(bridge.version)) return bridge.version;
  const match = /\bMcApp\/(\d+(?:\.\d+){0,3})/i.exec(agent);
  return match ? match[1]! : null;
}

const VERSION = /^\d+(\.\d+){0,3}$/;

/** Compares dotted versions number by number: negative when `a` is older. Malformed parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number(part) || 0);
  const right = b.split('.').map((part) => Number(part) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff) return diff;
  }
  return 0;
}
