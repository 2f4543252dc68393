/**
 * `<mc-balance>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McBalanceElement.define('shop-balance')`); `./index.js` defines it as `<mc-balance>`.
 */
import { createElement } from '../../src/element/index.js';
import { McBalance, type McBalanceProps } from './mc-balance.js';
import { styles } from './mc-balance.styles.js';

export const McBalanceElement = createElement<McBalanceProps>('mc-balance', McBalance, {
  attributes: { variant: 'string', recordsHref: 'string', depositHref: 'string' },
  styles,
});
