/**
 * `<mc-records>`: the member's money records.
 *
 * @summary Deposits, withdrawals, bonuses and rewards, and game results, newest first and grouped by day, with a
 *   type filter and a period (today, 7 days, 30 days). A withdrawal says where it stands (pending, paid, failed,
 *   cancelled), and a pending one can be cancelled from its row: its money comes back to the balance. More load as the player scrolls to the end, or with the
 *   "load more" button. Amounts are signed and written in the merchant's currency the player's way, with the
 *   balance after each; times in the player's locale. Loading, empty and error (with retry) states. A
 *   visitor is told the records are for members.
 *
 * @attr {'today' | '7d' | '30d'} range - The period shown first: `today`, `7d` (default) or `30d`.
 *
 * @csspart records - The page.
 * @csspart filters - The type and period filters.
 * @csspart type-filter - A type button (`data-type`, `aria-pressed`).
 * @csspart range-filter - A period button (`data-range`, `aria-pressed`).
 * @csspart day - The records of one day.
 * @csspart record - One record (`data-kind`: deposit, withdrawal, bonus, reward or game; `data-status` for a
 *   withdrawal).
 * @csspart record-amount - A record's signed amount.
 * @csspart record-status - A withdrawal's status.
 * @csspart cancel-withdrawal - The cancel button of a pending withdrawal.
 * @csspart cancel-note - What the last cancel said.
 * @csspart load-more - The button that loads the next page.
 * @csspart end - Below the list: the load-more button or the end note.
 * @csspart loading - The placeholder while the first page loads.
 * @csspart empty - The message when the period has no records.
 * @csspart error - The message and retry when the records could not load.
 *
 * @event {{ id: string, amount: number, currency: string }} mc-records-cancel - A pending withdrawal was
 *   cancelled and its money is back in the balance (the balance on the page refreshes).
 *
 * @cssprop --mc-color-primary - The selected type.
 * @cssprop --mc-records-background - Behind the filters, which stay at the top as the list scrolls.
 */
import { McRecordsElement } from './element.js';
import type { McRecordsProps } from './mc-records.js';

McRecordsElement.define();

export { McRecordsElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-records': HTMLElement & McRecordsProps;
  }
}
