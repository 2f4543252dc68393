/**
 * `<mc-game-lanes>`: the game lanes of the lobby (`/m/home`) and the game area (`/m/game`).
 *
 * @summary A search across every game by name (`/wps/game/search`), category chips from the lanes
 *   (`GCSGAME_getGameMatchV2`, vendors named and ordered by the vendor mapping of `GCSGAME_newGameVendor`), and
 *   the games as tiles, two rows per category until "see all". A member also gets their recently played and
 *   favourites (kept by the platform, `/wps/game/recent`, `/wps/game/favourites`) and a heart on every tile; a
 *   visitor gets neither. A tile opens `/m/launchGame`; a game with a trial mode has a "try" button that opens it
 *   full-screen in a sandboxed frame, which back closes. Every tile control is at least 44 px and clear of the
 *   artwork. Loading, empty and error states are shown in place, the error with a retry.
 *
 * @attr {'home' | 'game'} page - `home` (default) for the lobby's lanes, `game` for every category.
 * @attr {string} game-hosts - Space-separated hosts trial games may come from besides the merchant's domains.
 *
 * @event {GameLaunchDetail} mc-game-launch - A card was tapped; `detail.path` is the
 *   `/m/launchGame` address it opens. Cancel the event to launch the game yourself.
 * @event {GameTrialDetail} mc-game-trial-open - A trial game opened.
 * @event {GameTrialDetail} mc-game-trial-close - The trial game was closed.
 *
 * @csspart lanes - The list of lanes (also the loading, empty and error states).
 * @csspart search - The search field.
 * @csspart categories - The category chips.
 * @csspart category - One category chip (`aria-pressed` when picked).
 * @csspart lane - One lane.
 * @csspart title - A lane's title.
 * @csspart count - A lane's game count.
 * @csspart vendors - A lane's vendor names.
 * @csspart card - A game tile.
 * @csspart card-name - A game's name.
 * @csspart try - The "try" button of a game with a trial mode.
 * @csspart favourite - A tile's heart (members only; `aria-pressed` when the game is a favourite).
 * @csspart trial - The full-screen trial game.
 *
 * @cssstate fetching - Its games are on their way: a page may hold the room they will take.
 *
 * @cssprop --mc-color-primary - The picked category, favourites, "try" and vendor names.
 * @cssprop --mc-color-muted - Counts and vendor lines.
 * @cssprop --mc-color-focus - Focus ring.
 * @cssprop --mc-game-card-width - Narrowest a tile gets before a row holds one fewer (96px).
 * @cssprop --mc-game-lanes-field-background - Background of the search field.
 * @cssprop --mc-game-lanes-chip-border - Border of a category chip.
 * @cssprop --mc-game-lanes-chip-background - Background of a vendor name.
 * @cssprop --mc-trial-z-index - Stacking order of the trial game (1000).
 * @cssprop --mc-font-family - Font.
 */
import { McGameLanesElement } from './element.js';
import type { McGameLanesProps } from './mc-game-lanes.js';

export type { GameLaunchDetail, GameTrialDetail } from './mc-game-lanes.js';
/**
 * Starts loading a page's lanes (`home` or `game`) before the element is on the page; the element takes the
 * answer over. A host page that imports this module early gets the lanes' code and their data at once.
 */
export { prefetchGameLanes } from '../../src/games/index.js';

McGameLanesElement.define();

export { McGameLanesElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-game-lanes': HTMLElement & McGameLanesProps;
  }
}
