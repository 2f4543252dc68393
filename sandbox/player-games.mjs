// A member's own games: the favourites they marked and the games they launched last, kept per player in the
// database so that they follow the member from device to device and survive a restart.

import { findGame } from './game-catalogue.mjs';

/** Tables of this module, in the order a reset empties them. */
export const PLAYER_GAMES_TABLES = ['game_favourites', 'game_plays'];

export const PLAYER_GAMES_SCHEMA = `
CREATE TABLE IF NOT EXISTS game_favourites (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, game_id)
);
CREATE TABLE IF NOT EXISTS game_plays (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game_id TEXT NOT NULL,
  played_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, game_id)
);
`;

/** A member keeps at most this many favourites; the recently played list shows this many games. */
export const MAX_FAVOURITES = 100;
export const RECENT_LIMIT = 12;

/** @typedef {import('./db.mjs').SqliteDatabase} Db */

/**
 * Game ids of a member's favourites, newest first; games the catalogue no longer has are left out.
 * @param {Db} db
 * @param {number} playerId
 */
export function favouritesOf(db, playerId) {
  const rows = /** @type {{ game_id: string }[]} */ (db.prepare(
    'SELECT game_id FROM game_favourites WHERE player_id = ? ORDER BY created_at DESC, rowid DESC',
  ).all(playerId));
  return rows.map((row) => row.game_id).filter((id) => findGame(id));
}

/**
 * Marks or unmarks a favourite. False when the member already has the most favourites allowed.
 * @param {Db} db
 * @param {number} playerId
 * @param {string} gameId
 * @param {boolean} favourite
 * @param {number} at
 */
export function setFavourite(db, playerId, gameId, favourite, at) {
  if (!favourite) {
    db.prepare('DELETE FROM game_favourites WHERE player_id = ? AND game_id = ?').run(playerId, gameId);
    return true;
  }
  const { count } = /** @type {{ count: number }} */ (db.prepare('SELECT COUNT(*) AS count FROM game_favourites WHERE player_id = ?').get(playerId));
  const has = db.prepare('SELECT 1 FROM game_favourites WHERE player_id = ? AND game_id = ?').get(playerId, gameId);
  if (has) return true;
  if (count >= MAX_FAVOURITES) return false;
  db.prepare('INSERT INTO game_favourites (player_id, game_id, created_at) VALUES (?, ?, ?)').run(playerId, gameId, at);
  return true;
}

/**
 * Notes a launch: the game moves to the front of the member's recently played.
 * @param {Db} db
 * @param {number} playerId
 * @param {string} gameId
 * @param {number} at
 */
export function notePlayed(db, playerId, gameId, at) {
  db.prepare(`INSERT INTO game_plays (player_id, game_id, played_at) VALUES (?, ?, ?)
    ON CONFLICT (player_id, game_id) DO UPDATE SET played_at = excluded.played_at`).run(playerId, gameId, at);
}

/**
 * Game ids the member launched last, newest first.
 * @param {Db} db
 * @param {number} playerId
 */
export function recentOf(db, playerId) {
  const rows = /** @type {{ game_id: string }[]} */ (db.prepare(
    'SELECT game_id FROM game_plays WHERE player_id = ? ORDER BY played_at DESC, rowid DESC LIMIT ?',
  ).all(playerId, RECENT_LIMIT * 2));
  return rows.map((row) => row.game_id).filter((id) => findGame(id)).slice(0, RECENT_LIMIT);
}
