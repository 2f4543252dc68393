/**
 * `<mc-invite-friends>`: the referral page.
 *
 * @summary Agents (member type 1 or 2) are sent to agent registration. Anyone else needs the merchant's
 *   referral promotion (MCSFE_getMerchantAvailablePromotions REFERRAL enabled, asked only with REWCEN3 on);
 *   without it customer service opens (members: at once; visitors: from a button). With it, a member sees
 *   their invite link (`?r=<referral code>`), a copy button and how many friends joined; a visitor is asked
 *   to log in. Loading, error (with retry) states.
 *
 * @attr {string} link-base - The page a friend opens, `?r=` is added (default: this site's `/m/index`).
 *
 * @event {NavigateDetail} mc-navigate - Agent registration or login was requested; cancel it to
 *   route yourself.
 * @event {{ link: string }} mc-invite-friends-copy - The player copied the link.
 *
 * @csspart invite - The page (or the state shown instead).
 * @csspart link - The read-only invite link field.
 * @csspart copy - The copy button.
 * @csspart count - How many friends joined.
 * @csspart support - The customer service button when the promotion is closed.
 *
 * @cssprop --mc-color-primary - Button and artwork colour.
 */
import { McInviteFriendsElement } from './element.js';
import type { McInviteFriendsProps } from './mc-invite-friends.js';

McInviteFriendsElement.define();

export { McInviteFriendsElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-invite-friends': HTMLElement & McInviteFriendsProps;
  }
}
