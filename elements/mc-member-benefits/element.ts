/**
 * `<mc-member-benefits>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McMemberBenefitsElement.define('shop-member-benefits')`); `./index.js` defines it as `<mc-member-benefits>`.
 */
import { createElement } from '../../src/element/index.js';
import { McMemberBenefits, type McMemberBenefitsProps } from './mc-member-benefits.js';
import { styles } from './mc-member-benefits.styles.js';

export const McMemberBenefitsElement = createElement<McMemberBenefitsProps>('mc-member-benefits', McMemberBenefits, {
  attributes: {},
  styles,
});
