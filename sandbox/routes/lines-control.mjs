// The control calls for the platform's lines (the extra ports it answers on, see lines.mjs): publish them and
// set each one's health. Its own module so the lines' reset sits beside the calls that change them.

import { ok } from '../http.mjs';
import { LINE_STATES } from '../lines.mjs';
import { invalid, objectBody, oneOf, optionalBoolean, optionalInteger, rejectUnknownFields } from '../validate.mjs';

/** @typedef {import('./control.mjs').ControlContext} ControlContext */

/** @param {ControlContext} ctx */
function lines(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['published', 'line', 'state', 'latencyMs']);
  const published = optionalBoolean(body, 'published');
  if (published !== undefined) ctx.state.lines.publish(published);
  if (body.line !== undefined) {
    const line = optionalInteger(body, 'line', 0, 100);
    const state = /** @type {'ok' | 'slow' | 'dead'} */ (oneOf(body, 'state', LINE_STATES));
    if (!ctx.state.lines.setHealth(/** @type {number} */ (line), state, optionalInteger(body, 'latencyMs', 0, 120000))) {
      invalid(`There is no line ${line}.`);
    }
  }
  return listLines(ctx);
}

/** @param {ControlContext} ctx */
function listLines(ctx) {
  return ok({ published: ctx.state.lines.published, lines: ctx.state.lines.list() });
}

/** @type {import('./control.mjs').ControlConcern} */
export const linesControl = {
  name: 'lines',
  routes: {
    'GET /__sandbox/lines': listLines,
    'POST /__sandbox/lines': lines,
  },
  reset(state) {
    state.lines.reset();
  },
};
