/**
 * `<mc-marquee>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McMarqueeElement.define('shop-marquee')`); `./index.js` defines it as `<mc-marquee>`.
 */
import { createElement } from '../../src/element/index.js';
import { McMarquee, type McMarqueeProps } from './mc-marquee.js';
import { styles } from './mc-marquee.styles.js';

export const McMarqueeElement = createElement<McMarqueeProps>('mc-marquee', McMarquee, {
  attributes: { speed: 'number' },
  styles,
});
