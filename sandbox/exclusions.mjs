// Time-outs and self-exclusions (docs/wire-contract.md, Responsible gaming): a player who takes a break is
// logged out everywhere at once, and every way of logging in refuses them until the break ends by the
// platform's clock (clock.mjs), or for good. The break is kept in SQLite, so it outlives a restart.

import { now } from './clock.mjs';
import { fail } from './http.mjs';

/** @typedef {import('./server.mjs').SandboxState} SandboxState */
/** @typedef {import('./players.mjs').PlayerRow} PlayerRow */

export const EXCLUSIONS_SCHEMA = `
CREATE TABLE IF NOT EXISTS exclusions (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  period TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  until INTEGER
);
`;
export const EXCLUSIONS_TABLES = ['exclusions'];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The periods of each kind: a time-out is short, a self-exclusion long or for good. */
export const PERIODS = /** @type {const} */ ({
  timeout: ['24h', '7d', '30d'],
  exclusion: ['6m', '1y', 'permanent'],
});

/**
 * When a break taken at `from` ends, in epoch ms; null for a permanent one. Months and years are calendar ones
 * (six months from 31 August ends on the last day of February, not in March).
 * @param {string} period
 * @param {number} from
 * @returns {number | null}
 */
export function endOf(period, from) {
  if (period === 'permanent') return null;
  if (period === '24h') return from + DAY;
  if (period === '7d') return from + 7 * DAY;
  if (period === '30d') return from + 30 * DAY;
  const months = period === '6m' ? 6 : 12;
  const start = new Date(from);
  const end = new Date(from);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end.getTime();
}

/**
 * The break a player is on now: `{ until }` (null: for good), or null when there is none or it has ended.
 * @param {SandboxState} state
 * @param {number} playerId
 * @returns {{ kind: string, until: number | null } | null}
 */
export function exclusionOf(state, playerId) {
  const row = /** @type {{ kind: string, until: number | null } | undefined} */ (
    state.db.prepare('SELECT kind, until FROM exclusions WHERE player_id = ?').get(playerId));
  if (!row) return null;
  if (row.until !== null && row.until <= now(state)) return null;
  return { kind: row.kind, until: row.until };
}

/**
 * Starts a break and ends every session of the player. A break already running is never shortened by a new
 * one: the later end wins.
 * @param {SandboxState} state
 * @param {number} playerId
 * @param {'timeout' | 'exclusion'} kind
 * @param {string} period
 * @returns {{ until: number | null }}
 */
export function takeBreak(state, playerId, kind, period) {
  const start = now(state);
  let until = endOf(period, start);
  const running = exclusionOf(state, playerId);
  if (running && (running.until === null || (until !== null && running.until > until))) until = running.until;
  const { db } = state;
  db.transaction(() => {
    db.prepare(`INSERT INTO exclusions (player_id, kind, period, started_at, until) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (player_id) DO UPDATE SET kind = excluded.kind, period = excluded.period, started_at = excluded.started_at,
      until = excluded.until`).run(playerId, kind, period, start, until);
    db.prepare('DELETE FROM sessions WHERE player_id = ?').run(playerId);
  })();
  return { until };
}

/**
 * The refusal of a login for a player on a break, or null to let them in. It carries `until` (epoch ms, or
 * null for good) beside the code and message, so the app can name the date in the player's own way.
 * @param {SandboxState} state
 * @param {PlayerRow} player
 * @returns {import('./http.mjs').Answer | null}
 */
export function exclusionRefusal(state, player) {
  const running = exclusionOf(state, player.id);
  if (!running) return null;
  const message = running.until === null
    ? 'This account is closed to play for good at the player\'s own request.'
    : `This account is on a break from play until ${new Date(running.until).toISOString()}.`;
  const answer = fail('member.excluded', message);
  return { ...answer, body: { ...(/** @type {object} */ (answer.body)), until: running.until } };
}
