/**
 * `<mc-withdraw>`'s class, not defined under any tag: import it from here to define it under a tag of the page's
 * own (`McWithdrawElement.define('shop-withdraw')`); `./index.js` defines it as `<mc-withdraw>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McWithdraw, type McWithdrawProps } from './mc-withdraw.js';
import { styles } from './mc-withdraw.styles.js';

/** The element's own strings. */
const withdrawStrings: Namespace = { name: 'mc-withdraw', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-withdraw.json`) };

export const McWithdrawElement = createElement<McWithdrawProps>('mc-withdraw', McWithdraw, {
  attributes: { recordsHref: 'string' },
  styles,
  strings: [withdrawStrings],
});
