/**
 * `<mc-point-market>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McPointMarketElement.define('shop-point-market')`); `./index.js` defines it as `<mc-point-market>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McPointMarket, type McPointMarketProps } from './mc-point-market.js';
import { styles } from './mc-point-market.styles.js';

/** The element's own strings. */
const pointMarketStrings: Namespace = { name: 'mc-point-market', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-point-market.json`) };

export const McPointMarketElement = createElement<McPointMarketProps>('mc-point-market', McPointMarket, {
  attributes: {},
  styles,
  strings: [pointMarketStrings],
});
