// VIP rank progress, member benefits, referral, feedback and the mini-game (SPEC §3, §4, §5, §7), with their
// control calls, and the mini-game's script for both variants.

import { fileURLToPath } from 'node:url';
import { ApiError, fail, ok, sendScript } from '../http.mjs';
import {
  addFeedback, FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH, invitedCount, labelNameOf, listFeedback, luckyDraw, memberLevels,
  rankProgress, referralCodeOf, setMemberLevels, setRankProgress,
} from '../membership.mjs';
import { findPlayer } from '../players.mjs';
import { content } from '../rewards.mjs';
import { invalid, objectBody, oneOf, optionalInteger, optionalString, requiredString } from '../validate.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */
/** @typedef {import('./control.mjs').ControlContext} ControlContext */

const MINI_GAME_SCRIPT = fileURLToPath(new URL('../mini-game/minigame.js', import.meta.url));
const MINI_GAME_PATH = /^\/mini-game\/(v1|s1)\/minigame\.js$/;

/** @param {RequestContext} ctx */
const playerOf = (ctx) => /** @type {NonNullable<RequestContext['player']>} */ (ctx.player);

/** @param {RequestContext} ctx */
function rankProgressAnswer(ctx) {
  const player = playerOf(ctx);
  const progress = rankProgress(ctx.state, player);
  return ok({
    currentProgress: {
      completedConditions: progress.completedConditions,
      totalExpectedConditions: progress.totalExpectedConditions,
    },
    playerRankProgress: { labelId: progress.labelId, labelName: labelNameOf(ctx.state, player), rankLevel: player.rank_level },
  });
}

/** @param {RequestContext} ctx */
function benefits(ctx) {
  // The amounts are in the merchant's currency, which the answer names as the deposit settings do.
  const { currency } = content(ctx.state.db, ctx.merchant.code, 'deposit');
  return ok({ currentRankLevel: playerOf(ctx).rank_level, currency, levels: memberLevels(ctx.state) });
}

/** @param {RequestContext} ctx */
function referral(ctx) {
  const player = playerOf(ctx);
  const code = referralCodeOf(player);
  return ok({ referralCode: code, invitedCount: invitedCount(ctx.state.db, ctx.merchant.code, code) });
}

/** @param {RequestContext} ctx */
function feedback(ctx) {
  const body = objectBody(ctx.body);
  const category = /** @type {string} */ (oneOf(body, 'category', FEEDBACK_CATEGORIES));
  const content = requiredString(body, 'content');
  if (content.length > FEEDBACK_MAX_LENGTH) invalid(`The field "content" must be at most ${FEEDBACK_MAX_LENGTH} characters.`);
  const contact = optionalString(body, 'contact') ?? '';
  if (contact.length > 100) invalid('The field "contact" must be at most 100 characters.');
  return ok(addFeedback(ctx.state, { username: playerOf(ctx).username, category, content, contact }));
}

/** @param {RequestContext} ctx */
function draw(ctx) {
  const result = luckyDraw(ctx.state, playerOf(ctx).id);
  if (!result) return fail('minigame.no.draws.left', 'You have used all of today\'s draws.');
  return ok(result);
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const membershipRoutes = [
  { method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', auth: true, handler: rankProgressAnswer },
  { method: 'GET', path: '/wps/member/benefits', auth: true, handler: benefits },
  { method: 'GET', path: '/wps/member/referral', auth: true, handler: referral },
  { method: 'POST', path: '/wps/member/feedback', auth: true, handler: feedback },
  { method: 'POST', path: '/wps/relay/MINIGAME_luckyDraw', auth: true, handler: draw },
];

const PROMO_PATH = /^\/promo\/([a-z0-9-]{1,40})\.html$/;

/** A promotion's own page, what a banner of type P links to (the /m/activity page frames it). @param {string} slug */
function promoPage(slug) {
  const title = slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>body{margin:0;font-family:system-ui,sans-serif;background:linear-gradient(160deg,#c8102e,#7a0019);color:#fff;text-align:center;padding:32px 20px}
h1{margin:0 0 8px}p{opacity:.9}.badge{display:inline-block;margin-top:16px;padding:10px 22px;border-radius:999px;background:#ffd54f;color:#5d2e00;font-weight:700}</style></head>
<body><h1>${title}</h1><p>Deposit today and get a 20% bonus, up to R$ 888.</p><p>Valid for members until the end of the month.</p><span class="badge">20% BONUS</span></body></html>`;
}

/**
 * Answers the platform's static pages and scripts outside /wps: the mini-game script
 * (`GET /mini-game/{v1|s1}/minigame.js`) and promotion pages (`GET /promo/<slug>.html`). False for any other path.
 * @param {string} path
 * @param {import('node:http').ServerResponse} res
 */
export function serveMembershipAsset(path, res) {
  if (MINI_GAME_PATH.test(path)) {
    sendScript(res, MINI_GAME_SCRIPT);
    return true;
  }
  const promo = PROMO_PATH.exec(path);
  if (!promo) return false;
  const html = promoPage(promo[1] ?? '');
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html), 'Cache-Control': 'no-cache' });
  res.end(html);
  return true;
}

/** @param {ControlContext} ctx */
function playerNamed(ctx, username) {
  const player = findPlayer(ctx.state.db, ctx.merchant, username);
  if (!player) throw new ApiError('not.exists.user', `There is no player "${username}".`);
  return player;
}

/** `{ username, labelId (null for none), completedConditions, totalExpectedConditions }`. @param {ControlContext} ctx */
function controlRankProgress(ctx) {
  const body = objectBody(ctx.body);
  const player = playerNamed(ctx, requiredString(body, 'username'));
  if (body.labelId !== null && !Number.isInteger(body.labelId)) invalid('The field "labelId" must be an integer or null.');
  const progress = {
    labelId: /** @type {number | null} */ (body.labelId),
    completedConditions: optionalInteger(body, 'completedConditions', 0, 1000) ?? 0,
    totalExpectedConditions: optionalInteger(body, 'totalExpectedConditions', 0, 1000) ?? 0,
  };
  setRankProgress(ctx.state, player.id, progress);
  return ok(progress);
}

/** `{ levels: [...] }` replaces the VIP levels; `{ levels: null }` restores the seeded ones. @param {ControlContext} ctx */
function controlBenefits(ctx) {
  const body = objectBody(ctx.body);
  if (body.levels !== null && !Array.isArray(body.levels)) invalid('The field "levels" must be a list or null.');
  setMemberLevels(ctx.state, /** @type {any} */ (body.levels));
  return ok(memberLevels(ctx.state));
}

/** @param {ControlContext} ctx */
function controlFeedback(ctx) {
  return ok(listFeedback(ctx.state));
}

/** Control calls of this module (docs/wire-contract.md). */
export const membershipControlRoutes = {
  'POST /__sandbox/rank-progress': controlRankProgress,
  'POST /__sandbox/benefits': controlBenefits,
  'GET /__sandbox/feedback': controlFeedback,
};
