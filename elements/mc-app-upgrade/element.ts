/**
 * `<mc-app-upgrade>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McAppUpgradeElement.define('shop-app-upgrade')`); `./index.js` defines it as `<mc-app-upgrade>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McAppUpgrade, type McAppUpgradeProps } from './mc-app-upgrade.js';
import { styles } from './mc-app-upgrade.styles.js';

/** The element's own strings. */
const appUpgradeStrings: Namespace = { name: 'mc-app-upgrade', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-app-upgrade.json`) };

export const McAppUpgradeElement = createElement<McAppUpgradeProps>('mc-app-upgrade', McAppUpgrade, {
  attributes: { closeDelay: 'number' },
  styles,
  strings: [appUpgradeStrings],
});
