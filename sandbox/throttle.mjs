// Anti-automation on the platform's side (docs/wire-contract.md, "Throttling"): how many times something
// happened for one key (an account, an address, a mobile number) within a window, kept in SQLite so that a
// restart forgets nothing, and read on the platform's clock (sandbox/clock.mjs) so that tests move time
// instead of waiting. A key that does not name a known account counts the same as one that does: the limits
// must say nothing about which accounts exist.
//
// Every journey starts with `POST /__sandbox/reset`, which empties the table: the counts of one test never
// reach the next, although all of them come from 127.0.0.1. A test that needs another address sets it with
// `POST /__sandbox/client-ip`.

import { now } from './clock.mjs';
import { fail, ok } from './http.mjs';

/** Tables of this module, in the order a reset empties them. */
export const THROTTLE_TABLES = ['throttle_events'];

export const THROTTLE_SCHEMA = `
CREATE TABLE IF NOT EXISTS throttle_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  kind TEXT NOT NULL,
  key TEXT NOT NULL COLLATE NOCASE,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS throttle_events_key ON throttle_events (merchant_code, kind, key, at);
`;

/** @typedef {import('./server.mjs').SandboxState} SandboxState */

/**
 * One rule: at most `max` events of `kind` for one key within `windowMs`.
 * @typedef {{ kind: string, max: number, windowMs: number }} Rule
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The longest window of any rule: older events are of no use and are dropped. */
const LONGEST_WINDOW_MS = DAY;

/** Login failures: 5 per account or 20 per address within 15 minutes, then the captcha or a lock. */
export const LOGIN_RULES = {
  account: { kind: 'login-fail-account', max: 5, windowMs: 15 * MINUTE },
  address: { kind: 'login-fail-address', max: 20, windowMs: 15 * MINUTE },
};

/** Reset codes asked for: 5 per account and 10 per address within 15 minutes. */
export const RESET_REQUEST_RULES = {
  account: { kind: 'reset-request-account', max: 5, windowMs: 15 * MINUTE },
  address: { kind: 'reset-request-address', max: 10, windowMs: 15 * MINUTE },
};

/** Wrong tries of the reset code last sent for an account and recipient; the code is void after the fifth. */
export const RESET_TRIES = { kind: 'reset-code-wrong', max: 5, windowMs: DAY };

/** SMS sends, of any purpose: per number 5 an hour and 10 a day, per address 20 an hour and 50 a day. */
export const SMS_RULES = {
  numberHour: { kind: 'sms-number', max: 5, windowMs: HOUR },
  numberDay: { kind: 'sms-number', max: 10, windowMs: DAY },
  addressHour: { kind: 'sms-address', max: 20, windowMs: HOUR },
  addressDay: { kind: 'sms-address', max: 50, windowMs: DAY },
};

/**
 * Records one event of `kind` for `key` now.
 * @param {SandboxState} state
 * @param {string} merchant
 * @param {string} kind
 * @param {string} key
 */
export function record(state, merchant, kind, key) {
  const at = now(state);
  state.db.prepare('DELETE FROM throttle_events WHERE at <= ?').run(at - LONGEST_WINDOW_MS);
  state.db.prepare('INSERT INTO throttle_events (merchant_code, kind, key, at) VALUES (?, ?, ?, ?)').run(merchant, kind, key, at);
}

/**
 * Forgets the events of `kind` for `key` (a good login clears the account's failures).
 * @param {SandboxState} state
 * @param {string} merchant
 * @param {string} kind
 * @param {string} key
 */
export function forget(state, merchant, kind, key) {
  state.db.prepare('DELETE FROM throttle_events WHERE merchant_code = ? AND kind = ? AND key = ?').run(merchant, kind, key);
}

/**
 * How many events of the rule's kind `key` had within its window.
 * @param {SandboxState} state
 * @param {string} merchant
 * @param {Rule} rule
 * @param {string} key
 */
