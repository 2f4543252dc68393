/**
 * `<mc-support>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McSupportElement.define('shop-support')`); `./index.js` defines it as `<mc-support>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McSupport, type McSupportProps } from './mc-support.js';
import { styles } from './mc-support.styles.js';

/** The element's own strings. */
const supportStrings: Namespace = { name: 'mc-support', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-support.json`) };

export const McSupportElement = createElement<McSupportProps>('mc-support', McSupport, {
  attributes: { csType: 'string', label: 'string' },
  styles,
  strings: [supportStrings],
});
