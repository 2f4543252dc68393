/**
 * Whether an address is one of the app's own pages: a banner, a goto item or a promotion link may name
 * `/m/rewardCenter` or `https://<this site>/m/home`. Such a target is a route to take inside the app, never a
 * page to load again or to frame (the app inside itself, with two headers and two navigation bars).
 */

/** The app's pages live under /m/; its files (`/m/assets/`, the worker, the icons) are not pages. */
const NOT_PAGES = /^\/m\/(assets|icons)\/|^\/m\/sw\.js$|\.(js|css|json|png|svg|webp|ico|txt|xml)$/i;

/**
 * The route (path, query and fragment) an address leads to when it is a page of this app on this site, else
 * null. Relative addresses resolve against `base` (the page's own address by default).
 */
export function appRouteOf(address: string, base = location.href): string | null {
  let url: URL;
  try {
    url = new URL(address.trim(), base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  if (!/^\/m(\/|$)/.test(url.pathname) || NOT_PAGES.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
