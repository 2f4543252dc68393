/**
 * `<mc-member-home>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McMemberHomeElement.define('shop-member-home')`); `./index.js` defines it as `<mc-member-home>`.
 */
import { createElement } from '../../src/element/index.js';
import { type Namespace, vipStrings } from '../../src/i18n/index.js';
import { McMemberHome, type McMemberHomeProps } from './mc-member-home.js';
import { styles } from './mc-member-home.styles.js';

/** The element's own strings. */
const memberHomeStrings: Namespace = { name: 'mc-member-home', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-member-home.json`) };

export const McMemberHomeElement = createElement<McMemberHomeProps>('mc-member-home', McMemberHome, {
  attributes: { noLanguage: 'boolean' },
  styles,
  strings: [memberHomeStrings, vipStrings],
});
