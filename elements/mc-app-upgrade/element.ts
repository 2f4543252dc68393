/**
 * `<mc-app-upgrade>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McAppUpgradeElement.define('shop-app-upgrade')`); `./index.js` defines it as `<mc-app-upgrade>`.
 */
import { createElement } from '../../src/element/index.js';
import { McAppUpgrade, type McAppUpgradeProps } from './mc-app-upgrade.js';
import { styles } from './mc-app-upgrade.styles.js';

export const McAppUpgradeElement = createElement<McAppUpgradeProps>('mc-app-upgrade', McAppUpgrade, {
  attributes: { closeDelay: 'number' },
  styles,
});
