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
import { defineElement } from '../../src/element/index.js';
import { McMemberBenefits, type McMemberBenefitsProps } from './mc-member-benefits.js';
import { styles } from './mc-member-benefits.styles.js';

export const McMemberBenefitsElement = defineElement<McMemberBenefitsProps>('mc-member-benefits', McMemberBenefits, {
  attributes: {},
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    'mc-member-benefits': HTMLElement & McMemberBenefitsProps;
  }
}
