/**
 * Where the merchant's app is downloaded from on this phone (SPEC §3, §9): its links by resource type, checked,
 * the download button's target, and the download bar's gift.
 */
import { call } from '../api/client.js';
import * as endpoints from '../api/endpoints.js';
import { platformUrl } from '../net/lines.js';
import { statusForPrompts, type AppDownload } from './app-download.js';
import { compareVersions, downloadPlatform, type Platform } from './platform.js';

/** From this published app version on, the download button fetches the package itself (SPEC §9). */
export const DIRECT_DOWNLOAD_MIN_VERSION = '2.4.39';

/** Resource types of download links (SPEC §3). */
export type ResourceType = 'MOBILECONFIG' | 'Android' | 'IOS' | 'AppDownloadIcon' | 'iOS' | 'liteIOS' | 'apk';

/**
 * A link of one resource type, when it is a URL the app may open. A path is the platform's: it is resolved
 * against the platform's base, not against a merchant's page that embeds the kit.
 */
export function linkOf(app: AppDownload, type: ResourceType): string | null {
  const url = app.links.find((link) => link.resourceType === type)?.url;
  if (!url) return null;
  if (type === 'AppDownloadIcon') {
    if (!/^(https:\/\/|\/(?!\/))/.test(url)) return null;
    const icon = platformUrl(url);
    return icon && (icon.protocol === 'https:' || onPlatformOrPage(icon)) ? icon.href : null;
  }
  return safeDownloadUrl(url);
}

/** Plain http only where the page already is: the platform's own origin or this page's. */
function onPlatformOrPage(url: URL): boolean {
  return url.protocol === 'http:' && (url.origin === location.origin || url.origin === platformUrl('/')?.origin);
}

/**
 * Download links lead off the merchant's domains (stores, file hosts): any https address, Apple's
 * `itms-services:` installer, or the platform's or this page's own origin; never `javascript:` or `data:`.
 */
function safeDownloadUrl(url: string): string | null {
  const parsed = platformUrl(url);
  if (!parsed) return null;
  if (parsed.protocol === 'https:' || parsed.protocol === 'itms-services:') return parsed.href;
  return onPlatformOrPage(parsed) ? parsed.href : null;
}

export interface DownloadTarget {
  platform: Platform;
  url: string;
  /** The package itself rather than a download page. */
  direct: boolean;
  /** iOS before 17: the settings profile to open once the player comes back from the install sheet. */
  profileUrl: string | null;
}

/**
 * Where the download button leads on this device (SPEC §3, §9): the package itself when the published app is
 * at least 2.4.39 and has one, else the platform's download page. Null when there is nothing to download.
 */
export function downloadTarget(app: AppDownload, platform: Platform = downloadPlatform()): DownloadTarget | null {
  const directAllowed = app.appVersion !== '' && compareVersions(app.appVersion, DIRECT_DOWNLOAD_MIN_VERSION) >= 0;
  const packageUrl = platform === 'ios' ? (linkOf(app, 'iOS') ?? linkOf(app, 'liteIOS')) : linkOf(app, 'apk');
  const pageUrl = linkOf(app, platform === 'ios' ? 'IOS' : 'Android');
  const direct = directAllowed && packageUrl !== null;
  const url = direct ? packageUrl : (pageUrl ?? packageUrl);
  if (!url) return null;
  return {
    platform,
    url,
    direct: url === packageUrl,
    profileUrl: platform === 'ios' ? linkOf(app, 'MOBILECONFIG') : null,
  };
}

/** Whether an APP_DOWNLOAD promotion is on (the download bar's gift); asked only with REWCEN3 on (SPEC §7). */
export async function appDownloadPromotion(): Promise<boolean> {
  try {
    const status = await statusForPrompts();
    if (status.info.switches.REWCEN3 !== true) return false;
    const promotions = await call<Record<string, { enabled?: unknown } | undefined>>(endpoints.promotions, { alert: false });
    return promotions?.APP_DOWNLOAD?.enabled === true;
  } catch {
    return false;
  }
}
