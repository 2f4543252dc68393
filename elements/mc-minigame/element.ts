/**
 * `<mc-minigame>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McMinigameElement.define('shop-minigame')`); `./index.js` defines it as `<mc-minigame>`.
 */
import { createElement } from '../../src/element/index.js';
import { McMinigame, type McMinigameProps } from './mc-minigame.js';
import { styles } from './mc-minigame.styles.js';

export const McMinigameElement = createElement<McMinigameProps>('mc-minigame', McMinigame, {
  attributes: {},
  styles,
});
