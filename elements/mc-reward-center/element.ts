/**
 * `<mc-reward-center>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McRewardCenterElement.define('shop-reward-center')`); `./index.js` defines it as `<mc-reward-center>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McRewardCenter, type McRewardCenterProps } from './mc-reward-center.js';
import { styles } from './mc-reward-center.styles.js';

/** The element's own strings. */
const rewardCenterStrings: Namespace = { name: 'mc-reward-center', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-reward-center.json`) };

export const McRewardCenterElement = createElement<McRewardCenterProps>('mc-reward-center', McRewardCenter, {
  attributes: { category: 'string' },
  styles,
  strings: [rewardCenterStrings],
});
