/**
 * `<mc-limits>`: the member's own deposit and session-time limits.
 *
 * @summary Deposit limits per day, week and month, each with what is used and left of it in the current
 *   period and when the period resets, and a session-time limit in minutes or hours with the time this
 *   session ends. Each can be set, lowered, raised or removed: lowering (or a first limit) applies at once,
 *   raising or removing after 24 hours, and the change waiting shows with the time it applies. Below, a link
 *   to take a break or self-exclude. Loading, error (with retry) states; a visitor is told the page is for
 *   members.
 *
 * @attr {string} self-exclusion-href - Where the "take a break or self-exclude" link leads (default
 *   `/m/member/self-exclusion`); `none` hides it.
 *
 * @event {{ kind: string, value: number | null, pending: boolean }} mc-limits-change - A limit was
 *   saved: `kind` is day, week, month or session; `value` the limit now (minutes for the session); `pending`
 *   whether a raise or removal waits 24 hours.
 * @event {{ path: string, reason: string }} mc-navigate - The player follows the self-exclusion
 *   link (`reason: 'self-exclusion'`); cancelable, cancel to route it yourself.
 *
 * @csspart limits - The page.
 * @csspart limit - One limit's card (`data-limit`: day, week, month or session; `data-pending` while a change waits).
 * @csspart limit-value - A limit's value now.
 * @csspart usage - What is used and left of a deposit limit, and when it resets.
 * @csspart pending - The change waiting to apply, and when.
 * @csspart edit - The button that opens a limit's form.
 * @csspart editor - A limit's form.
 * @csspart input - The form's value field.
 * @csspart unit - The session form's unit (minutes or hours).
 * @csspart save - The form's save button.
 * @csspart remove - The form's button that removes the limit.
 * @csspart cancel - The form's cancel button.
 * @csspart saved - The confirmation of a saved change.
 * @csspart self-exclusion - The link to take a break or self-exclude.
 * @csspart loading - The placeholder while the limits load.
 * @csspart error - The message and retry when they could not load.
 *
 * @cssprop --mc-color-primary - Links.
 * @cssprop --mc-color-surface - The cards' background.
 * @cssprop --mc-limits-bar - The used share of a deposit limit.
 */
import { McLimitsElement } from './element.js';
import type { McLimitsProps } from './mc-limits.js';

McLimitsElement.define();

export { McLimitsElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-limits': HTMLElement & McLimitsProps;
  }
}
