/**
 * `<mc-install-prompt>`: the home-screen install prompt.
 *
 * @summary On the /m app's home and entry pages (anywhere when embedded), 2 s after load, a bottom sheet
 *   offers the merchant's app (APP) or the web app (web_app), with `continue_h5` to stay in the browser. The
 *   web app is added through Android's own install dialog (`beforeinstallprompt`, caught early by the loader),
 *   the two-step iOS Safari guide, or a tip: iOS Chrome and Firefox are told to open Safari, in-app browsers
 *   (Facebook, Instagram, LINE, TikTok, WeChat) how to open the system browser. Never offered in maintenance,
 *   under a region restriction, with `A2HS3` or the merchant's feature off, in the app, in the installed web
 *   app, or once dismissed this session (`sessionStorage.PWA_skipA2hs`); the merchant's login, first-deposit and
 *   deposit-count rules apply. Dismissing counts in `localStorage.PWA_a2hsCloseTimes` (up to the merchant's
 *   limit), installing sets it to 99. A footer strip offers the install while the sheet is not on screen. It
 *   shows through the prompt arbiter, one prompt at a time.
 *
 * @attr {number} delay - Milliseconds after load before the prompt comes up when no login rule gates it (default 2000).
 * @attr {string} app-name - Shown instead of the app name the platform sends.
 *
 * @event {void} mc-install-prompt-show - The sheet came up.
 * @event {InstallPromptInstallDetail} mc-install-prompt-install - The player took the app
 *   (`detail.way` `APP`) or accepted the browser's install (`web_app`).
 * @event {void} mc-install-prompt-close - The player dismissed the prompt.
 *
 * @csspart sheet - The app-or-web-app bottom sheet.
 * @csspart way - Each choice on the sheet (also `way-app`, `way-web-app`).
 * @csspart continue - The continue-in-browser link.
 * @csspart ios-guide - The two-step iOS guide.
 * @csspart step - A step of the iOS guide.
 * @csspart browser-tip - The open-in-Safari, open-in-browser or browser-menu tip.
 * @csspart copy - The copy-link button of the tip.
 * @csspart close - The close button of the guide and the tips.
 * @csspart footer - The install guide footer strip.
 * @csspart footer-install - The footer's install button.
 * @csspart footer-close - The footer's close control.
 *
 * @cssprop --mc-color-primary - Accent, step numbers and icons.
 * @cssprop --mc-color-on-primary - Text on the accent.
 * @cssprop --mc-install-footer-background - Footer background.
 * @cssprop --mc-install-footer-z-index - Stacking order of the footer.
 * @cssprop --mc-font-family - Font.
 */
import { McInstallPromptElement } from './element.js';
import type { McInstallPromptProps } from './mc-install-prompt.js';

export type { InstallPromptInstallDetail } from './mc-install-prompt.js';

McInstallPromptElement.define();

export { McInstallPromptElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-install-prompt': HTMLElement & McInstallPromptProps;
  }
}
