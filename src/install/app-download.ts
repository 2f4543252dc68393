/**
 * The merchant's app: name, published version, download links by resource type (SPEC §3) and the rules of
 * the download bar and forced-download modal, fetched once per page. Answers are validated; a malformed one
 * counts as "no app to offer", which hides every download prompt instead of breaking the page.
 */
import * as v from 'valibot';
import { call } from '../api/client.js';
import { endpoints } from '../api/endpoints.js';
import { getConfig } from '../config/config.js';
import { merchantStatus, parseStatus, type MerchantStatus } from '../platform/merchant-status.js';
import { compareVersions, downloadPlatform, type Platform } from './platform.js';
import { HomeScreenSchema, parseHomeScreen } from './home-screen-settings.js';

/** From this published app version on, the download button fetches the package itself (SPEC §9). */
export const DIRECT_DOWNLOAD_MIN_VERSION = '2.4.39';

const count = (fallback: number) => v.fallback(v.pipe(v.number(), v.integer()), fallback);

const AppDownloadSchema = v.object({
  appName: v.fallback(v.string(), ''),
  appVersion: v.fallback(v.string(), ''),
  links: v.fallback(
    v.array(v.fallback(v.object({ resourceType: v.string(), url: v.string() }), { resourceType: '', url: '' })),
    [],
  ),
  downloadBar: v.fallback(v.object({ requiredLogin: v.fallback(v.boolean(), false), vipRankLevel: count(0) }), {
    requiredLogin: false,
    vipRankLevel: 0,
  }),
  forceDownload: v.fallback(v.object({ depositTimes: count(5), maxCloseTimes: count(5) }), {
    depositTimes: 5,
    maxCloseTimes: 5,
  }),
  homeScreen: v.fallback(HomeScreenSchema, () => parseHomeScreen({})),
});

export type AppDownload = v.InferOutput<typeof AppDownloadSchema>;

/** Resource types of download links (SPEC §3). */
export type ResourceType = 'MOBILECONFIG' | 'Android' | 'IOS' | 'AppDownloadIcon' | 'iOS' | 'liteIOS' | 'apk';

export function parseAppDownload(input: unknown): AppDownload {
  return v.parse(AppDownloadSchema, input && typeof input === 'object' ? input : {});
}

let pending: Promise<AppDownload | null> | null = null;

/** The merchant's app, or null when the platform has none or could not say. Fetched once per page. */
export function loadAppDownload(): Promise<AppDownload | null> {
  pending ??= call(endpoints.appDownload, { alert: false }).then(parseAppDownload, () => {
    pending = null;
    return null;
  });
  return pending;
}

/** Forgets the fetched app so that the next read asks again (tests, and a merchant switch). */
export function forgetAppDownload(): void {
  pending = null;
}

/** A link of one resource type, when it is a URL the app may open. */
export function linkOf(app: AppDownload, type: ResourceType): string | null {
  const url = app.links.find((link) => link.resourceType === type)?.url;
  if (!url) return null;
  if (type === 'AppDownloadIcon') return /^(https:\/\/|\/(?!\/))/.test(url) ? url : null;
  return safeDownloadUrl(url);
}

/**
 * Download links lead off the merchant's domains (stores, file hosts): any https address, Apple's
 * `itms-services:` installer, or this page's own origin; never `javascript:` or `data:`.
 */
function safeDownloadUrl(url: string): string | null {
  try {
    const parsed = new URL(url, location.href);
    if (parsed.protocol === 'https:' || parsed.protocol === 'itms-services:') return parsed.href;
    return parsed.origin === location.origin && parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
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

/**
 * The merchant status for the prompts' switches. The /m app loads it at start; an element embedded on a
 * merchant's page asks for it itself, quietly (a non-essential bar never raises an alert).
 */
export async function statusForPrompts(): Promise<MerchantStatus> {
  if (merchantStatus.value) return merchantStatus.value;
  if (getConfig().navigate) {
    return new Promise<MerchantStatus>((resolve) => {
      const stop = merchantStatus.subscribe((status) => {
        if (!status) return;
        queueMicrotask(() => stop());
        resolve(status);
      });
    });
  }
  const status = parseStatus(await call(endpoints.status, { alert: false, query: { device: 'MOBILE', _: Date.now() } }));
  merchantStatus.value ??= status;
  return merchantStatus.value ?? status;
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
