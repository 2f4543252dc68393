/**
 * `<mc-reward-center>`: the merchant's promotions (the reward center, SPEC §2, §3).
 *
 * @summary With the merchant's `REWCEN3` switch on, the available promotions as cards under category tabs
 *   (each promotion carries `promoAnnouncementCategoryIds`); each card tells its bonus and period, opens its
 *   details, and lets a member claim it when the platform says it is claimable. With the switch off, a
 *   translated "not available" message. Loading, error (with retry) and empty states.
 *
 * @attr {string} category - Id of the category tab shown first (all promotions when absent or unknown).
 *
 * @event {RewardClaimDetail} mc-reward-center-claim - A member claimed a promotion: `detail.id`; `detail.bonusAmount`,
 *   what the platform credited, in `detail.currency`.
 *
 * @csspart rewards - The whole element.
 * @csspart tabs - The category tab list.
 * @csspart tab - Each category tab.
 * @csspart card - Each promotion's card.
 * @csspart bonus - A card's bonus line.
 * @csspart details - A card's opened details.
 * @csspart claim - A card's claim button.
 * @csspart claimed - The "claimed" badge.
 * @csspart loading - The loading placeholder.
 * @csspart error - The error message with its retry button.
 * @csspart empty - The message shown when there are no promotions.
 * @csspart unavailable - The message shown when the merchant has no reward center.
 *
 * @cssprop --mc-color-primary - Selected tab, card edge, bonus and claim button.
 * @cssprop --mc-color-surface - Card background.
 * @cssprop --mc-color-chip - Unselected tab background.
 * @cssprop --mc-color-muted - Secondary text.
 * @cssprop --mc-radius-lg - Card corners.
 * @cssprop --mc-font-family - Font.
 */
import { McRewardCenterElement } from './element.js';
import type { McRewardCenterProps } from './mc-reward-center.js';

export type { RewardClaimDetail } from './mc-reward-center.js';

McRewardCenterElement.define();

export { McRewardCenterElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-reward-center': HTMLElement & McRewardCenterProps;
  }
}
