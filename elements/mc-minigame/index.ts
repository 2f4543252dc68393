/**
 * `<mc-minigame>`: the platform's floating mini-game for members.
 *
 * @summary A floating button that opens the merchant's mini-game (a lucky draw). The script loads when the
 *   merchant's switch is on (LOTTMINIGAME3: variant v1, draggable; SEALOTTMINIGAME3: variant s1, fixed); the
 *   button renders once a member is logged in and disappears on logout. Dragging keeps it a 2 % margin of the
 *   window width inside the window; a touch that moves under 2 px is a tap (taps within 250 ms count once).
 *
 * @event {MinigameToggleDetail} mc-minigame-toggle - The game was opened or closed by a tap;
 *   `detail.open`, `detail.variant`.
 *
 * @csspart launcher - The floating button.
 *
 * @cssprop --mc-minigame-background - The button's background.
 * @cssprop --mc-minigame-z-index - Stacking order of the button.
 * @cssprop --mc-color-focus - Focus ring colour.
 */
import { McMinigameElement } from './element.js';
import type { McMinigameProps } from './mc-minigame.js';

export type { MinigameToggleDetail } from './mc-minigame.js';
export type { MiniGameApi, MiniGameInstance, MiniGameOptions } from './script.js';

McMinigameElement.define();

export { McMinigameElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-minigame': HTMLElement & McMinigameProps;
  }
}
