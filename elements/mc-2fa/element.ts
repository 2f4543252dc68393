/**
 * `<mc-2fa>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`Mc2faElement.define('shop-2fa')`); `./index.js` defines it as `<mc-2fa>`.
 */
import { createElement } from '../../src/element/index.js';
import { passwordStrings, signInStrings } from '../../src/i18n/index.js';
import { Mc2fa, type Mc2faProps } from './mc-2fa.js';
import { styles } from './mc-2fa.styles.js';

export const Mc2faElement = createElement<Mc2faProps>('mc-2fa', Mc2fa, {
  attributes: { username: 'string', password: 'property', methods: 'string', open: 'boolean', noRedirect: 'boolean' },
  styles,
  strings: [signInStrings, passwordStrings],
});
