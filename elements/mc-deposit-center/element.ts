/**
 * `<mc-deposit-center>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McDepositCenterElement.define('shop-deposit-center')`); `./index.js` defines it as `<mc-deposit-center>`.
 */
import { createElement } from '../../src/element/index.js';
import { McDepositCenter, type McDepositCenterProps } from './mc-deposit-center.js';
import { styles } from './mc-deposit-center.styles.js';

export const McDepositCenterElement = createElement<McDepositCenterProps>('mc-deposit-center', McDepositCenter, {
  attributes: { channel: 'string' },
  styles,
});
