/** Announcements, banners and promotions: content, links, images and sanitised HTML. */
export { bannerTarget, type BannerTarget } from './banner-link.js';
export { prefetchBannerGroup } from './banner-prefetch.js';
export {
  allowedHosts,
  currentStatus,
  loadAnnouncements,
  loadBanners,
  loadPromotions,
  type Banner,
  type PopupItem,
} from './content.js';
export { HtmlContent } from './html-content.js';
export { fileName, imageUrl } from './image-cdn.js';
export { preloadSanitizer } from './sanitize.js';
