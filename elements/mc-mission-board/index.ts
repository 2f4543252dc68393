/**
 * `<mc-mission-board>`: the mission page's leaderboard (SPEC §2).
 *
 * @summary The mission's title and period, the member's own rank and score, and the ranked entries (rank,
 *   player, score, prize) with the member's row highlighted and marked as current for screen readers.
 *   Loading, error (with retry) and empty states.
 *
 * @csspart mission - The whole element.
 * @csspart header - The title, period and the member's rank.
 * @csspart my-rank - The member's rank line.
 * @csspart board - The table of entries.
 * @csspart row - Each entry's row; the member's also has `self`.
 * @csspart self - The member's own row.
 * @csspart loading - The loading placeholder.
 * @csspart error - The error message with its retry button.
 * @csspart empty - The message shown when the board has no entries.
 *
 * @cssprop --mc-mission-board-header-background - Background of the header card.
 * @cssprop --mc-mission-board-self-background - Background of the member's row.
 * @cssprop --mc-color-primary - The member's marker.
 * @cssprop --mc-font-family - Font.
 */
import { McMissionBoardElement } from './element.js';

McMissionBoardElement.define();

export { McMissionBoardElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-mission-board': HTMLElement;
  }
}
