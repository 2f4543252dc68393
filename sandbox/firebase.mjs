// Firebase identities (SPEC §1, §3, §8): the merchant's Firebase settings, the check of a Firebase ID token and
// which player each identity belongs to. Schema and queries live here; db.mjs runs them with the rest.
//
// A real platform verifies the ID token's RS256 signature against Google's published keys. The sandbox never
// reaches Google: in test and demo modes it accepts the Auth emulator's unsigned tokens (header `alg: none`)
// after checking everything else (structure, audience = project id, issuer, expiry, subject, provider); in
// production mode it refuses every Firebase token.

import { randomBytes } from 'node:crypto';

/** Tables of this module, in the order a reset empties them. */
export const FIREBASE_TABLES = ['firebase_identities', 'firebase_settings'];

export const FIREBASE_SCHEMA = `
CREATE TABLE IF NOT EXISTS firebase_settings (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  phone INTEGER NOT NULL DEFAULT 0,
  api_key TEXT NOT NULL,
  project_id TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS firebase_identities (
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL COLLATE NOCASE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  PRIMARY KEY (merchant_code, provider, subject)
);
`;

/** The demo project: a `demo-` project id makes the Auth emulator run without any Google credentials. */
export const DEMO_FIREBASE = Object.freeze({ phone: false, apiKey: 'demo-mc-elements-api-key', projectId: 'demo-mc-elements' });

/** `firebaseChannel` values and the provider id a token of that channel must carry. */
export const CHANNEL_PROVIDERS = Object.freeze({ GOOGLE: 'google.com', PHONE: 'phone' });

/**
 * @typedef {object} FirebaseSettings
 * @property {boolean} phone phone sign-in offered (the status's `sms.firebase`)
 * @property {string} apiKey
 * @property {string} projectId
 */

/**
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @returns {FirebaseSettings}
 */
export function firebaseSettings(db, merchant) {
  const row = /** @type {{ phone: number, api_key: string, project_id: string } | undefined} */ (
    db.prepare('SELECT phone, api_key, project_id FROM firebase_settings WHERE merchant_code = ?').get(merchant));
  return row ? { phone: row.phone === 1, apiKey: row.api_key, projectId: row.project_id } : { ...DEMO_FIREBASE };
}

/**
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {Partial<FirebaseSettings>} changes
 */
export function setFirebaseSettings(db, merchant, changes) {
  const next = { ...firebaseSettings(db, merchant), ...changes };
  db.prepare(`INSERT INTO firebase_settings (merchant_code, phone, api_key, project_id) VALUES (?, ?, ?, ?)
    ON CONFLICT (merchant_code) DO UPDATE SET phone = excluded.phone, api_key = excluded.api_key, project_id = excluded.project_id`)
    .run(merchant, next.phone ? 1 : 0, next.apiKey, next.projectId);
  return next;
}

/**
 * @typedef {object} FirebaseIdentity
 * @property {'google.com' | 'phone'} provider
 * @property {string} subject the verified email (Google) or the E.164 number (phone): what the platform binds
 * @property {string} uid Firebase's user id
 */

/** Why a token is refused: an error code of docs/wire-contract.md and its message. */
export class TokenError extends Error {
  /** @param {string} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** @param {string} part */
function decodeJson(part) {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Check a Firebase ID token and read the identity in it.
 * @param {string} token
 * @param {{ projectId: string, channel: keyof typeof CHANNEL_PROVIDERS, mode: 'test' | 'demo' | 'production', now?: number }} expected
 * @returns {FirebaseIdentity}
 */
export function verifyIdToken(token, { projectId, channel, mode, now = Date.now() }) {
  const parts = token.split('.');
  if (parts.length !== 3) throw new TokenError('firebase.token.invalid', 'The Firebase ID token is not a JWT.');
  const header = decodeJson(parts[0]);
  const claims = decodeJson(parts[1]);
  if (!header || !claims || typeof claims !== 'object') throw new TokenError('firebase.token.invalid', 'The Firebase ID token cannot be read.');
  if (mode === 'production' || header.alg !== 'none') {
    // Only the emulator's unsigned tokens can be checked here; a signed token needs Google's keys.
    throw new TokenError('firebase.token.unverifiable', 'This platform cannot verify Firebase ID tokens.');
  }
  if (claims.aud !== projectId) throw new TokenError('firebase.token.invalid', `The token is for another project (audience "${claims.aud}").`);
  if (claims.iss !== `https://securetoken.google.com/${projectId}`) throw new TokenError('firebase.token.invalid', 'The token has the wrong issuer.');
  const seconds = Math.floor(now / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= seconds) throw new TokenError('firebase.token.expired', 'The Firebase ID token has expired.');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new TokenError('firebase.token.invalid', 'The token names no user.');
  const provider = claims.firebase?.sign_in_provider;
  if (provider !== CHANNEL_PROVIDERS[channel]) {
    throw new TokenError('firebase.channel.mismatch', `The token is a "${provider}" sign-in, not ${channel}.`);
  }
  if (provider === 'google.com') {
    if (typeof claims.email !== 'string' || !claims.email || claims.email_verified !== true) {
      throw new TokenError('firebase.token.invalid', 'The Google identity has no verified email address.');
    }
    return { provider, subject: claims.email.toLowerCase(), uid: claims.sub };
  }
  if (typeof claims.phone_number !== 'string' || !/^\+\d{6,15}$/.test(claims.phone_number)) {
    throw new TokenError('firebase.token.invalid', 'The phone identity has no phone number.');
  }
  return { provider: 'phone', subject: claims.phone_number, uid: claims.sub };
}

/**
 * The player an identity is bound to, if any.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {Pick<FirebaseIdentity, 'provider' | 'subject'>} identity
 * @returns {number | null}
 */
export function boundPlayerId(db, merchant, identity) {
  const row = /** @type {{ player_id: number } | undefined} */ (db.prepare(
    'SELECT player_id FROM firebase_identities WHERE merchant_code = ? AND provider = ? AND subject = ?',
  ).get(merchant, identity.provider, identity.subject));
  return row ? row.player_id : null;
}

/**
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {Pick<FirebaseIdentity, 'provider' | 'subject'>} identity
 * @param {number} playerId
 */
export function bindIdentity(db, merchant, identity, playerId) {
  db.prepare(`INSERT INTO firebase_identities (merchant_code, provider, subject, player_id) VALUES (?, ?, ?, ?)
    ON CONFLICT (merchant_code, provider, subject) DO UPDATE SET player_id = excluded.player_id`)
    .run(merchant, identity.provider, identity.subject, playerId);
}

/**
 * A user name for a player created from an identity: the email's local part or the number's last digits, with
 * a random tail so that two players never collide.
 * @param {FirebaseIdentity} identity
 */
export function usernameFor(identity) {
  const base = identity.provider === 'google.com'
    ? identity.subject.split('@')[0].replace(/[^A-Za-z0-9_]/g, '').slice(0, 16) || 'player'
    : `p${identity.subject.slice(-6)}`;
  return `${base}_${randomBytes(3).toString('hex')}`.slice(0, 30);
}

/**
 * The status answer's `sms` block: phone sign-in on or off, the API key, and (beyond SPEC §3) the project id and
 * auth domain, so that the app needs no Firebase configuration of its own.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 */
export function firebaseStatus(db, merchant) {
  const settings = firebaseSettings(db, merchant);
  return {
    firebase: settings.phone,
    apiKey: settings.apiKey,
    projectId: settings.projectId,
    authDomain: `${settings.projectId}.firebaseapp.com`,
  };
}
