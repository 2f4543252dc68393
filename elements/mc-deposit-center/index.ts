/**
 * `<mc-deposit-center>`: the voucher center, where a member deposits (SPEC §2, §3).
 *
 * @summary The member's deposit statistics (successful deposits, and a first-deposit hint until the first
 *   one), the merchant's payment channels with quick amounts, and an amount field checked against the
 *   channel's limits and what the member's own deposit limits leave today (a deposit over them is refused with
 *   what is left). Amounts are shown in the player's locale and currency (R$ 1.234,56 in Brazilian
 *   Portuguese). The deposit is posted encrypted; on success the statistics update and two events fire.
 *   Loading, error (with retry) and empty states.
 *
 * @attr {string} channel - Id of the payment channel selected first.
 *
 * @event {DepositTrackDetail} mc-track - After a successful deposit, a tracking event named
 *   `deposit` (`detail.name`), with `detail.amount`, `detail.currency` (ISO code; TLB is PHP) and
 *   `detail.firstDeposit: true` when it was the member's first.
 * @event {DepositDoneDetail} mc-deposit - Dispatched on the document after a successful deposit
 *   (the event the forced-download modal listens to), with the amount, currency and new statistics.
 *
 * @csspart deposit - The whole element.
 * @csspart statistics - The statistics card.
 * @csspart first-deposit - The first-deposit hint.
 * @csspart limit-left - What the member's own deposit limits still allow today, when they set one.
 * @csspart form - The deposit form.
 * @csspart channel - Each payment channel.
 * @csspart amount - Each quick amount.
 * @csspart input - The amount field.
 * @csspart submit - The deposit button.
 * @csspart result - The confirmation of a deposit.
 * @csspart loading - The loading placeholder.
 * @csspart error - The error message with its retry button.
 * @csspart empty - The message shown when no channel is available.
 *
 * @cssprop --mc-color-primary - Selected channel and amount, deposit button.
 * @cssprop --mc-deposit-stats-background - Background of the statistics card.
 * @cssprop --mc-color-surface - Channel and amount background.
 * @cssprop --mc-color-border - Channel and amount borders.
 * @cssprop --mc-font-family - Font.
 */
import { McDepositCenterElement } from './element.js';
import type { McDepositCenterProps } from './mc-deposit-center.js';

export type { DepositTrackDetail, DepositDoneDetail } from './mc-deposit-center.js';

McDepositCenterElement.define();

export { McDepositCenterElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-deposit-center': HTMLElement & McDepositCenterProps;
  }
}
