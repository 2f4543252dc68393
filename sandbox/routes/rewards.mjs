// Reward center, deposit, point market and mission calls (SPEC §2, §3, §7), and their control call.

import { ApiError, fail, ok } from '../http.mjs';
import { getSwitches } from '../merchants.mjs';
import { findPlayer, findSession } from '../players.mjs';
import {
  claimPromotion, CONTENT_KINDS, depositSettings, leaderboard, mallItems, memberPoints, promotionActivities,
  promotionCategories, redeemItem, setContent, setMemberPoints, submitDeposit,
} from '../rewards.mjs';
import { invalid, objectBody, optionalInteger, requiredString } from '../validate.mjs';
import { depositLeft, recordDeposit, refuseOverLimit } from '../limits.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */
/** @typedef {import('./control.mjs').ControlContext} ControlContext */

/** @param {RequestContext} ctx */
const languageOf = (ctx) => (ctx.headers.language ?? 'CN').toUpperCase();
/** @param {RequestContext} ctx */
const playerOf = (ctx) => /** @type {NonNullable<RequestContext['player']>} */ (ctx.player);

/**
 * The player behind an optional Authorization header (calls a visitor may make too).
 * @param {RequestContext} ctx
 */
function optionalPlayer(ctx) {
  const token = (ctx.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
  return token ? findSession(ctx.state.db, token, ctx.merchant.code)?.player ?? null : null;
}

/** @param {RequestContext} ctx */
function requireRewardCenter(ctx) {
  if (getSwitches(ctx.state.db, ctx.merchant.code).REWCEN3 !== true) {
    throw new ApiError('feature.disabled', 'The reward center is not enabled for this merchant.');
  }
}

/**
 * The available promotions answer (types with counts) plus the reward center's activities.
 * @param {RequestContext} ctx
 * @param {object} byType
 */
export function withRewardCenter(ctx, byType) {
  const player = optionalPlayer(ctx);
  return { ...byType, activities: promotionActivities(ctx.state.db, ctx.merchant.code, languageOf(ctx), player?.id ?? null) };
}

/**
 * The deposit statistics answer plus the merchant's currency and channels.
 * @param {RequestContext} ctx
 * @param {object} statistics
 */
export function withDepositSettings(ctx, statistics) {
  return {
    ...depositSettings(ctx.state.db, ctx.merchant.code, languageOf(ctx), playerOf(ctx).id),
    ...statistics,
    // What the player's own deposit limits still allow (docs/wire-contract.md, Limits); null without one.
    depositLimit: depositLeft(ctx.state, ctx.merchant.code, playerOf(ctx).id),
  };
}

/** @param {RequestContext} ctx */
function categories(ctx) {
  return ok(promotionCategories(ctx.state.db, ctx.merchant.code, languageOf(ctx)));
}

/** @param {RequestContext} ctx */
function claim(ctx) {
  requireRewardCenter(ctx);
  const body = objectBody(ctx.body);
  return ok(claimPromotion(ctx.state.db, ctx.merchant.code, playerOf(ctx).id, requiredString(body, 'promotionId')));
}

/** @param {RequestContext} ctx */
function deposit(ctx) {
  const body = objectBody(ctx.body);
  const channelId = requiredString(body, 'channelId');
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100) {
    return fail('validation.failed', 'The field "amount" must be a positive amount with at most two decimals.');
  }
  const refused = refuseOverLimit(ctx.state, ctx.merchant.code, playerOf(ctx).id, amount);
  if (refused) return refused;
  const done = submitDeposit(ctx.state.db, ctx.merchant.code, playerOf(ctx).id, { channelId, amount });
  recordDeposit(ctx.state, playerOf(ctx).id, amount);
  return ok(done);
}

/** @param {RequestContext} ctx */
function points(ctx) {
  return ok({ points: memberPoints(ctx.state.db, playerOf(ctx).id) });
}

/** @param {RequestContext} ctx */
function items(ctx) {
  return ok(mallItems(ctx.state.db, ctx.merchant.code, languageOf(ctx)));
}

/** @param {RequestContext} ctx */
function redeem(ctx) {
  const body = objectBody(ctx.body);
  return ok(redeemItem(ctx.state.db, ctx.merchant.code, playerOf(ctx).id, requiredString(body, 'itemId')));
}

/** @param {RequestContext} ctx */
function board(ctx) {
  return ok(leaderboard(ctx.state.db, ctx.merchant.code, languageOf(ctx), { username: playerOf(ctx).username }));
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const rewardsRoutes = [
  { method: 'GET', path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', handler: categories },
  { method: 'POST', path: '/wps/relay/MCSFE_claimPromotion', auth: true, enc: true, handler: claim },
  { method: 'POST', path: '/wps/relay/MCSFE_submitDeposit', auth: true, enc: true, handler: deposit },
  { method: 'GET', path: '/wps/relay/MALL_getMemberPoints', auth: true, handler: points },
  { method: 'GET', path: '/wps/relay/MALL_getItems', auth: true, handler: items },
  { method: 'POST', path: '/wps/relay/MALL_redeemItem', auth: true, enc: true, handler: redeem },
  { method: 'GET', path: '/wps/relay/MISSION_getLeaderboard', auth: true, handler: board },
];

/**
 * Replace content (`promotions`, `categories`, `deposit`, `mallItems`, `leaderboard`; null restores the seed)
 * and set a member's points (`points: { username, points }`).
 * @param {ControlContext} ctx
 */
function controlRewards(ctx) {
  const body = objectBody(ctx.body);
  const allowed = [...CONTENT_KINDS, 'points'];
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown) invalid(`Unknown field "${unknown}"; allowed: ${allowed.join(', ')}.`);
  for (const kind of CONTENT_KINDS) {
    const value = body[kind];
    if (value === undefined) continue;
    const list = kind !== 'deposit' && kind !== 'leaderboard';
    if (value !== null && (typeof value !== 'object' || Array.isArray(value) !== list)) {
      invalid(`The field "${kind}" must be ${list ? 'an array' : 'an object'} or null.`);
    }
    setContent(ctx.state.db, ctx.merchant, kind, value);
  }
  if (body.points !== undefined) {
    const entry = objectBody(body.points);
    const username = requiredString(entry, 'username');
    const player = findPlayer(ctx.state.db, ctx.merchant, username);
    if (!player) throw new ApiError('not.exists.user', `There is no player "${username}".`);
    setMemberPoints(ctx.state.db, player.id, optionalInteger(entry, 'points', 0, 1e9) ?? 0);
  }
  return ok(null);
}

/** Control calls of this module (docs/wire-contract.md). */
export const rewardsControlRoutes = {
  'POST /__sandbox/rewards': controlRewards,
};
