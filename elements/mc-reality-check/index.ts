/**
 * `<mc-reality-check>`: the responsible-gaming reality check for members.
 *
 * @summary After the merchant's interval of play (`info.responsibleGaming.realityCheckMinutes` of the status; none:
 *   no check), a modal asks through the prompt arbiter, one prompt at a time. It shows how long the session has
 *   lasted and, where the platform reports it, the session's net result in the merchant's currency, with three
 *   answers: continue (the next check comes one interval later), see records, and stop (logs out). The session's
 *   start and the time are the platform's (`GET /wps/member/session/summary`), so a reload neither restarts the
 *   interval nor brings back a check already answered. The element looks at the platform's clock when the next
 *   check is due, when the tab comes back into view, and every five minutes; its dialog loads only when due.
 *
 * @attr {string} records-path - Where "See records" goes (default `/m/member/records`), through `mc-navigate`.
 *
 * @event {RealityCheckDetail} mc-reality-check-continue - The player chose to go on
 *   (`detail: { playedMs, netResult, currency }`).
 * @event {RealityCheckDetail} mc-reality-check-records - The player chose to see the records; cancel
 *   it to show them yourself.
 * @event {RealityCheckDetail} mc-reality-check-stop - The player chose to stop; the session is ended.
 *
 * @csspart modal - The dialog.
 * @csspart played - The time played this session.
 * @csspart net-result - The session's net result (`data-sign` is `win`, `loss` or `even`).
 * @csspart continue - The continue button.
 * @csspart records - The see-records button.
 * @csspart stop - The stop button.
 *
 * @cssprop --mc-color-primary - Buttons.
 * @cssprop --mc-color-on-primary - Button text colour.
 * @cssprop --mc-color-danger - A net loss.
 * @cssprop --mc-font-family - Font.
 */
import { McRealityCheckElement } from './element.js';
import type { McRealityCheckProps } from './mc-reality-check.js';

export type { RealityCheckDetail } from './mc-reality-check.js';

McRealityCheckElement.define();

export { McRealityCheckElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-reality-check': HTMLElement & McRealityCheckProps;
  }
}
