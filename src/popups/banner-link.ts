/**
 * Where a banner tap goes (SPEC §3 banner click): P opens the activity page with the link as query, URL opens
 * the address only when it is an allowed target (`safeRedirectUrl`), G launches the game. Anything else, or a
 * URL that is not allowed (`javascript:`, a foreign host), goes nowhere. A link to one of the app's own pages
 * (`/m/...` on this site), whether P or URL, is a route inside the app: the activity page never frames the app.
 */
import { appRouteOf } from '../navigation/app-route.js';
import { safeRedirectUrl } from '../security/safe-url.js';
import { allowedHosts, type Banner } from './content.js';

/** A P link written as an address (`/m/...`, `https://...`) rather than a promotion's name. */
const ADDRESS = /^(\/|https?:)/i;

export type BannerTarget = { kind: 'route'; path: string } | { kind: 'url'; href: string } | null;

export function bannerTarget(banner: Banner): BannerTarget {
  switch (banner.linkageType) {
    case 'P': {
      const route = ADDRESS.test(banner.linkage.trim()) ? appRouteOf(banner.linkage) : null;
      if (route) return { kind: 'route', path: route };
      return banner.linkage ? { kind: 'route', path: `/m/activity?${new URLSearchParams({ link: banner.linkage })}` } : null;
    }
    case 'URL': {
      const href = safeRedirectUrl(banner.linkage, allowedHosts());
      const route = href ? appRouteOf(href) : null;
      if (route) return { kind: 'route', path: route };
      return href ? { kind: 'url', href } : null;
    }
    case 'G': {
      const { roomId, nodeId, gameType, vendor } = banner;
      if (!gameType && !vendor) return null;
      return { kind: 'route', path: `/m/launchGame?${new URLSearchParams({ roomId, nodeId, gameType, vendor })}` };
    }
    default:
      return null;
  }
}
