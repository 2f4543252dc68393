/**
 * Connectivity (SPEC §4, §8): offline shows the network-offline bar until the browser is back online; a ping
 * of the line in use (`/wps/system/test/ping`, 20 s abort) that fails or answers slowly shows the
 * network-slowly bar for 1.5 s. The ping runs at start, when the connection comes back, and when the tab
 * becomes visible again.
 */
import { signal } from '@preact/signals-core';
import { call } from '../api/client.js';
import type { Endpoint } from '../api/endpoint.js';
import { ensureLocale, t } from '../i18n/i18n.js';
import { ensureOverlay } from '../ui/notices.js';
import { hideBanner, showBanner } from '../ui/banners.js';
import { markConnectivityWatched } from './offline-bar.js';

export const ping = { method: 'GET', path: '/wps/system/test/ping', auth: false, timeout: 20_000 } as const satisfies Endpoint;

export const PING_ABORT_MS = 20_000;
/** A ping slower than this means the line is unstable. */
export const SLOW_PING_MS = 3_000;
export const SLOW_NOTICE_MS = 1_500;

export const OFFLINE_BANNER = 'network-offline';
export const SLOW_BANNER = 'network-slowly';

/** False while the browser reports no network. */
export const online = signal(typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** Pings the line in use. Resolves with `ok`, `slow` (answered late) or `failed`; shows the notice for the latter two. */
export async function checkLine(): Promise<'ok' | 'slow' | 'failed'> {
  if (!online.value) return 'failed';
  const started = performance.now();
  let result: 'ok' | 'slow' | 'failed';
  try {
    await call(ping, { alert: false, signal: AbortSignal.timeout(PING_ABORT_MS) });
    result = performance.now() - started > SLOW_PING_MS ? 'slow' : 'ok';
  } catch {
    result = 'failed';
  }
  // Offline has its own bar; a ping lost to going offline is not an unstable line.
  if (result !== 'ok' && online.value) showBanner(SLOW_BANNER, t('network_slowly'), SLOW_NOTICE_MS);
  return result;
}

let watching = false;

/** The offline bar, worded once the player's strings are here (an offline start may come before them). */
function showOffline(): void {
  void ensureLocale().then(() => {
    if (!online.value) showBanner(OFFLINE_BANNER, t('network_offline'));
  });
}

/** Starts watching the connection: call once per page (the host page does; an embedded widget need not). */
export function watchConnectivity(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  markConnectivityWatched();
  // The offline notice must be able to show with no network: its code has to be here before then.
  ensureOverlay();
  const update = () => {
    online.value = navigator.onLine !== false;
    if (online.value) {
      hideBanner(OFFLINE_BANNER);
      void checkLine();
    } else {
      hideBanner(SLOW_BANNER);
      showOffline();
    }
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && online.value) void checkLine();
  });
  if (!online.value) showOffline();
  else void checkLine();
}
