/**
 * `<mc-reward-center>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McRewardCenterElement.define('shop-reward-center')`); `./index.js` defines it as `<mc-reward-center>`.
 */
import { createElement } from '../../src/element/index.js';
import { McRewardCenter, type McRewardCenterProps } from './mc-reward-center.js';
import { styles } from './mc-reward-center.styles.js';

export const McRewardCenterElement = createElement<McRewardCenterProps>('mc-reward-center', McRewardCenter, {
  attributes: { category: 'string' },
  styles,
});
