// Install and download data of a merchant: the app-download settings and links, promotions, and each
// player's deposits (SPEC §3, §9). Schema, seed and queries live here; db.mjs runs them with the rest.

import { addEntry } from './wallet.mjs';

/** Tables of this module, in the order a reset empties them. */
export const INSTALL_TABLES = ['home_screen', 'push_topics', 'push_tokens', 'deposits', 'promotions', 'download_links', 'app_download'];

export const INSTALL_SCHEMA = `
CREATE TABLE IF NOT EXISTS app_download (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  app_name TEXT NOT NULL,
  app_version TEXT NOT NULL,
  required_login INTEGER NOT NULL DEFAULT 0,
  vip_rank_level INTEGER NOT NULL DEFAULT 0,
  force_deposit_times INTEGER NOT NULL DEFAULT 5,
  force_max_close_times INTEGER NOT NULL DEFAULT 5
);
CREATE TABLE IF NOT EXISTS home_screen (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  settings TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS download_links (
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  resource_type TEXT NOT NULL,
  url TEXT NOT NULL,
  PRIMARY KEY (merchant_code, resource_type)
);
CREATE TABLE IF NOT EXISTS promotions (
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  type TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, type)
);
CREATE TABLE IF NOT EXISTS deposits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  amount INTEGER NOT NULL,
  success INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS deposits_player ON deposits (player_id);
CREATE TABLE IF NOT EXISTS push_tokens (
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  token TEXT NOT NULL,
  player_id INTEGER REFERENCES players(id) ON DELETE SET NULL,
  bound_at INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, token)
);
CREATE TABLE IF NOT EXISTS push_topics (
  merchant_code TEXT NOT NULL,
  token TEXT NOT NULL,
  topic TEXT NOT NULL,
  PRIMARY KEY (merchant_code, token, topic),
  FOREIGN KEY (merchant_code, token) REFERENCES push_tokens(merchant_code, token) ON DELETE CASCADE
);
`;

/**
 * Resource types of download links (SPEC §3): download pages per platform, direct packages, the iOS settings
 * profile and the icon the download bar shows.
 */
export const RESOURCE_TYPES = Object.freeze(['MOBILECONFIG', 'Android', 'IOS', 'AppDownloadIcon', 'iOS', 'liteIOS', 'apk']);

/** Promotion types of SPEC §3. */
export const PROMOTION_TYPES = Object.freeze(['APP_DOWNLOAD', 'REFERRAL']);

const DOWNLOAD_HOST = 'https://download.demo-lottery.example';

const DEMO_LINKS = {
  Android: `${DOWNLOAD_HOST}/android`,
  apk: `${DOWNLOAD_HOST}/demo-lottery-2.4.41.apk`,
  IOS: `${DOWNLOAD_HOST}/ios`,
  iOS: `${DOWNLOAD_HOST}/demo-lottery.mobileconfig`,
  liteIOS: `${DOWNLOAD_HOST}/demo-lottery-lite.mobileconfig`,
  MOBILECONFIG: `${DOWNLOAD_HOST}/settings-profile.mobileprovision`,
  AppDownloadIcon: '/m/icon.svg',
};

/**
 * Seed the demo merchant's app, links and promotions.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 */
export function seedInstall(db, merchant) {
  db.prepare('INSERT INTO app_download (merchant_code, app_name, app_version) VALUES (?, ?, ?)')
    .run(merchant, 'Demo Lottery', '2.4.41');
  const link = db.prepare('INSERT INTO download_links (merchant_code, resource_type, url) VALUES (?, ?, ?)');
  for (const [type, url] of Object.entries(DEMO_LINKS)) link.run(merchant, type, url);
  const promotion = db.prepare('INSERT INTO promotions (merchant_code, type, enabled, count) VALUES (?, ?, ?, ?)');
  promotion.run(merchant, 'APP_DOWNLOAD', 1, 1);
  // The referral promotion runs, so that invite friends shows a member's link; tests that need it off say so.
  promotion.run(merchant, 'REFERRAL', 1, 3);
  // Off until a test or a demo turns it on (POST /__sandbox/homeScreen): a sheet coming up 2 s after every
  // landing on the home page would stand in the way of every other journey.
  setHomeScreen(db, merchant, { enabled: false });
}

/**
 * @typedef {object} AppDownloadRow
 * @property {string} app_name
 * @property {string} app_version
 * @property {number} required_login
 * @property {number} vip_rank_level
 * @property {number} force_deposit_times
 * @property {number} force_max_close_times
 */

