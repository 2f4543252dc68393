/**
 * `<mc-support>`: the support-chat button, for a footer or any page.
 *
 * @summary Opens customer support: the merchant's own chat (with an unread badge) when it has one, else its
 *   first customer-service provider: a link, or for LiveChat and Comm100 the vendor's chat widget, which loads
 *   for a member shortly after the page starts. Visitors are asked to log in first for the chat and widgets.
 *
 * @attr {'AICAN' | 'MIDUOKE' | 'LIVECHAT' | 'COMM100' | 'COMM100VIP'} cs-type - Opens this provider's entry (`AICAN`, `MIDUOKE`, `LIVECHAT`, `COMM100`, `COMM100VIP`).
 * @attr {string} label - The button's text; defaults to "Customer service" in the player's language.
 *
 * @event {SupportOpenDetail} mc-support-open - The player asked for support; cancel it to open your own.
 *
 * @csspart button - The button.
 * @csspart icon - The headset icon.
 * @csspart label - The text.
 * @csspart badge - The unread count.
 *
 * @cssprop --mc-color-primary - Badge colour.
 * @cssprop --mc-color-on-primary - Badge text colour.
 * @cssprop --mc-support-color - Icon and text colour.
 * @cssprop --mc-font-family - Font.
 */
import { McSupportElement } from './element.js';
import type { McSupportProps } from './mc-support.js';

export type { SupportOpenDetail } from './mc-support.js';

McSupportElement.define();

export { McSupportElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-support': HTMLElement & McSupportProps;
  }
}
