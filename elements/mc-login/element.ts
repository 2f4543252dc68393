/**
 * `<mc-login>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McLoginElement.define('shop-login')`); `./index.js` defines it as `<mc-login>`.
 */
import { createElement } from '../../src/element/index.js';
import { McLogin, type McLoginProps } from './mc-login.js';
import { styles } from './mc-login.styles.js';

export const McLoginElement = createElement<McLoginProps>('mc-login', McLogin, {
  attributes: { username: 'string', noTitle: 'boolean', noRedirect: 'boolean', mode: 'string', noSms: 'boolean', noProviders: 'boolean', noReset: 'boolean' },
  styles,
});
