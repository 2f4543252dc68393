/**
 * `<mc-download-bar>`: the sticky bar that offers the merchant's app.
 *
 * @summary App icon, app name, a 5.0 rating, a gift when an app-download bonus exists, a download button and
 *   a close control. Hidden in the app, in the installed web app, from the home screen, without a download
 *   link, for players the merchant's rules leave out, once closed in this browser session, and while a game
 *   is on screen (a game's launch page, a trial game).
 *
 * @cssstate shown - The bar is on screen: a page that places it over its own furniture makes room for it then.
 *
 * @attr {string} app-name - Shown instead of the app name the platform sends.
 *
 * @event {DownloadBarDownloadDetail} mc-download-bar-download - The player tapped download.
 *   `detail.url` is where the download goes, `detail.direct` whether it is the package itself. Cancel the event
 *   to handle the download yourself.
 * @event {void} mc-download-bar-close - The player closed the bar; it stays hidden for the session.
 *
 * @csspart bar - The bar.
 * @csspart close - The close control.
 * @csspart icon - The app icon.
 * @csspart name - The app name.
 * @csspart rating - The rating.
 * @csspart gift - The app-download bonus icon.
 * @csspart download - The download button.
 *
 * @cssprop --mc-color-primary - Download button and gift colour.
 * @cssprop --mc-color-on-primary - Download button text colour.
 * @cssprop --mc-download-bar-background - Bar background.
 * @cssprop --mc-download-bar-z-index - Stacking order of the sticky bar.
 * @cssprop --mc-download-bar-shadow - The bar's shadow (a bar placed at the bottom casts it upwards).
 * @cssprop --mc-font-family - Font.
 */
import { McDownloadBarElement } from './element.js';
import type { McDownloadBarProps } from './mc-download-bar.js';

export type { DownloadBarDownloadDetail } from './mc-download-bar.js';

McDownloadBarElement.define();

export { McDownloadBarElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-download-bar': HTMLElement & McDownloadBarProps;
  }
}
