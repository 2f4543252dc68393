// Players and their sessions.

import { randomBytes } from 'node:crypto';
import { SESSION_TTL_MS } from './constants.mjs';

/**
 * @typedef {object} PlayerRow
 * @property {number} id
 * @property {string} merchant_code
 * @property {string} username
 * @property {string | null} mobile_num
 * @property {string} password_hash
 * @property {number} password_is_default
 * @property {number} type
 * @property {string} language
 * @property {number} first_time_login
 * @property {number} password_expired
 * @property {string | null} club_label
 * @property {number} rank_level
 */

/**
 * @typedef {object} SessionRow
 * @property {string} token
 * @property {number} player_id
 * @property {string} merchant_code
 * @property {number} first_time_login
 * @property {number} created_at
 * @property {number} expires_at
 * @property {string | null} ip the address the session was opened from; calls from another are refused
 */

/**
 * @typedef {object} NewPlayer
 * @property {string} merchant
 * @property {string} username
 * @property {string} passwordHash
 * @property {string} [mobileNum]
 * @property {boolean} [passwordIsDefault]
 * @property {number} [type]
 * @property {string} [language]
 * @property {boolean} [firstTimeLogin]
 * @property {boolean} [passwordExpired]
 * @property {string | null} [clubLabel]
 * @property {number} [rankLevel]
 * @property {string} [registerMethod]
 * @property {string} [registerUrl]
 * @property {string} [domain]
 * @property {string} [referralCode]
 * @property {string} [affiliateCode]
 * @property {boolean} [ageConfirmed] the player confirmed being of legal age at registration
 * @property {string} [termsVersion] the version of the merchant's terms the player accepted
 */

/**
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {string} username
 * @returns {PlayerRow | undefined}
 */
export function findPlayer(db, merchant, username) {
  return /** @type {PlayerRow | undefined} */ (
    db.prepare('SELECT * FROM players WHERE merchant_code = ? AND username = ?').get(merchant, username));
}

/**
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {string} mobileNum
 * @returns {PlayerRow | undefined}
 */
export function findPlayerByMobile(db, merchant, mobileNum) {
  return /** @type {PlayerRow | undefined} */ (
    db.prepare('SELECT * FROM players WHERE merchant_code = ? AND mobile_num = ?').get(merchant, mobileNum));
}

/** @param {NewPlayer} player */
function columns(player) {
  return {
    merchant_code: player.merchant,
    username: player.username,
    mobile_num: player.mobileNum ?? null,
    password_hash: player.passwordHash,
    password_is_default: player.passwordIsDefault ? 1 : 0,
    type: player.type ?? 0,
    language: player.language ?? 'CN',
    first_time_login: player.firstTimeLogin ? 1 : 0,
    password_expired: player.passwordExpired ? 1 : 0,
    club_label: player.clubLabel ?? null,
    rank_level: player.rankLevel ?? 0,
    register_method: player.registerMethod ?? null,
    register_url: player.registerUrl ?? null,
    domain: player.domain ?? null,
    referral_code: player.referralCode ?? null,
    affiliate_code: player.affiliateCode ?? null,
    age_confirmed: player.ageConfirmed ? 1 : 0,
    terms_version: player.termsVersion ?? null,
  };
}

/**
 * Create a player; resolves to its id.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {NewPlayer} player
 */
export function createPlayer(db, player) {
  const row = { ...columns(player), created_at: Date.now() };
  const names = Object.keys(row);
  const result = db.prepare(`INSERT INTO players (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`)
    .run(row);
  return Number(result.lastInsertRowid);
}

/**
 * Create a player, or replace the one with the same user name (keeping its id).
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {NewPlayer} player
 */
export function upsertPlayer(db, player) {
  const existing = findPlayer(db, player.merchant, player.username);
  if (!existing) return createPlayer(db, player);
  const row = columns(player);
  const names = Object.keys(row);
  db.prepare(`UPDATE players SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`)
    .run({ ...row, id: existing.id });
  return existing.id;
}

/**
 * Open a session for a player after a successful login; clears the player's first-login flag.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {PlayerRow} player
 * @param {string | null} [ip] binds the token to this client address
 * @param {number} [startedAt] the platform clock's time (clock.mjs): the reality check counts play from it
 * @returns {{ token: string, firstTimeLogin: boolean }}
 */
export function openSession(db, player, ip = null, startedAt = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  const now = startedAt;
  const firstTimeLogin = player.first_time_login === 1;
  db.transaction(() => {
    db.prepare(`INSERT INTO sessions (token, player_id, merchant_code, first_time_login, created_at, expires_at, ip)
      VALUES (?, ?, ?, ?, ?, ?, ?)`).run(token, player.id, player.merchant_code, firstTimeLogin ? 1 : 0, now, now + SESSION_TTL_MS, ip);
    db.prepare('UPDATE players SET first_time_login = 0, last_login_at = ? WHERE id = ?').run(now, player.id);
  })();
  return { token, firstTimeLogin };
}

/**
 * The live session of a token for a merchant, with its player; expired sessions are removed.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} token
 * @param {string} merchant
 * @returns {{ session: SessionRow, player: PlayerRow } | null}
 */
export function findSession(db, token, merchant) {
  const session = /** @type {SessionRow | undefined} */ (db.prepare('SELECT * FROM sessions WHERE token = ?').get(token));
  if (!session) return null;
  if (session.expires_at <= Date.now()) {
    db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
    return null;
  }
  if (session.merchant_code !== merchant) return null;
  const player = /** @type {PlayerRow | undefined} */ (db.prepare('SELECT * FROM players WHERE id = ?').get(session.player_id));
  return player ? { session, player } : null;
}

/**
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} token
 */
export function closeSession(db, token) {
  db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
}

/**
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {number} playerId
 * @param {string} language
 */
export function setPlayerLanguage(db, playerId, language) {
  db.prepare('UPDATE players SET language = ? WHERE id = ?').run(language, playerId);
}

/**
 * The member info answer of a session.
 * @param {PlayerRow} player
 * @param {SessionRow} session
 * @param {string | null} [labelName] the name of the member's VIP level (membership.mjs labelNameOf)
 */
export function memberInfo(player, session, labelName = player.club_label) {
  return {
    customerId: player.id,
    userName: player.username,
    type: player.type,
    language: player.language,
    merchantCode: player.merchant_code,
    firstTimeLogin: session.first_time_login === 1,
    ...(labelName ? { clubLabel: { labelName } } : {}),
    rankLevel: player.rank_level,
  };
}
