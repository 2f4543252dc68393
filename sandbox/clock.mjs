// The platform's clock. Responsible-gaming rules run on days, weeks and months (limits, a pending raise that
// applies after 24 hours, a time-out's end), which no test can wait for: the control API moves this clock
// forward instead, and every rule that reads time reads it here rather than from Date.now().

import { objectBody, optionalInteger, rejectUnknownFields } from './validate.mjs';
import { ok } from './http.mjs';

/** @typedef {import('./server.mjs').SandboxState} SandboxState */

/** How far each sandbox's clock runs ahead of the real one, in milliseconds. */
const offsets = /** @type {WeakMap<object, number>} */ (new WeakMap());

/** Two years: far enough for a six-month or one-year exclusion to end, short of overflowing a Date. */
const MAX_ADVANCE_MS = 2 * 366 * 24 * 60 * 60 * 1000;

/**
 * The platform's time now, in epoch milliseconds.
 * @param {SandboxState} state
 */
export function now(state) {
  return Date.now() + (offsets.get(state) ?? 0);
}

/**
 * Moves the clock forward (never back: a platform's records only move forward in time).
 * @param {SandboxState} state
 * @param {number} ms
 */
export function advanceClock(state, ms) {
  offsets.set(state, (offsets.get(state) ?? 0) + ms);
}

/** The control concern: `POST /__sandbox/clock` `{ advanceMs }` moves it, `GET` reads it, a reset rewinds it. */
export const clockControl = {
  name: 'clock',
  /** @param {SandboxState} state */
  reset(state) {
    offsets.delete(state);
  },
  routes: {
    /** @param {import('./routes/control.mjs').ControlContext} ctx */
    'POST /__sandbox/clock'({ state, body }) {
      const fields = objectBody(body);
      rejectUnknownFields(fields, ['advanceMs']);
      advanceClock(state, optionalInteger(fields, 'advanceMs', 0, MAX_ADVANCE_MS) ?? 0);
      return ok({ now: now(state), offsetMs: offsets.get(state) ?? 0 });
    },
    /** @param {import('./routes/control.mjs').ControlContext} ctx */
    'GET /__sandbox/clock'({ state }) {
      return ok({ now: now(state), offsetMs: offsets.get(state) ?? 0 });
    },
  },
};
