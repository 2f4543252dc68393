/** The game lanes' strings, which the lanes element and the /m app's game pages show. */
import type { Namespace } from './namespaces.js';

export const gamesStrings: Namespace = { name: 'games', load: (tag) => import(`./locales/${tag}/games.json`) };
