/**
 * `<mc-reality-check>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McRealityCheckElement.define('shop-reality-check')`); `./index.js` defines it as `<mc-reality-check>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McRealityCheck, type McRealityCheckProps } from './mc-reality-check.js';
import { styles } from './mc-reality-check.styles.js';

/** The element's own strings. */
const realityCheckStrings: Namespace = { name: 'mc-reality-check', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-reality-check.json`) };

export const McRealityCheckElement = createElement<McRealityCheckProps>('mc-reality-check', McRealityCheck, {
  attributes: { recordsPath: 'string' },
  styles,
  strings: [realityCheckStrings],
});
