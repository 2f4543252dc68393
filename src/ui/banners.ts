/**
 * Bars across the top of the page that stay until their cause goes away (offline, an unstable line). The /m
 * app raises them (connectivity); the shared overlay renders them.
 */
import { signal } from '@preact/signals-core';
import { ensureOverlay } from './notices.js';

export interface Banner {
  kind: string;
  message: string;
}

export const banners = signal<readonly Banner[]>([]);

const bannerTimers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Shows a bar of a kind (one per kind: showing it again replaces its text), until `hideBanner(kind)`, or for
 * `durationMs` when given.
 */
export function showBanner(kind: string, message: string, durationMs?: number): void {
  ensureOverlay();
  clearTimeout(bannerTimers.get(kind));
  bannerTimers.delete(kind);
  banners.value = [...banners.value.filter((banner) => banner.kind !== kind), { kind, message }];
  if (durationMs !== undefined) bannerTimers.set(kind, setTimeout(() => hideBanner(kind), durationMs));
}

export function hideBanner(kind: string): void {
  clearTimeout(bannerTimers.get(kind));
  bannerTimers.delete(kind);
  if (banners.value.some((banner) => banner.kind === kind)) banners.value = banners.value.filter((banner) => banner.kind !== kind);
}
