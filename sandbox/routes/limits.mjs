// The member's own limits (docs/wire-contract.md, Limits): read them, and change them.

import { ok } from '../http.mjs';
import { changeLimits, limitsOf } from '../limits.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */

/** @param {RequestContext} ctx */
const playerOf = (ctx) => /** @type {NonNullable<RequestContext['player']>} */ (ctx.player);

/** @param {RequestContext} ctx */
function read(ctx) {
  return ok(limitsOf(ctx.state, ctx.merchant.code, playerOf(ctx).id, ctx.session));
}

/** @param {RequestContext} ctx */
function change(ctx) {
  changeLimits(ctx.state, playerOf(ctx).id, ctx.body);
  return read(ctx);
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const limitsRoutes = [
  { method: 'GET', path: '/wps/member/limits', auth: true, handler: read },
  { method: 'POST', path: '/wps/member/limits', auth: true, enc: true, handler: change },
];
