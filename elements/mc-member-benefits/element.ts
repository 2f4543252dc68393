/**
 * `<mc-member-benefits>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McMemberBenefitsElement.define('shop-member-benefits')`); `./index.js` defines it as `<mc-member-benefits>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McMemberBenefits, type McMemberBenefitsProps } from './mc-member-benefits.js';
import { styles } from './mc-member-benefits.styles.js';

/** The element's own strings. */
const memberBenefitsStrings: Namespace = { name: 'mc-member-benefits', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-member-benefits.json`) };

export const McMemberBenefitsElement = createElement<McMemberBenefitsProps>('mc-member-benefits', McMemberBenefits, {
  attributes: {},
  styles,
  strings: [memberBenefitsStrings],
});