/**
 * What the app-download call answers (docs/wire-contract.md).
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 */
export function appDownload(db, merchant) {
  const row = /** @type {AppDownloadRow | undefined} */ (
    db.prepare('SELECT * FROM app_download WHERE merchant_code = ?').get(merchant));
  const links = /** @type {{ resourceType: string, url: string }[]} */ (db.prepare(
    'SELECT resource_type AS resourceType, url FROM download_links WHERE merchant_code = ? ORDER BY resource_type',
  ).all(merchant));
  return {
    appName: row?.app_name ?? '',
    appVersion: row?.app_version ?? '',
    links,
    downloadBar: { requiredLogin: row?.required_login === 1, vipRankLevel: row?.vip_rank_level ?? 0 },
    forceDownload: { depositTimes: row?.force_deposit_times ?? 5, maxCloseTimes: row?.force_max_close_times ?? 5 },
    homeScreen: homeScreen(db, merchant),
  };
}

/** The home-screen install settings' defaults (SPEC §9). */
export const HOME_SCREEN_DEFAULTS = Object.freeze({
  enabled: true,
  theme: 'light',
  preferredWay: 'app',
  maxCloseTimes: -1,
  requiredLogin: false,
  hideAfterFirstDeposit: false,
  depositTimes: -1,
  domains: /** @type {string[]} */ ([]),
});

/**
 * The merchant's home-screen install settings (the `homeScreen` block of the app-download answer).
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 */
export function homeScreen(db, merchant) {
  const row = /** @type {{ settings: string } | undefined} */ (
    db.prepare('SELECT settings FROM home_screen WHERE merchant_code = ?').get(merchant));
  return { ...HOME_SCREEN_DEFAULTS, ...(row ? JSON.parse(row.settings) : {}) };
}

/**
 * Merge changes into the home-screen install settings.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {Partial<typeof HOME_SCREEN_DEFAULTS>} changes
 */
export function setHomeScreen(db, merchant, changes) {
  const next = { ...homeScreen(db, merchant), ...changes };
  db.prepare(`INSERT INTO home_screen (merchant_code, settings) VALUES (?, ?)
    ON CONFLICT (merchant_code) DO UPDATE SET settings = excluded.settings`).run(merchant, JSON.stringify(next));
  return next;
}

/**
 * @typedef {object} AppDownloadChanges
 * @property {string} [appName]
 * @property {string} [appVersion]
 * @property {boolean} [requiredLogin]
 * @property {number} [vipRankLevel]
 * @property {number} [depositTimes]
 * @property {number} [maxCloseTimes]
 * @property {Record<string, string | null>} [links] a null url removes the link
 */

/**
 * Merge changes into a merchant's app-download settings.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {AppDownloadChanges} changes
 */
export function setAppDownload(db, merchant, changes) {
  /** @type {[string, unknown][]} */
  const columns = [];
  if (changes.appName !== undefined) columns.push(['app_name', changes.appName]);
  if (changes.appVersion !== undefined) columns.push(['app_version', changes.appVersion]);
  if (changes.requiredLogin !== undefined) columns.push(['required_login', changes.requiredLogin ? 1 : 0]);
  if (changes.vipRankLevel !== undefined) columns.push(['vip_rank_level', changes.vipRankLevel]);
  if (changes.depositTimes !== undefined) columns.push(['force_deposit_times', changes.depositTimes]);
  if (changes.maxCloseTimes !== undefined) columns.push(['force_max_close_times', changes.maxCloseTimes]);
  db.transaction(() => {
    db.prepare(`INSERT INTO app_download (merchant_code, app_name, app_version) VALUES (?, '', '0.0.0')
      ON CONFLICT (merchant_code) DO NOTHING`).run(merchant);
    if (columns.length) {
      const assignments = columns.map(([column]) => `${column} = ?`).join(', ');
      db.prepare(`UPDATE app_download SET ${assignments} WHERE merchant_code = ?`).run(...columns.map(([, v]) => v), merchant);
    }
    for (const [type, url] of Object.entries(changes.links ?? {})) {
      if (url === null) {
        db.prepare('DELETE FROM download_links WHERE merchant_code = ? AND resource_type = ?').run(merchant, type);
      } else {
        db.prepare(`INSERT INTO download_links (merchant_code, resource_type, url) VALUES (?, ?, ?)
          ON CONFLICT (merchant_code, resource_type) DO UPDATE SET url = excluded.url`).run(merchant, type, url);
      }
    }
  })();
}

/**
 * The merchant's promotions by type.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @returns {Record<string, { enabled: boolean, count: number }>}
 */
