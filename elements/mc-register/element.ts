/**
 * `<mc-register>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McRegisterElement.define('shop-register')`); `./index.js` defines it as `<mc-register>`.
 */
import { createElement } from '../../src/element/index.js';
import { McRegister, type McRegisterProps } from './mc-register.js';
import { styles } from './mc-register.styles.js';

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
});
