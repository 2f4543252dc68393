/**
 * The /m app's service worker (SPEC §2), scope /m/. It precaches what the app needs to start offline (the
 * shell, the login and registration forms, the footer's and the login page's elements, the notice overlay
 * and the starting language; the list is written in by workbox-build, scripts/build/app-delivery.mjs),
 * keeps every other hashed asset the pages load when they first load it, and answers
 * navigations from the network, falling back to the cached shell offline. API calls (/wps) are never handled
 * here, so an answer is never served stale.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
}

declare const self: WorkerScope;

/** The precached shell: index.html as the server fills it in for this merchant. */
const SHELL = '/m/';
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version takes over at once: the update check has already asked the player to refresh.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Hashed names never change content, so what the pages fetched once (the lobby, another language, a lazy
// chunk) is served from the cache from then on.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/m/assets/') && /\.[\w-]{8}\.(js|css)$/.test(url.pathname),
  new CacheFirst({ cacheName: 'mc-assets' }),
);

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(SHELL);
        if (shell) return shell;
        throw error;
      }
    },
    { allowlist: [/^\/m(\/|$)/], denylist: [/^\/m\/assets\//, /^\/m\/sw\.js$/, /\.json$/] },
  ),
);
