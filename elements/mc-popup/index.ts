/**
 * `<mc-popup>`: the merchant's announcements and promotions as popups, and the two download-image popups.
 *
 * @summary After the page starts (visitors 1 s later, members at once) it asks for the popup items
 *   (`MCSFE_getListAnnouncements`, types PR, platform M) and shows those meant for this player: execution A
 *   to members, B to guests, F to a member on the first login. Announcements show as one list with "don't show
 *   again today"; promotions as a carousel (autoplay 5 s, swipe, dots; `forceRead` steps to the last slide
 *   before it can close). A popup comes back when its content changes or the hide-until time (next local
 *   midnight) has passed; what was seen is kept per user key (guests share one) in `localStorage.MC_POPUP`.
 *   Then, no sooner than 20 s after start, the download-image popups of banner groups `m_popup1` and
 *   `m_popup2`, each only when its banner files differ from those last shown (`localStorage.MC_downloadPopup`),
 *   never in the app or an installed web app, never when `sessionStorage.downloadPopup` is `0`.
 *   `sessionStorage.hidePopup` = `1` keeps announcements and promotions away for the session. Each popup asks
 *   the prompt arbiter first and waits 8 s after the previous one closed. Server HTML goes through DOMPurify
 *   (its own chunk, loaded when a popup with HTML opens); links open only allowed hosts; images come from one
 *   of the merchant's image CDNs.
 *
 * @attr {number} autoplay - Milliseconds between promo slides (default 5000); 0 stops autoplay.
 * @attr {boolean} no-download-popups - Leaves out the download-image popups.
 *
 * @event {PopupEventDetail} mc-popup-show - A popup came up: `{ kind, ids }`.
 * @event {PopupEventDetail} mc-popup-close - The player closed it: `{ kind, ids, hideToday }`.
 *
 * @csspart announcement - The announcement dialog.
 * @csspart promotion - The promo carousel dialog.
 * @csspart download - A download-image dialog.
 * @csspart list - The list of announcements.
 * @csspart slide - The current promo slide.
 * @csspart dots - The slide dots.
 * @csspart banner - The download popup's image link.
 * @csspart today-hide - The "don't show again today" checkbox and label.
 * @csspart close - The close button.
 * @csspart next - The button that steps on while `forceRead` holds the carousel open.
 *
 * @cssprop --mc-color-primary - Buttons, links and the current dot.
 * @cssprop --mc-color-surface - Dialog background.
 * @cssprop --mc-radius - Corner radius of images and buttons.
 * @cssprop --mc-font-family - Font.
 */
import { McPopupElement } from './element.js';
import type { McPopupProps } from './mc-popup.js';

export type { PopupEventDetail } from './mc-popup.js';

McPopupElement.define();

export { McPopupElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-popup': HTMLElement & McPopupProps;
  }
}
