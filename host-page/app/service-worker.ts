/**
 * The /m app's service worker registration (SPEC §2). Production builds register `/m/sw.js` once the page
 * has loaded, so the worker never competes with the first paint. Inside the merchant's native app and LINE's
 * in-app browser a worker only gets in the way (they keep their own cache and update the shell themselves),
 * so none is registered there and any worker left from before is removed.
 */
import { isInApp } from '../../src/device/index.js';
import { trustedScriptUrl } from '../../src/security/index.js';
import offlineStart from '../offline-start.json';
import { loadElementsAhead } from './elements.js';

declare const process: { env: { NODE_ENV?: string } };

/** LINE's in-app browser names itself in the user agent. */
const LINE_BROWSER = /\bLine\/\d/i;

/**
 * The app's files the first visit loaded before the worker controlled the page: the worker precaches only what
 * the app needs to start offline, so what else the page loaded (the lobby after a login, say) goes into the
 * worker's runtime cache from here. Once the page is controlled, the worker keeps what it fetches itself.
 */
const ASSET_CACHE = 'mc-assets';
const HASHED_ASSET = /\/m\/assets\/.+\.[\w-]{8}\.(js|css)$/;

let registration: Promise<ServiceWorkerRegistration | null> = Promise.resolve(null);

function workerAllowed(): boolean {
  return !isInApp() && !LINE_BROWSER.test(navigator.userAgent);
}

async function removeWorkers(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((old) => old.unregister()));
}

async function keepLoadedAssets(): Promise<void> {
  if (!('caches' in window)) return;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(location.origin) && HASHED_ASSET.test(new URL(url).pathname));
  const cache = await caches.open(ASSET_CACHE);
  // From the HTTP cache, where the page's own load left them: no second download.
  await Promise.all(urls.map(async (url) => {
    if (await cache.match(url)) return;
    const answer = await fetch(url, { cache: 'force-cache', credentials: 'same-origin' });
    if (answer.ok) await cache.put(url, answer);
  }));
}

/** Resolves once a worker controls the page: from then on every file it loads passes through the worker. */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
}

async function register(pageSettled: Promise<void>): Promise<ServiceWorkerRegistration | null> {
  if (!workerAllowed()) {
    await removeWorkers();
    return null;
  }
  // A script address under the page's Trusted Types rule, like every script the app loads.
  const registered = await navigator.serviceWorker.register(trustedScriptUrl('/m/sw.js'), { scope: '/m/' });
  await navigator.serviceWorker.ready;
  await controlled();
  // What follows fetches (from the HTTP cache, and the forms' strings from the network): after the page's own.
  await pageSettled;
  await keepLoadedAssets();
  // The worker precaches the code the app starts offline with, but no strings: their language is the page's,
  // known only here. Fetched through the worker, the forms' strings in it are kept for an offline start.
  await loadElementsAhead(offlineStart.elements);
  return registered;
}

/** @param pageSettled when the page the player opened has what it came with: the worker's fetches wait for it. */
export function startServiceWorker(pageSettled: Promise<void>): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  registration = new Promise((resolve) => {
    const start = () => register(pageSettled).then(resolve, () => resolve(null));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
}

/** Asks the browser to fetch the worker again now (after the update check saw a new build). */
export async function updateServiceWorker(): Promise<void> {
  await (await registration)?.update().catch(() => {});
}
