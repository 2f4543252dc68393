/**
 * `<mc-support>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McSupportElement.define('shop-support')`); `./index.js` defines it as `<mc-support>`.
 */
import { createElement } from '../../src/element/index.js';
import { McSupport, type McSupportProps } from './mc-support.js';
import { styles } from './mc-support.styles.js';

export const McSupportElement = createElement<McSupportProps>('mc-support', McSupport, {
  attributes: { csType: 'string', label: 'string' },
  styles,
});
