/**
 * `<mc-app-upgrade>`: the app-upgrade modal.
 *
 * @summary Inside the merchant's native app (user agent token `McApp/<version>` or `window.McAppBridge.version`,
 *   docs/install.md), asks the platform whether a newer app exists; when it does and has a download link, shows a
 *   modal with a title, a message, a download button, and a close button unless the merchant's
 *   `MANDATORYAPPUPDATES3` switch makes the update mandatory. Closing animates, then the modal goes. It shows
 *   through the prompt arbiter with the highest priority.
 *
 * @attr {number} close-delay - Milliseconds of the closing animation (default 250).
 *
 * @event {{ version: string }} mc-app-upgrade-show - The modal came up; `detail.version` is the new version.
 * @event {void} mc-app-upgrade-close - The player closed it.
 *
 * @csspart modal - The dialog.
 * @csspart download - The download button.
 * @csspart close - The close button.
 *
 * @cssprop --mc-color-primary - Button colour.
 * @cssprop --mc-color-on-primary - Button text colour.
 * @cssprop --mc-font-family - Font.
 */
import { McAppUpgradeElement } from './element.js';
import type { McAppUpgradeProps } from './mc-app-upgrade.js';

McAppUpgradeElement.define();

export { McAppUpgradeElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-app-upgrade': HTMLElement & McAppUpgradeProps;
  }
}
