// /wps/relay/GCSGAME_*, /wps/relay/GCS_gameTrialLaunch and /wps/game/launchGame: the game catalogue and
// launches (SPEC §3, §7); /wps/game/search, /wps/game/favourites and /wps/game/recent: search and a member's own
// games (docs/wire-contract.md); and /game/*, the artwork and the pages launched and trial games land on.

import { randomBytes } from 'node:crypto';
import { ApiError, ok } from '../http.mjs';
import { card, checkLaunch, findGame, gameArtwork, gamePage, lanesOf, searchGames, vendorList } from '../games.mjs';
import { favouritesOf, notePlayed, recentOf, setFavourite } from '../player-games.mjs';
import { balanceOf } from '../wallet.mjs';
import { content } from '../rewards.mjs';
import { now } from '../clock.mjs';
import { objectBody, rejectUnknownFields, requiredBoolean, requiredString } from '../validate.mjs';
import { requestOrigin } from '../support.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */

/** Launches handed out, by ticket: what the game page shows. Kept small; the oldest go first. */
const tickets = new Map();
const TICKET_LIMIT = 200;

const languageOf = (/** @type {RequestContext} */ ctx) => (ctx.headers.language ?? 'CN').toUpperCase();

/** @param {RequestContext} ctx */
function newGameVendor() {
  return ok(vendorList());
}

/** @param {RequestContext} ctx */
function gameMatch(ctx) {
  return ok(lanesOf(ctx.query.page ?? 'home', languageOf(ctx), requestOrigin(ctx.req)));
}

/** @param {RequestContext} ctx */
function trialLaunch(ctx) {
  const { gameId, nodeId, platform } = ctx.query;
  if (platform !== 'html5') throw new ApiError('validation.failed', 'The field "platform" must be html5.');
  const game = findGame(gameId ?? '');
  if (!game || game.nodeId !== nodeId) throw new ApiError('game.not.found', 'This game is not available.');
  if (!game.trial) throw new ApiError('game.trial.unavailable', 'This game has no trial mode.');
  const url = new URL(`/game/trial/${game.gameId}`, requestOrigin(ctx.req));
  url.searchParams.set('language', languageOf(ctx));
  return ok({ gameUrl: url.href });
}

/** @param {RequestContext} ctx */
function launchGame(ctx) {
  const launch = checkLaunch(objectBody(ctx.body));
  const player = /** @type {NonNullable<RequestContext['player']>} */ (ctx.player);
  notePlayed(ctx.state.db, player.id, launch.game.gameId, now(ctx.state));
  const ticket = randomBytes(12).toString('hex');
  // The game shows the wallet as it was at launch, in the merchant's currency.
  const currency = String(content(ctx.state.db, ctx.merchant.code, 'deposit').currency ?? 'BRL');
  tickets.set(ticket, { ...launch, username: player.username, balance: balanceOf(ctx.state.db, player.id), currency });
  if (tickets.size > TICKET_LIMIT) tickets.delete(tickets.keys().next().value);
  return ok({ gameUrl: `${requestOrigin(ctx.req)}/game/play?ticket=${ticket}` });
}

/** @param {RequestContext} ctx */
function search(ctx) {
  return ok(searchGames(ctx.query.keyword ?? '', requestOrigin(ctx.req)));
}

/** Cards of the games named, in that order. @param {RequestContext} ctx @param {string[]} ids */
const cardsOf = (ctx, ids) => ids.map((id) => card(/** @type {import('../game-catalogue.mjs').Game} */ (findGame(id)), requestOrigin(ctx.req)));

/** @param {RequestContext} ctx */
const playerId = (ctx) => /** @type {NonNullable<RequestContext['player']>} */ (ctx.player).id;

/** @param {RequestContext} ctx */
function favourites(ctx) {
  return ok(cardsOf(ctx, favouritesOf(ctx.state.db, playerId(ctx))));
}

/** @param {RequestContext} ctx */
function markFavourite(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['gameId', 'favourite']);
  const gameId = requiredString(body, 'gameId');
  const favourite = requiredBoolean(body, 'favourite');
  if (!findGame(gameId)) throw new ApiError('game.not.found', 'This game is not available.');
  if (!setFavourite(ctx.state.db, playerId(ctx), gameId, favourite, now(ctx.state))) {
    throw new ApiError('game.favourites.full', 'You have reached the most favourites you can keep. Remove one to add another.');
  }
  return favourites(ctx);
}

/** @param {RequestContext} ctx */
function recent(ctx) {
  return ok(cardsOf(ctx, recentOf(ctx.state.db, playerId(ctx))));
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const gameRoutes = [
  { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', handler: newGameVendor },
  { method: 'GET', path: '/wps/relay/GCSGAME_getGameMatchV2', handler: gameMatch },
  { method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', handler: trialLaunch },
  { method: 'POST', path: '/wps/game/launchGame', auth: true, handler: launchGame },
  { method: 'GET', path: '/wps/game/search', handler: search },
  { method: 'GET', path: '/wps/game/favourites', auth: true, handler: favourites },
  { method: 'POST', path: '/wps/game/favourites', auth: true, handler: markFavourite },
  { method: 'GET', path: '/wps/game/recent', auth: true, handler: recent },
];

/**
 * Answers /game/* (artwork, the launched game, the trial game); false when the path is not one of them.
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 */
export function answerGamePage(res, url) {
  const send = (status, type, body, cache = 'no-store') => {
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache, 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
    return true;
  };
  const art = url.pathname.match(/^\/game\/art\/([A-Z0-9]+)\.svg$/);
  if (art) {
    const game = findGame(art[1]);
    return game ? send(200, 'image/svg+xml', gameArtwork(game), 'public, max-age=86400') : send(404, 'text/plain', 'Not Found');
  }
  const trial = url.pathname.match(/^\/game\/trial\/([A-Z0-9]+)$/);
  if (trial) {
    const game = findGame(trial[1]);
    if (!game?.trial) return send(404, 'text/plain', 'Not Found');
    const language = url.searchParams.get('language') ?? 'EN';
    return send(200, 'text/html; charset=utf-8', gamePage({ game, username: '', backUrl: '', language, view: 'trial', trial: true }));
  }
  if (url.pathname === '/game/play') {
    const launch = tickets.get(url.searchParams.get('ticket') ?? '');
    if (!launch) return send(404, 'text/plain', 'This game session has ended.');
    return send(200, 'text/html; charset=utf-8', gamePage({ ...launch, trial: false }));
  }
  return false;
}
