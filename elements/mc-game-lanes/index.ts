/**
 * `<mc-game-lanes>`: the game lanes of the lobby (`/m/home`) and the game area (`/m/game`).
 *
 * @summary Lanes from the platform (`GCSGAME_getGameMatchV2`), each with its title, its category's vendors
 *   (named and ordered by the vendor mapping of `GCSGAME_newGameVendor`), its game count and a row of game
 *   cards. A card opens `/m/launchGame`; a card of a game with a trial mode has a "try" button that opens the
 *   game full-screen in a sandboxed frame. Artwork loads as the player scrolls near it. Loading, empty and
 *   error states are shown in place, the error with a retry.
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
 * @csspart lane - One lane.
 * @csspart title - A lane's title.
 * @csspart count - A lane's game count.
 * @csspart vendors - A lane's vendor names.
 * @csspart card - A game card.
 * @csspart card-name - A game's name.
 * @csspart try - The "try" button of a game with a trial mode.
 * @csspart trial - The full-screen trial game.
 *
 * @cssprop --mc-color-primary - Vendor names and the trial badge.
 * @cssprop --mc-color-muted - Counts and vendor lines.
 * @cssprop --mc-color-focus - Focus ring.
 * @cssprop --mc-game-card-width - Width of a card (136px).
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
