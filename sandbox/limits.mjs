// A player's own limits (docs/wire-contract.md, Limits): deposit limits per day, week and month, and a
// session-time limit. Lowering a limit, or setting a first one, protects the player and applies at once;
// raising or removing one is the kind of change a player may regret, so it waits 24 hours on the platform's
// clock, shown as pending until then. Every rule reads time from sandbox/clock.mjs, so tests move days forward.
// Periods are calendar periods in UTC (the day from 00:00, the week from Monday, the month from the 1st).

import { now } from './clock.mjs';
import { ApiError } from './http.mjs';
import { closeSession } from './players.mjs';
import { content } from './rewards.mjs';
import { invalid, objectBody, rejectUnknownFields } from './validate.mjs';

/** Tables of this module, in the order a reset empties them. */
export const LIMITS_TABLES = ['limit_deposits', 'player_limits'];

export const LIMITS_SCHEMA = `
CREATE TABLE IF NOT EXISTS player_limits (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  value INTEGER,
  pending_value INTEGER,
  pending_at INTEGER,
  PRIMARY KEY (player_id, kind)
);
CREATE TABLE IF NOT EXISTS limit_deposits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS limit_deposits_player ON limit_deposits (player_id, created_at);
`;

/** @typedef {import('./db.mjs').SqliteDatabase} Db */
/** @typedef {import('./server.mjs').SandboxState} SandboxState */
/** @typedef {'day' | 'week' | 'month'} Period */
/** @typedef {{ player_id: number, kind: string, value: number | null, pending_value: number | null, pending_at: number | null }} LimitRow */

export const PERIODS = /** @type {const} */ (['day', 'week', 'month']);
/** The wait before a raise or a removal applies. */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;
export const MAX_DEPOSIT_LIMIT = 1e9;
export const SESSION_MINUTES = { min: 5, max: 24 * 60 };

const cents = (amount) => Math.round(amount * 100);

/**
 * The start of the period holding `time`, and the start of the next one.
 * @param {Period} period
 * @param {number} time
 */
export function periodBounds(period, time) {
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  if (period === 'month') return { start: Date.UTC(year, month, 1), end: Date.UTC(year, month + 1, 1) };
  // Weeks start on Monday (getUTCDay: Sunday 0).
  const back = period === 'week' ? (date.getUTCDay() + 6) % 7 : 0;
  const start = Date.UTC(year, month, day - back);
  return { start, end: Date.UTC(year, month, day - back + (period === 'week' ? 7 : 1)) };
}

/**
 * The player's limits by kind, with pending changes that are due applied first.
 * @param {Db} db
 * @param {number} playerId
 * @param {number} time
 * @returns {Map<string, LimitRow>}
 */
function rowsOf(db, playerId, time) {
  db.prepare(`UPDATE player_limits SET value = pending_value, pending_value = NULL, pending_at = NULL
    WHERE player_id = ? AND pending_at IS NOT NULL AND pending_at <= ?`).run(playerId, time);
  db.prepare('DELETE FROM player_limits WHERE player_id = ? AND value IS NULL AND pending_at IS NULL').run(playerId);
  const rows = /** @type {LimitRow[]} */ (db.prepare('SELECT * FROM player_limits WHERE player_id = ?').all(playerId));
  return new Map(rows.map((row) => [row.kind, row]));
}

/**
 * What the player deposited since `from`, in cents.
 * @param {Db} db
 * @param {number} playerId
 * @param {number} from
 */
function depositedSince(db, playerId, from) {
  const row = /** @type {{ total: number | null }} */ (db.prepare(
    'SELECT SUM(amount_cents) AS total FROM limit_deposits WHERE player_id = ? AND created_at >= ?',
  ).get(playerId, from));
  return row.total ?? 0;
}

/**
 * The player's limits as the platform answers them.
 * @param {SandboxState} state
 * @param {string} merchant
 * @param {number} playerId
 * @param {import('./players.mjs').SessionRow} [session]
 */
export function limitsOf(state, merchant, playerId, session) {
  const time = now(state);
  const rows = rowsOf(state.db, playerId, time);
  /** @type {Record<string, unknown>} */
  const deposit = {};
  for (const period of PERIODS) {
    const row = rows.get(period);
    const { start, end } = periodBounds(period, time);
    const used = depositedSince(state.db, playerId, start);
    const limit = row?.value ?? null;
    deposit[period] = {
      limit: limit === null ? null : limit / 100,
      used: used / 100,
      left: limit === null ? null : Math.max(0, limit - used) / 100,
      resetsAt: end,
      pending: row?.pending_at ? { limit: row.pending_value === null ? null : row.pending_value / 100, appliesAt: row.pending_at } : null,
    };
  }
  const sessionRow = rows.get('session');
  const minutes = sessionRow?.value ?? null;
  return {
    currency: content(state.db, merchant, 'deposit').currency,
    now: time,
    deposit,
    session: {
      limitMinutes: minutes,
      startedAt: session?.created_at ?? null,
      endsAt: minutes !== null && session ? session.created_at + minutes * 60_000 : null,
      pending: sessionRow?.pending_at ? { limitMinutes: sessionRow.pending_value, appliesAt: sessionRow.pending_at } : null,
    },
  };
}

/**
 * A field of a limits change: an amount (cents), minutes, or null to remove; undefined when absent.
 * @param {Record<string, unknown>} body
 * @param {string} field
 */
