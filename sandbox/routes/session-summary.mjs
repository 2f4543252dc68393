// GET /wps/member/session/summary (docs/wire-contract.md, Reality check): how long the current session has
// lasted by the platform's clock, and what the player's games added up to since it started. The reality check
// schedules from it, so that a reload, a browser clock set wrong or a tab left in the background do not
// restart or skew the interval.

import { now } from '../clock.mjs';
import { ok } from '../http.mjs';
import { content } from '../rewards.mjs';
import { gameResultSince } from '../wallet.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */

/** @param {RequestContext} ctx */
function summary(ctx) {
  const { player, session } = /** @type {Required<RequestContext>} */ (ctx);
  const startedAt = session.created_at;
  return ok({
    startedAt,
    now: Math.max(now(ctx.state), startedAt),
    netResult: gameResultSince(ctx.state.db, player.id, startedAt),
    currency: content(ctx.state.db, ctx.merchant.code, 'deposit').currency,
  });
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const sessionSummaryRoutes = [{ method: 'GET', path: '/wps/member/session/summary', auth: true, handler: summary }];
