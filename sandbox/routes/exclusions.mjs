// /wps/member/selfExclusion: a time-out or self-exclusion the player takes (docs/wire-contract.md), and the
// control call that puts a player on one (or lifts it) from the console or a test.

import { ApiError, ok } from '../http.mjs';
import { exclusionOf, PERIODS, takeBreak } from '../exclusions.mjs';
import { findPlayer } from '../players.mjs';
import { invalid, objectBody, oneOf, optionalBoolean, rejectUnknownFields, requiredString } from '../validate.mjs';

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

/**
 * `POST /__sandbox/exclusions { username, kind, period }` starts a break as if the player had taken it (their
 * sessions end); `{ username, lift: true }` ends any break now, which a player cannot do.
 * @param {import('./control.mjs').ControlContext} ctx
 */
function controlExclusion(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['username', 'kind', 'period', 'lift']);
  const username = requiredString(body, 'username');
  const player = findPlayer(ctx.state.db, ctx.merchant, username);
  if (!player) throw new ApiError('not.exists.user', `There is no player "${username}".`);
  if (optionalBoolean(body, 'lift')) {
    ctx.state.db.prepare('DELETE FROM exclusions WHERE player_id = ?').run(player.id);
    return ok({ username: player.username, exclusion: null });
  }
  const kind = /** @type {'timeout' | 'exclusion'} */ (oneOf(body, 'kind', /** @type {const} */ (['timeout', 'exclusion'])));
  const period = /** @type {string} */ (oneOf(body, 'period', [...PERIODS.timeout, ...PERIODS.exclusion]));
  if (!(/** @type {readonly string[]} */ (PERIODS[kind])).includes(period)) {
    invalid(`The period of a ${kind} must be one of ${PERIODS[kind].join(', ')}.`);
  }
  takeBreak(ctx.state, player.id, kind, period);
  return ok({ username: player.username, exclusion: exclusionOf(ctx.state, player.id) });
}

export const exclusionsControlRoutes = {
  'POST /__sandbox/exclusions': controlExclusion,
};
