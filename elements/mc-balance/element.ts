/**
 * `<mc-balance>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McBalanceElement.define('shop-balance')`); `./index.js` defines it as `<mc-balance>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McBalance, type McBalanceProps } from './mc-balance.js';
import { styles } from './mc-balance.styles.js';

/** The element's own strings. */
const balanceStrings: Namespace = { name: 'mc-balance', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-balance.json`) };

export const McBalanceElement = createElement<McBalanceProps>('mc-balance', McBalance, {
  attributes: { variant: 'string', recordsHref: 'string', depositHref: 'string', withdrawHref: 'string' },
  styles,
  strings: [balanceStrings],
});
