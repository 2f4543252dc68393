/**
 * `<mc-login>`: the login form, by user name and password or by mobile number and SMS code.
 *
 * @summary Logs a player in through the platform's encrypted login; a login from an unrecognised address opens
 *   the two-factor dialog.
 *
 * @attr {string} username - Prefills the user name field.
 * @attr {'username' | 'sms'} mode - The way in shown first: `username` (default) or `sms`.
 * @attr {boolean} no-sms - Hides the switch to SMS login.
 * @attr {boolean} no-title - Hides the form's heading.
 * @attr {boolean} no-redirect - Stays on the page after login; only `mc-login-success` fires.
 * @attr {boolean} no-reset - Hides "Forgot password?" and its reset flow (a code by SMS or email, then a new
 *   password), for merchants who reset passwords another way.
 * @attr {boolean} no-providers - Hides Google and phone sign-in (Firebase Auth), shown below the form when the
 *   merchant offers them (GOOGLELOGIN3; status `sms.firebase`).
 *
 * @event {LoginSuccessDetail} mc-login-success - The player is logged in (after the two-factor step
 *   when one was asked). `detail.type` is `username`, `sms` or `firebase` (Google or phone sign-in, possibly after an automatic
 *   registration); `detail.destination` is where the app goes next
 *   (home, or the forced password change); cancel the event to stay.
 * @event {PasswordResetDetail} mc-password-reset - The player reset a forgotten password; the form is
 *   back at the user name login with `detail.userName` filled in, waiting for the new password.
 * @event {LoginErrorDetail} mc-login-error - The login failed; `detail.code` is the platform's
 *   error code. The message has already been shown to the player.
 *
 * @cssstate resetting - The "Forgot password?" flow is showing instead of the login, under its own heading.
 *
 * @csspart form - Each way's form.
 * @csspart title - The heading.
 * @csspart modes - The switch between user name and mobile number.
 * @csspart mode - Each button of that switch.
 * @csspart country - The country dialling-code button.
 * @csspart country-picker - The slide-up list of country codes.
 * @csspart country-option - Each country in it.
 * @csspart send-code - The send-code button with its resend countdown.
 * @csspart field - Each field's wrapper.
 * @csspart label - Each field's label.
 * @csspart input - Each input.
 * @csspart error - A field's error text.
 * @csspart reveal - The show/hide password control.
 * @csspart remember - The "remember me" row: remembers the login on this device and allows auto-login.
 * @csspart submit - The submit button.
 * @csspart providers - The Google and phone sign-in block below the form.
 * @csspart providers-divider - Its "or continue with" line.
 * @csspart provider - Each provider button (`data-provider` is `google` or `phone`).
 * @csspart phone-flow - The phone sign-in form: country, number, SMS code.
 * @csspart forgot - The "Forgot password?" link under the user name form.
 * @csspart reset - The password reset flow, in place of the login form while it is open.
 * @csspart reset-title - Its heading.
 * @csspart reset-intro - What the first step asks for.
 * @csspart reset-sent - The "a code has been sent" line of the second step (the same whether or not the account
 *   exists).
 * @csspart reset-change - The link back to the first step, to change the user name, number or address.
 * @csspart reset-back - The link back to the login form.
 * @csspart bind-choice - The dialog offered when a provider identity has no account: log in or register.
 * @csspart provider-consent - The dialog before a provider identity with no account becomes a new one (with
 *   FIREBASECREATEACC3): the age and terms boxes (`acceptance`, `acceptance-box`, `terms-link`), Create account
 *   or Cancel.
 *
 * @cssprop --mc-color-primary - Button colour.
 * @cssprop --mc-color-on-primary - Button text colour.
 * @cssprop --mc-radius - Corner radius of fields and buttons.
 * @cssprop --mc-font-family - Font.
 * @cssprop --mc-login-max-width - Widest the form grows.
 * @cssprop --mc-color-segment-bg - Background of the user name / mobile number switch.
 */
import { McLoginElement } from './element.js';
import type { McLoginProps } from './mc-login.js';

export type { LoginSuccessDetail, LoginErrorDetail, LoginType, PasswordResetDetail } from './mc-login.js';

McLoginElement.define();

export { McLoginElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-login': HTMLElement & McLoginProps;
  }
}
