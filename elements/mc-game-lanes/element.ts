/**
 * `<mc-game-lanes>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McGameLanesElement.define('shop-game-lanes')`); `./index.js` defines it as `<mc-game-lanes>`.
 */
import { createElement } from '../../src/element/index.js';
import { gamesStrings } from '../../src/i18n/index.js';
import { McGameLanes, type McGameLanesProps } from './mc-game-lanes.js';
import { styles } from './mc-game-lanes.styles.js';

export const McGameLanesElement = createElement<McGameLanesProps>('mc-game-lanes', McGameLanes, {
  attributes: { page: 'string', gameHosts: 'string' },
  styles,
  strings: [gamesStrings],
});
