/**
 * `<mc-invite-friends>`: the referral page.
 *
 * @summary Agents (member type 1 or 2) are sent to agent registration. Anyone else needs the merchant's
 *   referral promotion (MCSFE_getMerchantAvailablePromotions REFERRAL enabled, asked only with REWCEN3 on);
 *   without it customer service opens (members: at once; visitors: from a button). With it, a member sees
 *   their invite link (`?r=<referral code>`, the code the platform issued and accepts at registration), a
 *   share button (the phone's share sheet; a copy button where there is none) and how many friends joined;
 *   a visitor is asked to log in. Loading, error (with retry) states.
 *
 * @attr {string} link-base - The page a friend opens, `?r=` is added (default: this site's `/m/register`,
 *   which opens with the code filled in).
 *
 * @event {NavigateDetail} mc-navigate - Agent registration or login was requested; cancel it to
 *   route yourself.
 * @event {{ link: string }} mc-invite-friends-copy - The player copied the link.
 * @event {{ link: string }} mc-invite-friends-share - The player shared the link through the share sheet.
 *
 * @csspart invite - The page (or the state shown instead).
 * @csspart link - The read-only invite link field.
 * @csspart share - The share button, where the phone has a share sheet.
 * @csspart copy - The copy button, where it has none.
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
