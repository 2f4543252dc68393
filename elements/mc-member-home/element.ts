/**
 * `<mc-member-home>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McMemberHomeElement.define('shop-member-home')`); `./index.js` defines it as `<mc-member-home>`.
 */
import { createElement } from '../../src/element/index.js';
import { McMemberHome, type McMemberHomeProps } from './mc-member-home.js';
import { styles } from './mc-member-home.styles.js';

export const McMemberHomeElement = createElement<McMemberHomeProps>('mc-member-home', McMemberHome, {
  attributes: { noLanguage: 'boolean' },
  styles,
});
