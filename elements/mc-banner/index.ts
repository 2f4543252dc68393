/**
 * `<mc-banner>`: a carousel of one banner group.
 *
 * @summary Loads the banners of `group` (`/wps/system/banners?groupName=`), shows them one at a time (autoplay
 *   5 s, swipe, dots; no autoplay with reduced motion or while touched), images lazily from the merchant's
 *   image CDN. A tap follows the banner's linkage: `P` opens `/m/activity?link=<linkage>`, `URL` opens the
 *   linkage only when it is an allowed address (this host or the merchant's domains, http(s) only), `G`
 *   launches the game at `/m/launchGame?roomId=&nodeId=&gameType=&vendor=`. Routes go through the runtime's
 *   `mc-navigate` request. A group with no banners renders nothing. A banner whose image cannot be fetched
 *   is left out; one whose image fails shows its title on the merchant's colours instead (left out without a
 *   title). Titles and images follow the page's language: a new language loads the group again.
 *
 * @attr {string} group - The banner group (default `m_home`).
 * @attr {number} autoplay - Milliseconds between slides (default 5000); 0 stops autoplay.
 *
 * @event {BannerClickDetail} mc-banner-click - A banner was tapped: `{ banner, target }`; cancel it to handle the tap yourself.
 *
 * @csspart carousel - The carousel.
 * @csspart slide - One banner.
 * @csspart link - A banner's link.
 * @csspart image - A banner's image.
 * @csspart fallback - What stands in for an image that failed: the banner's title.
 * @csspart dots - The slide dots.
 * @csspart placeholder - The box shown while the banners load.
 *
 * @cssstate empty - It has nothing to show: it takes no room either.
 *
 * @cssprop --mc-banner-radius - Corner radius (default `--mc-radius`).
 * @cssprop --mc-banner-placeholder - Background while an image loads.
 * @cssprop --mc-banner-fallback-end - Second colour of the gradient behind a failed image's title (first: `--mc-color-primary`).
 */
import { McBannerElement } from './element.js';
import type { McBannerProps } from './mc-banner.js';

export type { BannerClickDetail } from './mc-banner.js';

McBannerElement.define();

export { McBannerElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-banner': HTMLElement & McBannerProps;
  }
}
