/**
 * The merchant's app: name, published version, download links by resource type (SPEC §3) and the rules of
 * the download bar, forced-download modal and install prompt, fetched once per page. Answers are read field by field;
 * a malformed one counts as "no app to offer", which hides every download prompt instead of breaking the page.
 * Where the links lead is download-target.ts: the install prompt decides without it.
 */
import { asFlag, asObject, asString } from '../api/read.js';
import { call } from '../api/client.js';
import * as endpoints from '../api/endpoints.js';
import type { Endpoint } from '../api/endpoint.js';
import { getConfig } from '../config/config.js';
import { merchantStatus, parseStatus, type MerchantStatus } from '../platform/merchant-status.js';
import { parseHomeScreen, type HomeScreenSettings } from './home-screen-settings.js';

const appDownload = { method: 'GET', path: '/wps/system/appDownload', auth: false } as const satisfies Endpoint;

/** A whole number, else the fallback. */
const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);

export interface AppDownload {
  appName: string;
  appVersion: string;
  /** A malformed link stays in the list, empty, and so matches no resource type. */
  links: { resourceType: string; url: string }[];
  downloadBar: { requiredLogin: boolean; vipRankLevel: number };
  forceDownload: { depositTimes: number; maxCloseTimes: number };
  homeScreen: HomeScreenSettings;
}

export function parseAppDownload(input: unknown): AppDownload {
  const app = asObject(input);
  const bar = app.downloadBar && typeof app.downloadBar === 'object' ? asObject(app.downloadBar) : null;
  const force = app.forceDownload && typeof app.forceDownload === 'object' ? asObject(app.forceDownload) : null;
  return {
    appName: asString(app.appName),
    appVersion: asString(app.appVersion),
    links: (Array.isArray(app.links) ? app.links : []).map((entry) => {
      const link = asObject(entry);
      return typeof link.resourceType === 'string' && typeof link.url === 'string'
        ? { resourceType: link.resourceType, url: link.url }
        : { resourceType: '', url: '' };
    }),
    downloadBar: { requiredLogin: asFlag(bar?.requiredLogin), vipRankLevel: count(bar?.vipRankLevel, 0) },
    forceDownload: { depositTimes: count(force?.depositTimes, 5), maxCloseTimes: count(force?.maxCloseTimes, 5) },
    homeScreen: parseHomeScreen(app.homeScreen),
  };
}

let pending: Promise<AppDownload | null> | null = null;

/** The merchant's app, or null when the platform has none or could not say. Fetched once per page. */
export function loadAppDownload(): Promise<AppDownload | null> {
  pending ??= call(appDownload, { alert: false }).then(parseAppDownload, () => {
    pending = null;
    return null;
  });
  return pending;
}

/** Forgets the fetched app so that the next read asks again (tests, and a merchant switch). */
export function forgetAppDownload(): void {
  pending = null;
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
