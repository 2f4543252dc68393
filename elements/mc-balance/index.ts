/**
 * `<mc-balance>`: the member's balance.
 *
 * @summary The balance in the merchant's currency, written the way the player's language writes money (reais
 *   always the Brazilian way). A refresh control, and a control that hides the amount, remembered on the
 *   device. The balance is asked for again after a deposit or a claimed reward, when the page comes back
 *   into view (from a game), on the refresh control, and otherwise at most once every 10 s. A failed refresh
 *   keeps the last known amount, marked as not current and announced; a balance that never loaded says so,
 *   with a retry (the card keeps its links). In the header line the amount is never cut: the label shows only
 *   where all of it fits. Every balance on a page shares one
 *   amount and one call. A visitor sees nothing.
 *
 * @attr {'card' | 'compact'} variant - `card` (default): a large card with deposit, withdraw and records links; `compact`: one
 *   line for a page header.
 * @attr {string} records-href - Where the card's records link goes (default `/m/member/records`); `none`
 *   hides it.
 * @attr {string} deposit-href - Where the card's deposit link goes (default `/m/voucherCenter`); `none`
 *   hides it.
 * @attr {string} withdraw-href - Where the card's withdraw link goes (default `/m/member/withdraw`); `none`
 *   hides it.
 *
 * @event {NavigateDetail} mc-navigate - A link of the card was followed; cancel it to route
 *   yourself (the /m app does).
 *
 * @csspart balance - The card or the header line.
 * @csspart amount - The amount (`••••••` while hidden).
 * @csspart label - The header line's "Balance", shown only where the line has room for it.
 * @csspart retry - The card's retry button, when the balance could not be loaded.
 * @csspart status - Says that the amount is not current after a failed refresh (a live region).
 * @csspart refresh - The refresh button.
 * @csspart hide - The button that hides or shows the amount (`aria-label` says which).
 * @csspart deposit - The card's deposit link.
 * @csspart withdraw - The card's withdraw link.
 * @csspart records - The card's records link.
 *
 * @cssprop --mc-balance-background - Card background.
 * @cssprop --mc-balance-color - Card text colour.
 * @cssprop --mc-balance-action-background - Background of the card's deposit link.
 * @cssprop --mc-balance-action-color - Text colour of the card's deposit link.
 * @cssprop --mc-balance-compact-background - Background of the header line.
 * @cssprop --mc-balance-compact-color - Text colour of the header line.
 * @cssprop --mc-balance-stale-background - Background of the "not up to date" mark.
 * @cssprop --mc-balance-stale-color - Text colour of the "not up to date" mark.
 */
import { McBalanceElement } from './element.js';
import type { McBalanceProps } from './mc-balance.js';

McBalanceElement.define();

export { McBalanceElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-balance': HTMLElement & McBalanceProps;
  }
}
