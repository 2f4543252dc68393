// /wps/relay/GCSGAME_*, /wps/relay/GCS_gameTrialLaunch and /wps/game/launchGame: the game catalogue and
// launches (SPEC §3, §7); and /game/*, the artwork and the pages launched and trial games land on.

import { randomBytes } from 'node:crypto';
import { ApiError, ok } from '../http.mjs';
import { checkLaunch, findGame, gameArtwork, gamePage, lanesOf, vendorList } from '../games.mjs';
import { objectBody } from '../validate.mjs';
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
  const ticket = randomBytes(12).toString('hex');
  tickets.set(ticket, { ...launch, username: ctx.player?.username ?? '' });
  if (tickets.size > TICKET_LIMIT) tickets.delete(tickets.keys().next().value);
  return ok({ gameUrl: `${requestOrigin(ctx.req)}/game/play?ticket=${ticket}` });
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const gameRoutes = [
  { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', handler: newGameVendor },
  { method: 'GET', path: '/wps/relay/GCSGAME_getGameMatchV2', handler: gameMatch },
  { method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', handler: trialLaunch },
  { method: 'POST', path: '/wps/game/launchGame', auth: true, handler: launchGame },
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
