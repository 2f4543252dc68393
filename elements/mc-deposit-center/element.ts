/**
 * `<mc-deposit-center>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McDepositCenterElement.define('shop-deposit-center')`); `./index.js` defines it as `<mc-deposit-center>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McDepositCenter, type McDepositCenterProps } from './mc-deposit-center.js';
import { styles } from './mc-deposit-center.styles.js';

/** The element's own strings. */
const depositCenterStrings: Namespace = { name: 'mc-deposit-center', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-deposit-center.json`) };

export const McDepositCenterElement = createElement<McDepositCenterProps>('mc-deposit-center', McDepositCenter, {
  attributes: { channel: 'string' },
  styles,
  strings: [depositCenterStrings],
});
