/** Whether the native app the page runs in has a newer version to install (the app-upgrade modal, SPEC §4). */
import { call } from '../api/client.js';
import type { Endpoint } from '../api/endpoint.js';
import { platformUrl } from '../net/lines.js';
import { downloadPlatform, nativeAppVersion } from './platform.js';

const appVersion = { method: 'GET', path: '/wps/system/appVersion', auth: false } as const satisfies Endpoint;

export interface AppUpgrade {
  current: string;
  latestVersion: string;
  downloadUrl: string;
}

/** The upgrade on offer, or null: outside the app, when up to date, without a download link, or on failure. */
export async function checkAppUpgrade(): Promise<AppUpgrade | null> {
  const current = nativeAppVersion();
  if (!current) return null;
  try {
    const value = await call<{ latestVersion?: unknown; upgradeAvailable?: unknown; downloadUrl?: unknown } | null>(
      appVersion,
      { alert: false, query: { platform: downloadPlatform(), version: current } },
    );
    // A path is on the platform's site, whichever page shows the offer.
    const url = typeof value?.downloadUrl === 'string' && value.downloadUrl.trim() ? (platformUrl(value.downloadUrl)?.href ?? '') : '';
    if (value?.upgradeAvailable !== true || !/^(https:|itms-services:)/.test(url)) return null;
    return { current, latestVersion: typeof value.latestVersion === 'string' ? value.latestVersion : '', downloadUrl: url };
  } catch {
    return null;
  }
}
