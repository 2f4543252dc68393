/**
 * `<mc-force-download>`: the forced-download modal.
 *
 * @summary On the /m app's home or entry page (any page of a merchant's own), for a logged-in player outside
 *   the app, a deposit event (`mc-deposit` on the document) brings up a modal asking to deposit in the app,
 *   while the player's successful deposits are at or below the merchant's threshold (default 5) and the modal
 *   has shown fewer times than the limit (default 5, counted in `localStorage.SHELL_forceDownloadShowTimes`).
 *   The event is then cancelled, holding the deposit back. While it shows the deposit count is checked every
 *   30 s; a new deposit closes it. It shows through the prompt arbiter, one prompt at a time.
 *
 * @attr {number} poll-interval - Milliseconds between deposit checks while the modal shows (default 30000).
 *
 * @event {void} mc-force-download-show - The modal came up (counted once per deposit event).
 * @event {void} mc-force-download-close - The player closed it.
 *
 * @csspart modal - The dialog.
 * @csspart icon - The app icon.
 * @csspart download - The download button.
 * @csspart close - The close button.
 *
 * @cssstate listening - Deposit events are held back from now on (logged in, its code started); a page may wait
 *   for it before it dispatches `mc-deposit`.
 *
 * @cssprop --mc-color-primary - Button colour.
 * @cssprop --mc-color-on-primary - Button text colour.
 * @cssprop --mc-font-family - Font.
 */
import { McForceDownloadElement } from './element.js';
import type { McForceDownloadProps } from './mc-force-download.js';

McForceDownloadElement.define();

export { McForceDownloadElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-force-download': HTMLElement & McForceDownloadProps;
  }
}
