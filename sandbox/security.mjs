// One-time codes (SMS and email), two-factor methods, trusted IPs and Google Authenticator (RFC 6238 TOTP).

import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** How long a sent code works. */
export const CODE_TTL_MS = 5 * 60 * 1000;

/** Two-factor methods by their flag name in `login_verify_required` and their code in the verification call. */
export const TWO_FACTOR_METHODS = Object.freeze({ payeeName: 'P', sms: 'S', ga: 'G', email: 'E' });

/** @typedef {keyof typeof TWO_FACTOR_METHODS} MethodName */
/**
 * A player's second factor. `email_code`: the email method mails a code (sent by `/wps/verification/email/noLogin`)
 * and the verification needs it; off, the spec's email method holds, the address alone.
 * @typedef {{ methods: MethodName[], email: string | null, payee_name: string | null, ga_secret: string | null, email_code: boolean }} Security
 */
/** @typedef {import('./db.mjs').SqliteDatabase} SqliteDatabase */

/**
 * The seeded second-factor account: public demo data, so its Google Authenticator secret is fixed too (an
 * authenticator app can add it from `otpauthUri`).
 */
export const SECURE_DEMO = Object.freeze({
  username: 'secure',
  mobileNum: '987654321',
  email: 'secure@example.com',
  payeeName: 'Nguyen Van An',
  gaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
});

/** Mobile number of the seeded `demo` player, for SMS login. */
export const DEMO_MOBILE = '912345678';

/** Email address of the seeded `demo` player, where a password reset code can be mailed; no second factor. */
export const DEMO_EMAIL = 'demo@example.com';

/**
 * Seed the demo players' mobile numbers and the two-factor account (same password as `demo`).
 * @param {SqliteDatabase} db
 * @param {number} demoId
 * @param {string} passwordHash
 */
export function seedSecurity(db, demoId, passwordHash) {
  db.prepare('UPDATE players SET mobile_num = ? WHERE id = ?').run(DEMO_MOBILE, demoId);
  setSecurity(db, demoId, { methods: [], email: DEMO_EMAIL, payee_name: null, ga_secret: null, email_code: false });
  const { lastInsertRowid } = db.prepare(`INSERT INTO players (merchant_code, username, mobile_num, password_hash, type,
    language, rank_level, register_method, created_at) VALUES ('DEMO', ?, ?, ?, 0, 'CN', 1, 'H5', ?)`)
    .run(SECURE_DEMO.username, SECURE_DEMO.mobileNum, passwordHash, Date.now());
  setSecurity(db, Number(lastInsertRowid), {
    methods: ['payeeName', 'sms', 'ga', 'email'],
    email: SECURE_DEMO.email,
    payee_name: SECURE_DEMO.payeeName,
    ga_secret: SECURE_DEMO.gaSecret,
    email_code: false,
  });
}

/**
 * @param {SqliteDatabase} db
 * @param {number} playerId
 * @returns {Security}
 */
export function getSecurity(db, playerId) {
  const row = /** @type {{ methods: string, email: string | null, payee_name: string | null, ga_secret: string | null, email_code: number } | undefined} */ (
    db.prepare('SELECT methods, email, payee_name, ga_secret, email_code FROM player_security WHERE player_id = ?').get(playerId));
  if (!row) return { methods: [], email: null, payee_name: null, ga_secret: null, email_code: false };
  const methods = /** @type {MethodName[]} */ (row.methods.split(',').filter((name) => name in TWO_FACTOR_METHODS));
  return { ...row, methods, email_code: row.email_code === 1 };
}

/**
 * @param {SqliteDatabase} db
 * @param {number} playerId
 * @param {Security} security
 */
export function setSecurity(db, playerId, security) {
  db.prepare(`INSERT INTO player_security (player_id, methods, email, payee_name, ga_secret, email_code)
    VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (player_id) DO UPDATE SET methods = excluded.methods, email = excluded.email,
    payee_name = excluded.payee_name, ga_secret = excluded.ga_secret, email_code = excluded.email_code`)
    .run(playerId, security.methods.join(','), security.email, security.payee_name, security.ga_secret, security.email_code ? 1 : 0);
}

/** A new Google Authenticator secret (160 bits, base32). */
export function newGaSecret() {
  return new Secret({ size: 20 }).base32;
}

/**
 * The TOTP of a secret: 6 digits, 30 s, SHA-1, as Google Authenticator makes them.
 * @param {string} secret base32
 * @param {string} label
 */
