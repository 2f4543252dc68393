/**
 * `<mc-vip-card>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McVipCardElement.define('shop-vip-card')`); `./index.js` defines it as `<mc-vip-card>`.
 */
import { createElement } from '../../src/element/index.js';
import { vipStrings } from '../../src/i18n/index.js';
import { McVipCard, type McVipCardProps } from './mc-vip-card.js';
import { styles } from './mc-vip-card.styles.js';

export const McVipCardElement = createElement<McVipCardProps>('mc-vip-card', McVipCard, {
  attributes: { benefitsHref: 'string' },
  styles,
  strings: [vipStrings],
});
