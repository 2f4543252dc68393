/**
 * `<mc-register>`: registration by user name and password or by mobile number, with the affiliate, referral
 * and ad attribution the platform expects.
 *
 * @summary Registers a player through the platform's encrypted registration (captcha first when the merchant
 *   asks), then logs them in and goes home unless told otherwise.
 *
 * @attr {'username' | 'mobile'} mode - The way shown first: `username` (default) or `mobile`.
 * @attr {boolean} no-mobile - Hides the switch to registration by mobile number.
 * @attr {boolean} no-title - Hides the form's heading.
 * @attr {boolean} no-redirect - Stays on the page after registering; only `mc-register-success` fires.
 * @attr {boolean} no-login - Registers without logging in (the platform is asked with `login: false`).
 * @attr {boolean} success-notice - Shows the success notice first and logs in when the player confirms it.
 * @attr {string} success-message - The success notice's text instead of the translated default
 *   ("registration successful, you will be logged in soon").
 * @attr {boolean} agent - Agent registration through an agent's referral link: says so, and needs the agent's
 *   code.
 * @attr {boolean} no-providers - Hides the Google and phone sign-in the merchant may offer (GOOGLELOGIN3,
 *   status `sms.firebase`); a player who signs in that way without an account is registered or asked to choose.
 *   The form's age and terms boxes must be ticked before a provider button goes on.
 *
 * @event {RegisterSuccessDetail} mc-register-success - The account exists (and the player is logged
 *   in unless `no-login`). `detail`: `userName`, `customerId`, `type` (the member type the platform gave: 0
 *   player, 1 or 2 agent), `method` (`username`, `mobile`, or `provider` for Google or phone sign-in), `loggedIn`, `destination`; cancel it to stay.
 * @event {RegisterErrorDetail} mc-register-error - The registration failed; `detail.code` is the
 *   platform's error code (`username.exists`, `mobile.exists`, ...) or `verify_first` for a closed captcha.
 *   The message has already been shown; the form keeps what was typed.
 *
 * @csspart form - Each way's form.
 * @csspart title - The heading.
 * @csspart agent-note - What differs for an agent registration.
 * @csspart modes - The switch between user name and mobile number.
 * @csspart mode - Each button of that switch.
 * @csspart field - Each field's wrapper.
 * @csspart label - Each field's label.
 * @csspart input - Each input.
 * @csspart error - A field's error text.
 * @csspart reveal - The show/hide password control.
 * @csspart username-help - The line under the user name: availability and suggestions.
 * @csspart suggest - The "suggest a user name" control.
 * @csspart suggestion - The control that takes the suggested name when the typed one is taken.
 * @csspart country - The country dialling-code button.
 * @csspart country-picker - The slide-up list of country codes.
 * @csspart country-option - Each country in it.
 * @csspart send-code - The send-code button with its resend countdown.
 * @csspart default-password-hint - The note on the default password of a mobile registration without one.
 * @csspart acceptance - The confirmation of legal age and, where the merchant has terms, their acceptance.
 * @csspart acceptance-box - Each of those checkboxes (`name`: `ageConfirmed`, `termsAccepted`).
 * @csspart terms-link - The link to the merchant's terms (a new tab).
 * @csspart submit - The submit button.
 *
 * @cssprop --mc-color-primary - Button colour.
 * @cssprop --mc-color-on-primary - Button text colour.
 * @cssprop --mc-radius - Corner radius of fields and buttons.
 * @cssprop --mc-font-family - Font.
 * @cssprop --mc-register-max-width - Widest the form grows.
 * @cssprop --mc-color-segment-bg - Background of the user name / mobile number switch.
 * @cssprop --mc-color-info-surface - Background of the agent note.
 * @cssprop --mc-color-on-info-surface - Text colour of the agent note.
 * @cssprop --mc-color-link - Colour of the suggestion controls.
 */
import { McRegisterElement } from './element.js';
import type { McRegisterProps } from './mc-register.js';

export type { RegisterSuccessDetail, RegisterErrorDetail, RegisterMethod } from './mc-register.js';

McRegisterElement.define();

export { McRegisterElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-register': HTMLElement & McRegisterProps;
  }
}
