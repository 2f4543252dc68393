/**
 * `<mc-login>`: the username and password login form.
 *
 * @summary Logs a player in with user name and password, through the platform's encrypted login.
 *
 * @attr {string} username - Prefills the user name field.
 * @attr {boolean} no-title - Hides the form's heading.
 * @attr {boolean} no-redirect - Stays on the page after login; only `mc-login-success` fires.
 *
 * @event {CustomEvent<LoginSuccessDetail>} mc-login-success - The player is logged in. `detail.destination` is
 *   where the app goes next (home, or the forced password change); cancel the event to stay.
 * @event {CustomEvent<LoginErrorDetail>} mc-login-error - The login failed; `detail.code` is the platform's
 *   error code. The message has already been shown to the player.
 *
 * @csspart form - The form.
 * @csspart title - The heading.
 * @csspart field - Each field's wrapper.
 * @csspart label - Each field's label.
 * @csspart input - Each input.
 * @csspart error - A field's error text.
 * @csspart reveal - The show/hide password control.
 * @csspart remember - The "remember me" row: remembers the login on this device and allows auto-login.
 * @csspart submit - The submit button.
 *
 * @cssprop --mc-color-primary - Button colour.
 * @cssprop --mc-color-on-primary - Button text colour.
 * @cssprop --mc-radius - Corner radius of fields and buttons.
 * @cssprop --mc-font-family - Font.
 * @cssprop --mc-login-max-width - Widest the form grows.
 */
import { defineElement } from '../../src/index.js';
import { McLogin, type McLoginProps } from './mc-login.js';
import { styles } from './mc-login.styles.js';

export type { LoginSuccessDetail, LoginErrorDetail } from './mc-login.js';

export const McLoginElement = defineElement<McLoginProps>('mc-login', McLogin, {
  attributes: { username: 'string', noTitle: 'boolean', noRedirect: 'boolean' },
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    'mc-login': HTMLElement & McLoginProps;
  }
}
