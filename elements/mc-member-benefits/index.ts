/**
 * `<mc-member-benefits>`: what each VIP level gives.
 *
 * @summary One card per VIP level from the platform (required deposit, rebate, daily withdrawals, upgrade and
 *   birthday bonus), the member's own level marked. Loading placeholder, an empty note when the merchant has
 *   no levels, a retry when the call fails, and a login note for a visitor.
 *
 * @csspart benefits - The list (or the state shown instead).
 * @csspart level - One level's card; the member's own has `aria-current="true"`.
 *
 * @cssprop --mc-color-primary - Colour of the member's own level.
 */
import { McMemberBenefitsElement } from './element.js';
import type { McMemberBenefitsProps } from './mc-member-benefits.js';

McMemberBenefitsElement.define();

export { McMemberBenefitsElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-member-benefits': HTMLElement & McMemberBenefitsProps;
  }
}
