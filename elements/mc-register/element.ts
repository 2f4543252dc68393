/**
 * `<mc-register>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McRegisterElement.define('shop-register')`); `./index.js` defines it as `<mc-register>`.
 */
import { createElement } from '../../src/element/index.js';
import { passwordStrings, signInStrings, type Namespace } from '../../src/i18n/index.js';
import { McRegister, type McRegisterProps } from './mc-register.js';
import { styles } from './mc-register.styles.js';

/** The element's own strings. */
const registerStrings: Namespace = { name: 'mc-register', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-register.json`) };

export const McRegisterElement = createElement<McRegisterProps>('mc-register', McRegister, {
  attributes: {
    mode: 'string',
    noMobile: 'boolean',
    noTitle: 'boolean',
    noRedirect: 'boolean',
    noLogin: 'boolean', noProviders: 'boolean',
    successNotice: 'boolean',
    successMessage: 'string',
    agent: 'boolean',
  },
  styles,
  strings: [registerStrings, signInStrings, passwordStrings],
});
