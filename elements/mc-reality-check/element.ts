/**
 * `<mc-reality-check>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McRealityCheckElement.define('shop-reality-check')`); `./index.js` defines it as `<mc-reality-check>`.
 */
import { createElement } from '../../src/element/index.js';
import { McRealityCheck, type McRealityCheckProps } from './mc-reality-check.js';
import { styles } from './mc-reality-check.styles.js';

export const McRealityCheckElement = createElement<McRealityCheckProps>('mc-reality-check', McRealityCheck, {
  attributes: { recordsPath: 'string' },
  styles,
});
