/**
 * `<mc-self-exclusion>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McSelfExclusionElement.define('shop-self-exclusion')`); `./index.js` defines it as `<mc-self-exclusion>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McSelfExclusion, type McSelfExclusionProps } from './mc-self-exclusion.js';
import { styles } from './mc-self-exclusion.styles.js';

/** The element's own strings. */
const selfExclusionStrings: Namespace = { name: 'mc-self-exclusion', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-self-exclusion.json`) };

export const McSelfExclusionElement = createElement<McSelfExclusionProps>('mc-self-exclusion', McSelfExclusion, {
  attributes: {},
  styles,
  strings: [selfExclusionStrings],
});
