/**
 * `<mc-vip-card>`: the member's VIP club card.
 *
 * @summary The club label, the rank level and the progress towards the next level as a progress bar with an
 *   accessible value (SPEC §3, §4). The progress loads when a session starts: 100 % for a member without a
 *   rank label id, else completed ÷ expected conditions. A member without a club label sees an invitation to
 *   the member benefits; a visitor sees nothing.
 *
 * @attr {string} benefits-href - Where the "member benefits" link goes (default `/m/member/benefits`);
 *   `none` hides the link.
 *
 * @event {NavigateDetail} mc-navigate - The benefits link was followed; cancel it to route
 *   yourself (the /m app does).
 *
 * @csspart vip-card - The card.
 * @csspart vip-label - The club label name.
 * @csspart vip-level - The rank level.
 * @csspart vip-progress - The progress bar (role progressbar, aria-valuenow in percent).
 * @csspart vip-benefits - The member benefits link.
 *
 * @cssprop --mc-vip-background - Card background.
 * @cssprop --mc-vip-color - Card text colour.
 * @cssprop --mc-vip-progress - Progress bar colour.
 * @cssprop --mc-vip-none-background - Background for a member without VIP.
 */
import { McVipCardElement } from './element.js';
import type { McVipCardProps } from './mc-vip-card.js';

McVipCardElement.define();

export { McVipCardElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-vip-card': HTMLElement & McVipCardProps;
  }
}
