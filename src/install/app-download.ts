/**
 * The merchant's app: name, published version, download links by resource type (SPEC §3) and the rules of
 * the download bar, forced-download modal and install prompt, fetched once per page. Answers are validated;
 * a malformed one counts as "no app to offer", which hides every download prompt instead of breaking the page.
 * Where the links lead is download-target.ts: the install prompt decides without it.
 */
import * as v from 'valibot';
import { call } from '../api/client.js';
import { endpoints } from '../api/endpoints.js';
import { getConfig } from '../config/config.js';
import { merchantStatus, parseStatus, type MerchantStatus } from '../platform/merchant-status.js';
import { HomeScreenSchema, parseHomeScreen } from './home-screen-settings.js';

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
