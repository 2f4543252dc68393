/**
 * `<mc-limits>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McLimitsElement.define('shop-limits')`); `./index.js` defines it as `<mc-limits>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McLimits, type McLimitsProps } from './mc-limits.js';
import { styles } from './mc-limits.styles.js';

/** The element's own strings. */
const limitsStrings: Namespace = { name: 'mc-limits', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-limits.json`) };

export const McLimitsElement = createElement<McLimitsProps>('mc-limits', McLimits, {
  attributes: { selfExclusionHref: 'string' },
  styles,
  strings: [limitsStrings],
});
