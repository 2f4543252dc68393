/**
 * `<mc-marquee>`: the announcements marquee.
 *
 * @summary The merchant's marquee lines (`MCSFE_getListAnnouncements`, types MQ, platform M) scroll across at
 *   60 px/s, right to left (left to right in Arabic and Urdu), pausing while touched. With reduced motion they
 *   stand still as a short list. Nothing renders when there are none.
 *
 * @attr {number} speed - Pixels per second (default 60).
 *
 * @event {{ id: string, title: string }} mc-marquee-click - A line was tapped.
 *
 * @csspart marquee - The bar.
 * @csspart track - The moving row.
 * @csspart line - One announcement.
 *
 * @cssstate empty - It has nothing to show: it takes no room either.
 *
 * @cssprop --mc-marquee-background - Bar background.
 * @cssprop --mc-marquee-color - Text colour.
 * @cssprop --mc-color-primary - The speaker icon.
 */
import { McMarqueeElement } from './element.js';
import type { McMarqueeProps } from './mc-marquee.js';

McMarqueeElement.define();

export { McMarqueeElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-marquee': HTMLElement & McMarqueeProps;
  }
}
