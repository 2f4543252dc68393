/**
 * `<mc-login>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McLoginElement.define('shop-login')`); `./index.js` defines it as `<mc-login>`.
 */
import { createElement } from '../../src/element/index.js';
import { passwordStrings, signInStrings, type Namespace } from '../../src/i18n/index.js';
import { McLogin, type McLoginProps } from './mc-login.js';
import { styles } from './mc-login.styles.js';

/** The element's own strings. */
const loginStrings: Namespace = { name: 'mc-login', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-login.json`) };

export const McLoginElement = createElement<McLoginProps>('mc-login', McLogin, {
  attributes: { username: 'string', noTitle: 'boolean', noRedirect: 'boolean', mode: 'string', noSms: 'boolean', noProviders: 'boolean', noReset: 'boolean' },
  styles,
  strings: [loginStrings, signInStrings, passwordStrings],
});
