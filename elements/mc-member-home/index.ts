/**
 * `<mc-member-home>`: the member's own page.
 *
 * @summary Profile (initial, user name, member id, agent tag), the VIP card, shortcuts to deposit, records, limits, rewards,
 *   point market, mission, member benefits, invite friends, feedback and customer service, a language choice
 *   (sent to the platform when it differs, except for member type 4) and logout. A visitor is asked to log in;
 *   while the member loads a placeholder shows, and a failed load offers a retry.
 *
 * @attr {boolean} no-language - Hides the language choice.
 *
 * @event {NavigateDetail} mc-navigate - A shortcut was followed; cancel it to route yourself.
 * @event {{ language: string }} mc-member-home-language - The member chose a language.
 * @event {void} mc-member-home-logout - The member logged out.
 *
 * @slot balance - A balance card under the profile (the /m app puts `<mc-balance>` there).
 *
 * @csspart member - The page.
 * @csspart profile - The profile header.
 * @csspart vip-card - The VIP card (with vip-label, vip-level, vip-progress, vip-benefits inside).
 * @csspart shortcuts - The shortcut list.
 * @csspart language - The language choice.
 * @csspart logout - The logout button.
 *
 * @cssprop --mc-color-primary - Avatar, icons and button colour.
 * @cssprop --mc-vip-background - VIP card background.
 * @cssprop --mc-vip-progress - VIP progress colour.
 */
import { McMemberHomeElement } from './element.js';
import type { McMemberHomeProps } from './mc-member-home.js';

McMemberHomeElement.define();

export { McMemberHomeElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-member-home': HTMLElement & McMemberHomeProps;
  }
}