export function totpOf(secret, label = 'player') {
  return new TOTP({ issuer: 'Demo Lottery', label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

/**
 * Whether an authenticator code is right now, or one 30 s step either side (clock drift).
 * @param {string} secret
 * @param {string} token
 */
export function gaCodeValid(secret, token) {
  return /^\d{6}$/.test(token) && totpOf(secret).validate({ token, window: 1 }) !== null;
}

/**
 * @param {SqliteDatabase} db
 * @param {number} playerId
 * @param {string} ip
 */
export function isTrustedIp(db, playerId, ip) {
  return Boolean(db.prepare('SELECT 1 FROM trusted_ips WHERE player_id = ? AND ip = ?').get(playerId, ip));
}

/**
 * @param {SqliteDatabase} db
 * @param {number} playerId
 * @param {string} ip
 */
export function trustIp(db, playerId, ip) {
  db.prepare('INSERT OR IGNORE INTO trusted_ips (player_id, ip) VALUES (?, ?)').run(playerId, ip);
}

/**
 * @param {SqliteDatabase} db
 * @param {number} playerId
 * @param {string[]} ips
 */
export function replaceTrustedIps(db, playerId, ips) {
  db.transaction(() => {
    db.prepare('DELETE FROM trusted_ips WHERE player_id = ?').run(playerId);
    for (const ip of ips) trustIp(db, playerId, ip);
  })();
}

/**
 * The flags of `login_verify_required` for a player, or null when the player has no second factor. Beside the
 * spec's four method flags, `emailCode` says whether the email method mails a code that the client must ask for.
 * @param {Security} security
 */
export function verifyFlags(security) {
  if (!security.methods.length) return null;
  const flags = Object.fromEntries(Object.keys(TWO_FACTOR_METHODS).map((name) => [name, security.methods.includes(/** @type {MethodName} */ (name))]));
  return { ...flags, emailCode: flags.email && security.email_code };
}

/**
 * Make and keep a one-time code; an older code for the same recipient stops working.
 * @param {SqliteDatabase} db
 * @param {{ merchant: string, channel: 'sms' | 'email', recipient: string, dialingCode?: string }} target
 * @returns {{ code: string, expiresAt: number }}
 */
export function issueCode(db, { merchant, channel, recipient, dialingCode = '' }) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = Date.now();
  const expiresAt = now + CODE_TTL_MS;
  db.transaction(() => {
    db.prepare('UPDATE verification_codes SET used = 1 WHERE merchant_code = ? AND channel = ? AND recipient = ?')
      .run(merchant, channel, recipient);
    db.prepare(`INSERT INTO verification_codes (merchant_code, channel, recipient, dialing_code, code, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`).run(merchant, channel, recipient, dialingCode, code, now, expiresAt);
  })();
  return { code, expiresAt };
}

/**
 * The newest code sent to a recipient (either channel), for the control API.
 * @param {SqliteDatabase} db
 * @param {string} merchant
 * @param {string} recipient
 */
export function latestCode(db, merchant, recipient) {
  return /** @type {{ id: number, channel: string, recipient: string, dialing_code: string, code: string, expires_at: number, used: number } | undefined} */ (
    db.prepare('SELECT * FROM verification_codes WHERE merchant_code = ? AND recipient = ? ORDER BY id DESC LIMIT 1')
      .get(merchant, recipient));
}

/**
 * Make every code of a recipient expired now.
 * @param {SqliteDatabase} db
 * @param {string} merchant
 * @param {string} recipient
 */
export function expireCodes(db, merchant, recipient) {
  return db.prepare('UPDATE verification_codes SET expires_at = ? WHERE merchant_code = ? AND recipient = ?')
    .run(Date.now() - 1, merchant, recipient).changes;
}

/**
 * Check and use up a code. A code works once; only the newest one sent to the recipient works.
 * @param {SqliteDatabase} db
 * @param {{ merchant: string, channel: 'sms' | 'email', recipient: string, code: string }} attempt
 * @returns {'ok' | 'invalid' | 'expired'}
 */
export function consumeCode(db, { merchant, channel, recipient, code }) {
  const row = /** @type {{ id: number, code: string, expires_at: number, used: number } | undefined} */ (
    db.prepare(`SELECT id, code, expires_at, used FROM verification_codes WHERE merchant_code = ? AND channel = ?
      AND recipient = ? ORDER BY id DESC LIMIT 1`).get(merchant, channel, recipient));
  if (!row || row.used || row.code !== code) return 'invalid';
  if (row.expires_at <= Date.now()) return 'expired';
  db.prepare('UPDATE verification_codes SET used = 1 WHERE id = ?').run(row.id);
  return 'ok';
}
