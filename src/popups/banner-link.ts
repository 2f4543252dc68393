/**
 * Where a banner tap goes (SPEC §3 banner click): P opens the activity page with the link as query, URL opens
 * the address only when it is an allowed target (`safeRedirectUrl`), G launches the game. Anything else, or a
 * URL that is not allowed (`javascript:`, a foreign host), goes nowhere.
 */
import { safeRedirectUrl } from '../security/safe-url.js';
import { allowedHosts, type Banner } from './content.js';

export type BannerTarget = { kind: 'route'; path: string } | { kind: 'url'; href: string } | null;

export function bannerTarget(banner: Banner): BannerTarget {
  switch (banner.linkageType) {
    case 'P':
      return banner.linkage ? { kind: 'route', path: `/m/activity?${new URLSearchParams({ link: banner.linkage })}` } : null;
    case 'URL': {
      const href = safeRedirectUrl(banner.linkage, allowedHosts());
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