export function promotions(db, merchant) {
  const rows = /** @type {{ type: string, enabled: number, count: number }[]} */ (
    db.prepare('SELECT type, enabled, count FROM promotions WHERE merchant_code = ?').all(merchant));
  /** @type {Record<string, { enabled: boolean, count: number }>} */
  const answer = {};
  for (const type of PROMOTION_TYPES) answer[type] = { enabled: false, count: 0 };
  for (const row of rows) answer[row.type] = { enabled: row.enabled === 1, count: row.count };
  return answer;
}

/**
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {string} type
 * @param {{ enabled: boolean, count: number }} value
 */
export function setPromotion(db, merchant, type, value) {
  db.prepare(`INSERT INTO promotions (merchant_code, type, enabled, count) VALUES (?, ?, ?, ?)
    ON CONFLICT (merchant_code, type) DO UPDATE SET enabled = excluded.enabled, count = excluded.count`)
    .run(merchant, type, value.enabled ? 1 : 0, value.count);
}

/**
 * A player's deposit statistics (SPEC §3): successful deposits, and whether the first one happened. They are
 * counted from the wallet's ledger, the same records the balance and the player's records come from, so the
 * deposit page, the install prompts and the records never disagree.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {number} playerId
 */
export function depositStatistics(db, playerId) {
  const { count } = /** @type {{ count: number }} */ (
    db.prepare("SELECT COUNT(*) AS count FROM wallet_entries WHERE player_id = ? AND type = 'deposit'").get(playerId));
  return { totalDepositSuccessCount: count, firstDeposit: count > 0 ? 'Y' : 'N' };
}

/**
 * Record deposits of a player (the control API): a successful one is credited to the wallet like a deposit
 * through a channel; a failed one is kept as an attempt and moves no money.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {number} playerId
 * @param {{ count: number, amount: number, success: boolean }} deposit
 */
export function addDeposits(db, playerId, { count, amount, success }) {
  const insert = db.prepare('INSERT INTO deposits (player_id, amount, success, created_at) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      if (success) addEntry(db, playerId, 'deposit', amount, { channel: 'PIX' });
      else insert.run(playerId, amount, 0, Date.now());
    }
  })();
  return depositStatistics(db, playerId);
}

/**
 * Bind a push registration token to a player (the FCM relay's bind); a token moves to the last player bound.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {string} token
 * @param {number} playerId
 */
export function bindPushToken(db, merchant, token, playerId) {
  db.prepare(`INSERT INTO push_tokens (merchant_code, token, player_id, bound_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (merchant_code, token) DO UPDATE SET player_id = excluded.player_id, bound_at = excluded.bound_at`)
    .run(merchant, token, playerId, Date.now());
}

/**
 * Subscribe a bound token to a topic; false when the token was never bound.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {string} token
 * @param {string} topic
 */
export function subscribePushToken(db, merchant, token, topic) {
  const bound = db.prepare('SELECT 1 FROM push_tokens WHERE merchant_code = ? AND token = ?').get(merchant, token);
  if (!bound) return false;
  db.prepare('INSERT OR IGNORE INTO push_topics (merchant_code, token, topic) VALUES (?, ?, ?)').run(merchant, token, topic);
  return true;
}

/**
 * Unsubscribe a token from every topic and, with `all`, forget its binding too.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {string} token
 * @param {boolean} all
 */
export function unsubscribePushToken(db, merchant, token, all) {
  db.transaction(() => {
    db.prepare('DELETE FROM push_topics WHERE merchant_code = ? AND token = ?').run(merchant, token);
    if (all) db.prepare('DELETE FROM push_tokens WHERE merchant_code = ? AND token = ?').run(merchant, token);
  })();
}

/**
 * Every push token of a merchant with its player and topics (control API).
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 */
export function pushTokens(db, merchant) {
  const rows = /** @type {{ token: string, username: string | null, bound_at: number }[]} */ (db.prepare(
    `SELECT t.token, p.username, t.bound_at FROM push_tokens t LEFT JOIN players p ON p.id = t.player_id
      WHERE t.merchant_code = ? ORDER BY t.bound_at`,
  ).all(merchant));
  const topics = db.prepare('SELECT topic FROM push_topics WHERE merchant_code = ? AND token = ? ORDER BY topic');
  return rows.map((row) => ({
    registrationToken: row.token,
    username: row.username,
    boundAt: row.bound_at,
    topics: /** @type {{ topic: string }[]} */ (topics.all(merchant, row.token)).map((entry) => entry.topic),
  }));
}
