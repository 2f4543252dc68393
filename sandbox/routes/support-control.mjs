// The control call for customer support: the unread count of the platform's chat (relay.mjs) and whether the
// customer-service list carries the chat-widget entries. Apart from lines-control.mjs because nothing but the
// reset ties the two together.

import { ok } from '../http.mjs';
import { objectBody, optionalBoolean, optionalInteger, rejectUnknownFields } from '../validate.mjs';

/** @typedef {import('./control.mjs').ControlContext} ControlContext */

/** @param {ControlContext} ctx */
function support(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['unread', 'widgets']);
  const unread = optionalInteger(body, 'unread', 0, 9999);
  const widgets = optionalBoolean(body, 'widgets');
  if (unread !== undefined) ctx.state.support.unread = unread;
  if (widgets !== undefined) ctx.state.support.widgets = widgets;
  return ok({ unread: ctx.state.support.unread, widgets: ctx.state.support.widgets });
}

/** @type {import('./control.mjs').ControlConcern} */
export const supportControl = {
  name: 'support',
  routes: {
    'POST /__sandbox/support': support,
  },
  reset(state) {
    state.support.unread = 0;
    state.support.widgets = false;
  },
};
