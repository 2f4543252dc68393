/**
 * `<mc-point-market>`: the point market, where a member spends points on items (SPEC §2).
 *
 * @summary The member's points and the market's items (cost, stock), each redeemable after a confirmation
 *   that says what the points will be after; the result (order number and points left) or the refusal
 *   (not enough points, sold out) shows in a dialog. Items the member cannot afford or that are sold out say
 *   so and cannot be redeemed. Loading, error (with retry) and empty states.
 *
 * @event {PointRedeemDetail} mc-point-market-redeem - An item was redeemed: `detail.itemId`,
 *   `detail.orderId` and the points left (`detail.points`).
 *
 * @csspart market - The whole element.
 * @csspart balance - The member's points.
 * @csspart item - Each item.
 * @csspart cost - An item's price in points.
 * @csspart redeem - An item's redeem button.
 * @csspart confirm - The confirmation dialog.
 * @csspart result - The result dialog.
 * @csspart loading - The loading placeholder.
 * @csspart error - The error message with its retry button.
 * @csspart empty - The message shown when the market has no items.
 *
 * @cssprop --mc-color-primary - Prices, icons and buttons.
 * @cssprop --mc-point-market-balance-background - Background of the points card.
 * @cssprop --mc-color-surface - Item background.
 * @cssprop --mc-font-family - Font.
 */
import { McPointMarketElement } from './element.js';

export type { PointRedeemDetail } from './mc-point-market.js';

McPointMarketElement.define();

export { McPointMarketElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-point-market': HTMLElement;
  }
}
