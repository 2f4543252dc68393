/**
 * `<mc-change-password>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McChangePasswordElement.define('shop-change-password')`); `./index.js` defines it as `<mc-change-password>`.
 */
import { createElement } from '../../src/element/index.js';
import { passwordStrings, type Namespace } from '../../src/i18n/index.js';
import { McChangePassword, type McChangePasswordProps } from './mc-change-password.js';
import { styles } from './mc-change-password.styles.js';

/** The element's own strings. */
const changePasswordStrings: Namespace = { name: 'mc-change-password', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-change-password.json`) };

export const McChangePasswordElement = createElement<McChangePasswordProps>('mc-change-password', McChangePassword, {
  attributes: { noTitle: 'boolean', noRedirect: 'boolean' },
  styles,
  strings: [changePasswordStrings, passwordStrings],
});
