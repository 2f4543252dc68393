// The member's balance and records (docs/wire-contract.md, Wallet), and their control call.

import { ApiError, ok } from '../http.mjs';
import { findPlayer } from '../players.mjs';
import { invalid, objectBody, optionalBoolean, rejectUnknownFields, requiredString } from '../validate.mjs';
import { content } from '../rewards.mjs';
import { now } from '../clock.mjs';
import { addEntry, balanceOf, clearWallet, HISTORY_DAYS, MAX_PAGE_SIZE, RECORD_FILTERS, records, setBalance } from '../wallet.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */
/** @typedef {import('../server.mjs').SandboxState} SandboxState */
/** @typedef {import('./control.mjs').ControlContext} ControlContext */

/**
 * Balance calls the control API made fail, per sandbox: a count, or Infinity until turned off.
 * @type {WeakMap<SandboxState, number>}
 */
const failingBalance = new WeakMap();

/** @param {RequestContext} ctx */
const playerOf = (ctx) => /** @type {NonNullable<RequestContext['player']>} */ (ctx.player);

/** @param {RequestContext} ctx */
function balance(ctx) {
  const failing = failingBalance.get(ctx.state) ?? 0;
  if (failing > 0) {
    failingBalance.set(ctx.state, failing - 1);
    throw new ApiError('wallet.unavailable', 'The balance cannot be read right now. Please try again later.');
  }
  return ok({
    balance: balanceOf(ctx.state.db, playerOf(ctx).id),
    currency: content(ctx.state.db, ctx.merchant.code, 'deposit').currency,
    updatedAt: Date.now(),
  });
}

/**
 * A whole number from the query within bounds, else the fallback when absent.
 * @param {Record<string, string>} query
 * @param {string} name
 * @param {number} min
 * @param {number} max
 * @param {number} fallback
 */
function queryInteger(query, name, min, max, fallback) {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) invalid(`The query parameter "${name}" must be a whole number from ${min} to ${max}.`);
  return value;
}

/** @param {RequestContext} ctx */
function history(ctx) {
  const query = ctx.query;
  const type = query.type || 'all';
  if (!Object.hasOwn(RECORD_FILTERS, type)) invalid(`The query parameter "type" must be one of ${Object.keys(RECORD_FILTERS).join(', ')}.`);
  const now = Date.now();
  const oldest = now - HISTORY_DAYS * 86_400_000;
  const from = Math.max(oldest, queryInteger(query, 'from', 0, now + 86_400_000, oldest));
  const language = (ctx.headers.language ?? 'CN').toUpperCase();
  return ok(records(ctx.state.db, ctx.merchant.code, language, playerOf(ctx).id, {
    type: /** @type {keyof typeof RECORD_FILTERS} */ (type),
    from,
    page: queryInteger(query, 'page', 1, 10_000, 1),
    pageSize: queryInteger(query, 'pageSize', 1, MAX_PAGE_SIZE, 20),
  }));
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const walletRoutes = [
  { method: 'GET', path: '/wps/member/balance', auth: true, handler: balance },
  { method: 'GET', path: '/wps/member/records', auth: true, handler: history },
];

/**
 * Set a player's balance, empty their wallet, or make the next balance calls fail:
 * `{ username?, balance?, clear?, failBalance? }` (`failBalance`: a count, `true` until `false` or a reset).
 * @param {ControlContext} ctx
 */
function controlWallet(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['username', 'balance', 'clear', 'failBalance', 'gameResult']);
  if (body.balance !== undefined || body.clear !== undefined || body.gameResult !== undefined) {
    const username = requiredString(body, 'username');
    const player = findPlayer(ctx.state.db, ctx.merchant, username);
    if (!player) throw new ApiError('not.exists.user', `There is no player "${username}".`);
    if (optionalBoolean(body, 'clear')) clearWallet(ctx.state.db, player.id);
    if (body.balance !== undefined) {
      const amount = body.balance;
      if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0 || amount > 1e12) {
        invalid('The field "balance" must be an amount from 0.');
      }
      setBalance(ctx.state.db, player.id, amount);
    }
    if (body.gameResult !== undefined) {
      const result = body.gameResult;
      if (typeof result !== 'number' || !Number.isFinite(result) || Math.abs(result) > 1e9) {
        invalid('The field "gameResult" must be an amount, negative for a loss.');
      }
      // A round played now by the platform's clock, so that it falls inside the session it was played in.
      addEntry(ctx.state.db, player.id, 'game', result, { game: 'S301' }, now(ctx.state));
    }
  }
  const fail = body.failBalance;
  if (fail !== undefined) {
    if (typeof fail === 'boolean') failingBalance.set(ctx.state, fail ? Infinity : 0);
    else if (Number.isInteger(fail) && /** @type {number} */ (fail) >= 0) failingBalance.set(ctx.state, /** @type {number} */ (fail));
    else invalid('The field "failBalance" must be true, false or a count of calls.');
  }
  return ok(null);
}

/** Control calls of this module (docs/wire-contract.md). */
export const walletControl = {
  name: 'wallet',
  /** @param {SandboxState} state */
  reset(state) {
    failingBalance.delete(state);
  },
  routes: { 'POST /__sandbox/wallet': controlWallet },
};
