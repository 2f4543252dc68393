// /wps/tracking/event (the tracking-event post, docs/wire-contract.md) and the control calls of ad attribution.

import { ok } from '../http.mjs';
import { findSession } from '../players.mjs';
import { analyticsOf, listEvents, listPixelCalls, recordEvent, recordPixelCall, setAnalytics } from '../tracking.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */
/** @typedef {import('./control.mjs').ControlContext} ControlContext */

/**
 * A session is optional: a visitor's events are recorded too, a member's carry who they are.
 * @param {RequestContext} ctx
 */
function trackingEvent(ctx) {
  const token = (ctx.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
  const found = token ? findSession(ctx.state.db, token, ctx.merchant.code) : null;
  const record = recordEvent(ctx.state, { merchant: ctx.merchant.code, body: ctx.body, player: found?.player ?? null });
  return ok({ event: record.event });
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const trackingRoutes = [{ method: 'POST', path: '/wps/tracking/event', handler: trackingEvent }];

/** Control calls of this module (docs/wire-contract.md). */
export const trackingControlRoutes = {
  /** @param {ControlContext} ctx */
  'GET /__sandbox/tracking/events': (ctx) => ok(listEvents(ctx.state, ctx.merchant)),
  /** @param {ControlContext} ctx */
  'GET /__sandbox/analytics': (ctx) => ok(analyticsOf(ctx.state, ctx.merchant)),
  /** @param {ControlContext} ctx */
  'POST /__sandbox/analytics': (ctx) => ok(setAnalytics(ctx.state, ctx.merchant, ctx.body)),
  /** @param {ControlContext} ctx */
  'GET /__sandbox/pixels/calls': (ctx) => ok(listPixelCalls(ctx.state)),
  /** @param {ControlContext} ctx */
  'POST /__sandbox/pixels/calls': (ctx) => ok(recordPixelCall(ctx.state, ctx.body)),
};