function readChange(body, field) {
  if (!(field in body)) return undefined;
  const value = body[field];
  if (value === null) return null;
  if (field === 'session') {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < SESSION_MINUTES.min || value > SESSION_MINUTES.max) {
      invalid(`The field "session" must be a whole number of minutes from ${SESSION_MINUTES.min} to ${SESSION_MINUTES.max}, or null.`);
    }
    return value;
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_DEPOSIT_LIMIT || cents(value) !== value * 100) {
    invalid(`The field "${field}" must be a positive amount with at most two decimals, up to ${MAX_DEPOSIT_LIMIT}, or null.`);
  }
  return cents(value);
}

/**
 * Set, lower, raise or remove limits: `{ day?, week?, month?, session? }`, each an amount (minutes for
 * `session`) or null to remove. Lowering or a first limit applies at once and drops a pending change; raising
 * or removing waits 24 hours (asking again for the same pending change keeps its time).
 * @param {SandboxState} state
 * @param {number} playerId
 * @param {unknown} raw
 */
export function changeLimits(state, playerId, raw) {
  const body = objectBody(raw);
  rejectUnknownFields(body, [...PERIODS, 'session']);
  const changes = [...PERIODS, 'session'].map((kind) => [kind, readChange(body, kind)]).filter(([, value]) => value !== undefined);
  if (changes.length === 0) invalid('Name at least one limit to change: day, week, month or session.');
  const time = now(state);
  const { db } = state;
  db.transaction(() => {
    const rows = rowsOf(db, playerId, time);
    const write = db.prepare(`INSERT INTO player_limits (player_id, kind, value, pending_value, pending_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (player_id, kind) DO UPDATE SET value = excluded.value, pending_value = excluded.pending_value, pending_at = excluded.pending_at`);
    for (const [kind, wanted] of /** @type {[string, number | null][]} */ (changes)) {
      const row = rows.get(kind);
      const current = row?.value ?? null;
      if (wanted === current) write.run(playerId, kind, current, null, null);
      else if (wanted !== null && (current === null || wanted < current)) write.run(playerId, kind, wanted, null, null);
      else {
        const samePending = row?.pending_at && row.pending_value === wanted;
        write.run(playerId, kind, current, wanted, samePending ? row.pending_at : time + COOLING_OFF_MS);
      }
    }
  })();
}

/**
 * Refuses a deposit over what is left of any deposit limit: the answer names what is left, and carries it
 * as `value: { left, currency, period }` for the client's own sentence. Null when the deposit may go.
 * @param {SandboxState} state
 * @param {string} merchant
 * @param {number} playerId
 * @param {number} amount
 */
export function refuseOverLimit(state, merchant, playerId, amount) {
  const left = depositLeft(state, merchant, playerId);
  if (!left || cents(amount) <= cents(left.left)) return null;
  const message = `This deposit is over your deposit limit: you can deposit ${left.left.toFixed(2)} ${left.currency} more until the limit resets.`;
  return { status: 200, body: { success: false, errorCode: 'limit.deposit.exceeded', message, value: left } };
}

/**
 * What the player may still deposit now: the least left of the deposit limits, with the period it belongs to
 * and when that period resets; null without a deposit limit.
 * @param {SandboxState} state
 * @param {string} merchant
 * @param {number} playerId
 * @returns {{ left: number, period: Period, resetsAt: number, currency: string } | null}
 */
export function depositLeft(state, merchant, playerId) {
  const limits = limitsOf(state, merchant, playerId);
  /** @type {{ left: number, period: Period, resetsAt: number, currency: string } | null} */
  let least = null;
  for (const period of PERIODS) {
    const entry = /** @type {{ left: number | null, resetsAt: number }} */ (limits.deposit[period]);
    if (entry.left !== null && (least === null || entry.left < least.left)) {
      least = { left: entry.left, period, resetsAt: entry.resetsAt, currency: limits.currency };
    }
  }
  return least;
}

/**
 * Counts a deposit the platform accepted against the limits, at the platform's time.
 * @param {SandboxState} state
 * @param {number} playerId
 * @param {number} amount
 */
export function recordDeposit(state, playerId, amount) {
  state.db.prepare('INSERT INTO limit_deposits (player_id, amount_cents, created_at) VALUES (?, ?, ?)').run(playerId, cents(amount), now(state));
}

/**
 * Ends a session older than the player's session-time limit (from its `created_at` to the platform's now):
 * the call is answered `limit.session.reached` (401), and the token is gone.
 * @param {SandboxState} state
 * @param {import('./players.mjs').SessionRow} session
 */
export function enforceSessionLimit(state, session) {
  const time = now(state);
  const minutes = rowsOf(state.db, session.player_id, time).get('session')?.value ?? null;
  if (minutes === null || time - session.created_at < minutes * 60_000) return;
  closeSession(state.db, session.token);
  const message = `You have reached your session time limit of ${minutes} minutes, so you have been logged out.`;
  const ended = endedByLimit.get(state) ?? new Map();
  ended.set(session.token, message);
  endedByLimit.set(state, ended);
  throw new ApiError('limit.session.reached', message, 401);
}

/**
 * Tokens the session-time limit ended, per sandbox, with the reason. A page's calls that were on their way when
 * the limit ended the session get the same reason rather than a bare "invalid token", whichever answer the page
 * reads first.
 * @type {WeakMap<object, Map<string, string>>}
 */
const endedByLimit = new WeakMap();

/**
 * Throws `limit.session.reached` for a token the session-time limit ended; nothing for any other.
 * @param {SandboxState} state
 * @param {string} token
 */
export function refuseEndedByLimit(state, token) {
  const message = endedByLimit.get(state)?.get(token);
  if (message) throw new ApiError('limit.session.reached', message, 401);
}
