/**
 * `<mc-mission-board>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McMissionBoardElement.define('shop-mission-board')`); `./index.js` defines it as `<mc-mission-board>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McMissionBoard, type McMissionBoardProps } from './mc-mission-board.js';
import { styles } from './mc-mission-board.styles.js';

/** The element's own strings. */
const missionBoardStrings: Namespace = { name: 'mc-mission-board', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-mission-board.json`) };

export const McMissionBoardElement = createElement<McMissionBoardProps>('mc-mission-board', McMissionBoard, {
  attributes: {},
  styles,
  strings: [missionBoardStrings],
});
