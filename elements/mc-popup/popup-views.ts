/** The popups' faces: a chunk of their own, loaded once a popup is due, so the check itself stays light. */
export { AnnouncementPopup } from './announcement-popup.js';
export { PromoCarousel } from './promo-carousel.js';
export { DownloadPopup } from './download-popup.js';
export { PopupStyles } from './popup-styles.js';
// Content with markup waits for the sanitizer before its popup opens, so the dialog opens at its full size.
export { preloadSanitizer } from '../../src/popups/index.js';
