/**
 * `<mc-self-exclusion>`: a time-out or self-exclusion the member takes.
 *
 * @summary A time-out of 24 hours, 7 days or 30 days, or a self-exclusion of 6 months, 1 year or for good.
 *   Each is confirmed twice: first a dialog naming the end date in the player's language and time zone, then a
 *   final one. Once the platform has started the break the player is logged out at once, this browser forgets
 *   the remembered login and turns auto-login off, and a notice names the end date; logging in is refused
 *   until then. A visitor is told the page is for members.
 *
 * @event {SelfExclusionDetail} mc-self-exclusion - The break has started: `{ kind: 'timeout' | 'exclusion', period, until }`
 *   (`until` in epoch ms, or null for good). The element then logs the player out and asks to go to the login page.
 *
 * @csspart self-exclusion - The page.
 * @csspart kind - The time-out or the self-exclusion card (`data-kind`: timeout or exclusion).
 * @csspart period - A period's button (`data-period`: 24h, 7d, 30d, 6m, 1y or permanent).
 * @csspart confirm - The first confirmation, naming the end date.
 * @csspart continue - Its button to go on to the final confirmation.
 * @csspart final - The final confirmation.
 * @csspart take-break - Its button that starts the break.
 *
 * @cssprop --mc-color-danger - The self-exclusion's periods and the buttons that go on with a break.
 * @cssprop --mc-color-focus - The focus ring.
 */
import { McSelfExclusionElement } from './element.js';

export type { BreakKind, BreakPeriod, SelfExclusionDetail } from './mc-self-exclusion.js';

McSelfExclusionElement.define();

export { McSelfExclusionElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-self-exclusion': HTMLElement;
  }
}
