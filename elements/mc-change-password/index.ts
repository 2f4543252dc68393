/**
 * `<mc-change-password>`: the password change form, and the forced change of SPEC §2 `/m/changePsw`.
 *
 * @summary Lets a logged-in player change the password; says why when the platform requires it (default
 *   password, expired, first login).
 *
 * @attr {boolean} no-title - Hides the form's heading.
 * @attr {boolean} no-redirect - Stays on the page after the change; only `mc-password-changed` fires.
 *
 * @event {PasswordChangedDetail} mc-password-changed - The password was changed.
 *   `detail.destination` is where the app goes next (home); cancel the event to stay.
 * @event {PasswordChangeErrorDetail} mc-password-change-error - The change failed; `detail.code` is
 *   the platform's error code (`password.old.incorrect`, `password.same`, ...). The message has already been
 *   shown to the player.
 *
 * @csspart form - The form.
 * @csspart title - The heading.
 * @csspart reason - The line that says why the password must change.
 * @csspart field - Each field's wrapper.
 * @csspart label - Each field's label.
 * @csspart input - Each input.
 * @csspart error - A field's error text.
 * @csspart reveal - The show/hide password controls.
 * @csspart submit - The submit button.
 *
 * @cssprop --mc-color-primary - Button colour.
 * @cssprop --mc-color-on-primary - Button text colour.
 * @cssprop --mc-radius - Corner radius of fields, buttons and the reason box.
 * @cssprop --mc-font-family - Font.
 * @cssprop --mc-change-password-max-width - Widest the form grows.
 * @cssprop --mc-color-warning-surface - Background of the reason box when the change is required.
 * @cssprop --mc-color-on-warning-surface - Text colour of that box.
 */
import { McChangePasswordElement } from './element.js';
import type { McChangePasswordProps } from './mc-change-password.js';

export type { PasswordChangedDetail, PasswordChangeErrorDetail } from './mc-change-password.js';

McChangePasswordElement.define();

export { McChangePasswordElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-change-password': HTMLElement & McChangePasswordProps;
  }
}
