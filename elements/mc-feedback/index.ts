/**
 * `<mc-feedback>`: the member's feedback form.
 *
 * @summary A category, the message (required, up to 500 characters, with a counter) and an optional way to
 *   reach the member, posted to `POST /wps/member/feedback`. While it sends the button says so; a failure shows
 *   the translated reason and keeps what was typed; success thanks the member with the ticket number. A
 *   visitor is asked to log in.
 *
 * @event {FeedbackSentDetail} mc-feedback-sent - The platform accepted the feedback;
 *   `detail.ticket`, `detail.category`.
 * @event {NavigateDetail} mc-navigate - A visitor followed the login link.
 *
 * @csspart feedback - The form (or the thank-you note).
 * @csspart category - The category choice.
 * @csspart content - The message field.
 * @csspart contact - The contact field.
 * @csspart submit - The send button.
 *
 * @cssprop --mc-color-primary - Button colour.
 * @cssprop --mc-color-danger - Error colour.
 */
import { McFeedbackElement } from './element.js';
import type { McFeedbackProps } from './mc-feedback.js';

export type { FeedbackSentDetail } from './mc-feedback.js';

McFeedbackElement.define();

export { McFeedbackElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-feedback': HTMLElement & McFeedbackProps;
  }
}
