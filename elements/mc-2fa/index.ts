/**
 * `<mc-2fa>`: the two-factor dialog for a login from an unrecognised address (`login_verify_required`).
 *
 * @summary Asks for a second factor (payee name, SMS code, Google Authenticator code or email address) and
 *   finishes the login. `<mc-login>` opens the same dialog by itself; use this element when the page logs in
 *   some other way.
 *
 * @attr {string} username - The user name that logged in.
 * @prop {string} password - Its password. A property only (never an attribute), so it is not in the markup.
 * @attr {string} methods - The methods to offer, from the answer's `value` flags: any of `payeeName`, `sms`,
 *   `ga`, `email`, comma-separated. Tabs always come in that order. The email tab sends the address alone, unless
 *   the list also holds `emailCode` (the platform mails a code): then it asks for that code too.
 * @attr {boolean} open - Shows the dialog. The element removes it when the dialog closes.
 * @attr {boolean} no-redirect - Stays on the page after the login; only `mc-2fa-success` fires.
 *
 * @event {TwoFactorSuccessDetail} mc-2fa-success - The player passed the check and is logged in
 *   (after the 1.5 s success notice). `detail.destination` is where the app goes next; cancel to stay.
 * @event {{ verified: boolean }} mc-2fa-close - The dialog closed, verified or not.
 *
 * @csspart two-factor - The dialog.
 * @csspart tab - Each method's tab.
 * @csspart field - Each field's wrapper.
 * @csspart label - Each field's label.
 * @csspart input - Each input.
 * @csspart error - A field's error text.
 * @csspart send-code - The send-code button with its resend countdown (SMS; email when the platform mails a code).
 * @csspart cancel - The cancel button.
 * @csspart submit - The verify button.
 *
 * @cssprop --mc-color-primary - Buttons and the chosen tab.
 * @cssprop --mc-color-on-primary - Button text colour.
 * @cssprop --mc-radius - Corner radius of fields and buttons.
 * @cssprop --mc-font-family - Font.
 */
import { Mc2faElement } from './element.js';
import type { Mc2faProps } from './mc-2fa.js';

export type { TwoFactorSuccessDetail } from './mc-2fa.js';

Mc2faElement.define();

export { Mc2faElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-2fa': HTMLElement & Mc2faProps;
  }
}
