/**
 * `<mc-change-password>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McChangePasswordElement.define('shop-change-password')`); `./index.js` defines it as `<mc-change-password>`.
 */
import { createElement } from '../../src/element/index.js';
import { McChangePassword, type McChangePasswordProps } from './mc-change-password.js';
import { styles } from './mc-change-password.styles.js';

export const McChangePasswordElement = createElement<McChangePasswordProps>('mc-change-password', McChangePassword, {
  attributes: { noTitle: 'boolean', noRedirect: 'boolean' },
  styles,
});