export function count(state, merchant, rule, key) {
  const row = /** @type {{ n: number }} */ (state.db.prepare(
    'SELECT COUNT(*) AS n FROM throttle_events WHERE merchant_code = ? AND kind = ? AND key = ? AND at > ?',
  ).get(merchant, rule.kind, key, now(state) - rule.windowMs));
  return row.n;
}

/**
 * When `key` is under the rule again, or null when it is already: the moment enough of its events have left
 * the window for one more to be allowed.
 * @param {SandboxState} state
 * @param {string} merchant
 * @param {Rule} rule
 * @param {string} key
 * @returns {number | null}
 */
export function blockedUntil(state, merchant, rule, key) {
  const times = /** @type {{ at: number }[]} */ (state.db.prepare(
    'SELECT at FROM throttle_events WHERE merchant_code = ? AND kind = ? AND key = ? AND at > ? ORDER BY at ASC',
  ).all(merchant, rule.kind, key, now(state) - rule.windowMs)).map((row) => row.at);
  if (times.length < rule.max) return null;
  return times[times.length - rule.max] + rule.windowMs;
}

/**
 * The latest end among several rules, each with its key, or null when none blocks.
 * @param {SandboxState} state
 * @param {string} merchant
 * @param {[Rule, string][]} checks
 */
export function latestBlock(state, merchant, checks) {
  let until = null;
  for (const [rule, key] of checks) {
    const end = blockedUntil(state, merchant, rule, key);
    if (end !== null && (until === null || end > until)) until = end;
  }
  return until;
}

/**
 * A refusal that says when it ends: `until`, epoch ms on the platform's clock, beside the code and message,
 * as `member.excluded` carries it.
 * @param {import('./http.mjs').Answer} answer
 * @param {number} until
 * @returns {import('./http.mjs').Answer}
 */
export function withUntil(answer, until) {
  return { ...answer, body: { ...(/** @type {object} */ (answer.body)), until } };
}

/**
 * The SMS quota (SMS pumping: a script that has a merchant pay for texts to numbers it chose): per mobile number
 * and per address, per hour and per day, whatever the text is for. Refuses with `sms.send.limit` and its end,
 * or counts one send and answers null. A number that belongs to nobody counts the same.
 * @param {import('./server.mjs').RequestContext} ctx
 * @param {string} dialingCode
 * @param {string} mobileNum
 * @returns {import('./http.mjs').Answer | null}
 */
export function takeSmsQuota(ctx, dialingCode, mobileNum) {
  const { state, merchant, ip } = ctx;
  const number = `${dialingCode.replace(/^\+/, '')} ${mobileNum}`.trim();
  const until = latestBlock(state, merchant.code, [
    [SMS_RULES.numberHour, number], [SMS_RULES.numberDay, number], [SMS_RULES.addressHour, ip], [SMS_RULES.addressDay, ip],
  ]);
  if (until !== null) {
    return withUntil(fail('sms.send.limit', `Too many codes were sent. Sending is possible again at ${new Date(until).toISOString()}.`), until);
  }
  record(state, merchant.code, SMS_RULES.numberHour.kind, number);
  record(state, merchant.code, SMS_RULES.addressHour.kind, ip);
  return null;
}

/**
 * The control concern. A reset empties the table with the rest of the database; `POST /__sandbox/throttles/clear`
 * forgets the counts alone, for a test that makes many failures on purpose and goes on with the same player;
 * `GET /__sandbox/throttles` lists the counted events of the last day, newest first.
 * @type {import('./routes/control.mjs').ControlConcern}
 */
export const throttleControl = {
  name: 'throttle',
  routes: {
    'POST /__sandbox/throttles/clear'({ state, merchant }) {
      const { changes } = state.db.prepare('DELETE FROM throttle_events WHERE merchant_code = ?').run(merchant);
      return ok({ cleared: changes });
    },
    'GET /__sandbox/throttles'({ state, merchant }) {
      return ok(state.db.prepare('SELECT kind, key, at FROM throttle_events WHERE merchant_code = ? AND at > ? ORDER BY id DESC')
        .all(merchant, now(state) - LONGEST_WINDOW_MS));
    },
  },
};
