/**
 * `<mc-withdraw>`: the member's withdrawal.
 *
 * @summary The amount that can be withdrawn, the payout account (a PIX key where the merchant's money is BRL, a
 *   bank account otherwise, added or changed in place), and an amount with the merchant's minimum, maximum and
 *   fee, today's withdrawals against the VIP level's daily count and amount, and what the player receives. The
 *   amount is checked before anything is sent; the request is confirmed with the account's password, or its
 *   authenticator code when the account has that second factor, and the result says the withdrawal is pending
 *   in the records, where it can be cancelled until it is paid. The platform's refusals (balance, minimum,
 *   maximum, daily limits, password) show in place with the form kept. Loading, error (with retry) states; a
 *   visitor is told the page is for members.
 *
 * @attr {string} records-href - Where the result's records link leads (default `/m/member/records`); `none`
 *   hides it.
 *
 * @event {{ id: string, amount: number, fee: number, received: number, currency: string }} mc-withdraw - A
 *   withdrawal was requested and is pending; the balance on the page refreshes.
 * @event {{ path: string, reason: string }} mc-navigate - The player follows the records link (`reason:
 *   'withdraw-records'`); cancelable, cancel to route it yourself.
 *
 * @csspart withdraw - The page.
 * @csspart withdrawable - The amount that can be withdrawn now.
 * @csspart amount-step - The amount form.
 * @csspart account - The payout account on the amount form.
 * @csspart account-edit - The button that changes the payout account.
 * @csspart amount - The amount field.
 * @csspart amount-all - The quick amount that withdraws all that can go now.
 * @csspart amount-error - Why the amount cannot be withdrawn.
 * @csspart figures - The fee and what the player receives.
 * @csspart received - What the player receives.
 * @csspart rules - The merchant's minimum, maximum and fee, and today's withdrawals.
 * @csspart daily - Today's withdrawals against the VIP level's limits.
 * @csspart continue - The amount form's submit button.
 * @csspart account-form - The payout account's form.
 * @csspart pix-type - A PIX key type button (`data-type`, `aria-pressed`).
 * @csspart account-pixKey - The PIX key field.
 * @csspart account-bankName - The bank field.
 * @csspart account-accountNumber - The account number field.
 * @csspart account-holderName - The account holder's name field.
 * @csspart account-error - The platform's refusal of the account.
 * @csspart account-save - The account form's save button.
 * @csspart confirm-step - The confirmation: the summary and the password or code.
 * @csspart summary - The amount, fee, what is received and the account.
 * @csspart secret - The password or authenticator code field.
 * @csspart confirm-error - Why the withdrawal was refused.
 * @csspart confirm - The confirm button.
 * @csspart back - Back to the amount.
 * @csspart result - The request's result.
 * @csspart records - The result's link to the records.
 * @csspart again - The result's button back to a fresh form.
 * @csspart loading - The placeholder while the page loads.
 * @csspart error - The message and retry when it could not load.
 *
 * @cssprop --mc-color-primary - Buttons, links and the selected key type.
 * @cssprop --mc-color-surface - The steps' background.
 * @cssprop --mc-withdraw-hero - The background of the withdrawable amount.
 */
import { McWithdrawElement } from './element.js';
import type { McWithdrawProps } from './mc-withdraw.js';

McWithdrawElement.define();

export { McWithdrawElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-withdraw': HTMLElement & McWithdrawProps;
  }
}
