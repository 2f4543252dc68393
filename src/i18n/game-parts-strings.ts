/**
 * The strings of the lobby's parts that load when a player opens them: the search results and the trial-game
 * screen. They come with those parts, not with the lanes.
 */
import type { Namespace } from './namespaces.js';

export const gamePartsStrings: Namespace = { name: 'game-parts', load: (tag) => import(`./locales/${tag}/game-parts.json`) };
