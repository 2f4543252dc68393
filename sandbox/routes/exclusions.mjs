// /wps/member/selfExclusion: a time-out or self-exclusion the player takes (docs/wire-contract.md).

import { ok } from '../http.mjs';
import { PERIODS, takeBreak } from '../exclusions.mjs';
import { invalid, objectBody, oneOf, rejectUnknownFields } from '../validate.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */

/** @param {RequestContext} ctx */
function selfExclusion(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['kind', 'period']);
  const kind = /** @type {'timeout' | 'exclusion'} */ (oneOf(body, 'kind', /** @type {const} */ (['timeout', 'exclusion'])));
  const period = /** @type {string} */ (oneOf(body, 'period', [...PERIODS.timeout, ...PERIODS.exclusion]));
  if (!(/** @type {readonly string[]} */ (PERIODS[kind])).includes(period)) {
    invalid(`The period of a ${kind} must be one of ${PERIODS[kind].join(', ')}.`);
  }
  const player = /** @type {NonNullable<RequestContext['player']>} */ (ctx.player);
  return ok(takeBreak(ctx.state, player.id, kind, period));
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const exclusionRoutes = [
  { method: 'POST', path: '/wps/member/selfExclusion', auth: true, enc: true, handler: selfExclusion },
];
