/**
 * `<mc-push-prompt>`: push notifications for members.
 *
 * @summary With a session, a browser that already allows notifications has its push token bound to the member
 *   (`CSP_fcmBind`) and subscribed to topic ALL (`CSP_fcmSubscribe`); when the session ends the token is
 *   unsubscribed (`CSP_fcmUnsubscribe`, `unsubscribeAll`). A browser that has not been asked gets the opt-in
 *   prompt (through the prompt arbiter, one prompt at a time); "Not now" skips it for the browser session, a
 *   denial says how to turn notifications on later (`notification_request_tips`). The token is renewed after 7
 *   days. The push service is Firebase Cloud Messaging (`configure({ firebaseMessaging })`) or any adapter
 *   handed in with `configure({ pushAdapter })`; without either the element does nothing. Never in the app.
 *
 * @attr {number} delay - Milliseconds after a session is known before the prompt asks to show (default 3000).
 *
 * @event {PushBoundDetail} mc-push-prompt-bound - The token was bound and subscribed.
 * @event {void} mc-push-prompt-close - The player chose "Not now".
 * @event {void} mc-push-prompt-denied - The browser's permission was denied.
 * @event {PushMessage} mc-push-prompt-message - A push message arrived while the page was open
 *   (`detail: { title, body, data }`); it is also shown as a short toast.
 *
 * @csspart modal - The opt-in dialog.
 * @csspart icon - The bell.
 * @csspart allow - The allow button.
 * @csspart not-now - The not-now button.
 *
 * @cssprop --mc-color-primary - Buttons and bell.
 * @cssprop --mc-color-on-primary - Button text colour.
 * @cssprop --mc-font-family - Font.
 */
import { McPushPromptElement } from './element.js';
import type { McPushPromptProps } from './mc-push-prompt.js';

export type { PushBoundDetail } from './mc-push-prompt.js';
export type { PushMessage } from '../../src/push/index.js';

McPushPromptElement.define();

export { McPushPromptElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-push-prompt': HTMLElement & McPushPromptProps;
  }
}
