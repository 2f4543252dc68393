// SQLite storage of the sandbox: schema, first-start seed, and reset.

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { DEMO_MERCHANT, DEMO_MODE_SWITCHES, SWITCH_DEFAULTS } from './constants.mjs';
import { seedDelivery } from './delivery.mjs';
import { seedSecurity } from './security.mjs';
import { INSTALL_SCHEMA, INSTALL_TABLES, seedInstall } from './install.mjs';
import { REWARDS_SCHEMA, REWARDS_TABLES } from './rewards.mjs';
import { CONTENT_SCHEMA, CONTENT_TABLES, seedContent } from './content.mjs';
import { FIREBASE_SCHEMA, FIREBASE_TABLES } from './firebase.mjs';
import { seedWallet, WALLET_SCHEMA, WALLET_TABLES } from './wallet.mjs';
import { EXCLUSIONS_SCHEMA, EXCLUSIONS_TABLES } from './exclusions.mjs';
import { LIMITS_SCHEMA, LIMITS_TABLES } from './limits.mjs';
import { THROTTLE_SCHEMA, THROTTLE_TABLES } from './throttle.mjs';
import { PLAYER_GAMES_SCHEMA, PLAYER_GAMES_TABLES } from './player-games.mjs';
import { seedWithdrawals, WITHDRAWAL_SCHEMA, WITHDRAWAL_TABLES } from './withdrawals.mjs';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS merchants (
  code TEXT PRIMARY KEY,
  whitelabel TEXT NOT NULL,
  whitelabel_val TEXT NOT NULL,
  main_domain TEXT NOT NULL,
  mobile_template TEXT NOT NULL,
  default_country TEXT NOT NULL,
  default_language TEXT NOT NULL DEFAULT 'CN',
  maintenance INTEGER NOT NULL DEFAULT 0,
  maintenance_end TEXT NOT NULL DEFAULT 'null',
  region_restriction INTEGER NOT NULL DEFAULT 0,
  test INTEGER NOT NULL DEFAULT 0,
  ip_override TEXT
);
CREATE TABLE IF NOT EXISTS merchant_switches (
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  name TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, name)
);
CREATE TABLE IF NOT EXISTS countries (
  code TEXT PRIMARY KEY,
  dialing_code TEXT NOT NULL,
  currency TEXT NOT NULL,
  currency_symbol TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS players (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  username TEXT NOT NULL COLLATE NOCASE,
  mobile_num TEXT,
  password_hash TEXT NOT NULL,
  password_is_default INTEGER NOT NULL DEFAULT 0,
  type INTEGER NOT NULL DEFAULT 0,
  language TEXT NOT NULL DEFAULT 'CN',
  first_time_login INTEGER NOT NULL DEFAULT 0,
  password_expired INTEGER NOT NULL DEFAULT 0,
  club_label TEXT,
  rank_level INTEGER NOT NULL DEFAULT 0,
  register_method TEXT,
  register_url TEXT,
  domain TEXT,
  referral_code TEXT,
  affiliate_code TEXT,
  age_confirmed INTEGER NOT NULL DEFAULT 0,
  terms_version TEXT,
  created_at INTEGER NOT NULL,
  last_login_at INTEGER,
  UNIQUE (merchant_code, username)
);
CREATE INDEX IF NOT EXISTS players_mobile ON players (merchant_code, mobile_num);
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  merchant_code TEXT NOT NULL,
  first_time_login INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  ip TEXT
);
CREATE INDEX IF NOT EXISTS sessions_player ON sessions (player_id);
CREATE TABLE IF NOT EXISTS verification_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL COLLATE NOCASE,
  dialing_code TEXT NOT NULL DEFAULT '',
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS verification_codes_recipient ON verification_codes (merchant_code, channel, recipient);
CREATE TABLE IF NOT EXISTS player_security (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  methods TEXT NOT NULL DEFAULT '',
  email TEXT,
  payee_name TEXT,
  ga_secret TEXT,
  email_code INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS trusted_ips (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  ip TEXT NOT NULL,
  PRIMARY KEY (player_id, ip)
);
`;

/**
 * The part of better-sqlite3's API the sandbox uses (the package ships no type declarations).
 * @typedef {object} Statement
 * @property {(...params: unknown[]) => { changes: number, lastInsertRowid: number | bigint }} run
 * @property {(...params: unknown[]) => unknown} get
 * @property {(...params: unknown[]) => unknown[]} all
 */

/**
 * @typedef {object} SqliteDatabase
 * @property {(sql: string) => Statement} prepare
 * @property {(sql: string) => void} exec
 * @property {(source: string) => unknown} pragma
 * @property {<F extends (...args: any[]) => any>(fn: F) => F} transaction
 * @property {() => void} close
 */

/** Countries seeded on a fresh database; the first is the merchant's default. */
/**
 * The demo merchant's country: its dialling code is the one the mobile-number fields start with, and its currency
 * is the one every amount the merchant shows is in (deposits, prizes, bonuses; see rewards.mjs).
 */
export const DEMO_COUNTRY = 'BR';

const COUNTRIES = [
  ['BR', '+55', 'BRL', 'R$'],
  ['VN', '+84', 'VND', '₫'],
  ['PH', '+63', 'PHP', '₱'],
  ['CN', '+86', 'CNY', '¥'],
  ['TH', '+66', 'THB', '฿'],
  ['ID', '+62', 'IDR', 'Rp'],
  ['IN', '+91', 'INR', '₹'],
];

/**
 * scrypt hash of the demo player's password, `demo1234`. The demo credentials are public, so its hash is computed
 * once here rather than at every seed.
 */
const DEMO_PASSWORD_HASH = 'scrypt$16384$8$1$cZWVSLcXLYoOowyyExskXQ==$N0jKR4gwN256UVsr24nvmu9Wg+e+REQ1sUmlfkp0glM=';

/** First customer id handed out. */
const FIRST_CUSTOMER_ID = 100001;

/**
 * Open (creating when needed) the sandbox database and seed it on first use.
 * @param {string} file a path, or ':memory:'
 * @param {'test' | 'demo' | 'production'} [mode] what the seed is for (see DEMO_MODE_SWITCHES)
 * @returns {SqliteDatabase}
 */
export function openDatabase(file, mode = 'test') {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = /** @type {SqliteDatabase} */ (new Database(file));
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  db.exec(INSTALL_SCHEMA);
  db.exec(REWARDS_SCHEMA);
  db.exec(CONTENT_SCHEMA);
  db.exec(FIREBASE_SCHEMA);
  db.exec(WALLET_SCHEMA);
  db.exec(EXCLUSIONS_SCHEMA);
  db.exec(LIMITS_SCHEMA);
  db.exec(THROTTLE_SCHEMA);
  db.exec(PLAYER_GAMES_SCHEMA);
  db.exec(WITHDRAWAL_SCHEMA);
  addMissingColumns(db);
  const { count } = /** @type {{ count: number }} */ (db.prepare('SELECT COUNT(*) AS count FROM merchants').get());
  if (count === 0) seed(db, mode);
  return db;
}

/**
 * Columns added after a database file may have been created: a demo database kept in `.data/` gets them.
 * @param {SqliteDatabase} db
 */
function addMissingColumns(db) {
  const merchantColumns = /** @type {{ name: string }[]} */ (db.prepare('PRAGMA table_info(merchants)').all());
  if (!merchantColumns.some((column) => column.name === 'default_language')) {
    db.exec("ALTER TABLE merchants ADD COLUMN default_language TEXT NOT NULL DEFAULT 'CN'");
  }
  const sessionColumns = /** @type {{ name: string }[]} */ (db.prepare('PRAGMA table_info(sessions)').all());
  if (!sessionColumns.some((column) => column.name === 'ip')) db.exec('ALTER TABLE sessions ADD COLUMN ip TEXT');
  const playerColumns = /** @type {{ name: string }[]} */ (db.prepare('PRAGMA table_info(players)').all());
  if (!playerColumns.some((column) => column.name === 'age_confirmed')) {
    db.exec('ALTER TABLE players ADD COLUMN age_confirmed INTEGER NOT NULL DEFAULT 0');
    db.exec('ALTER TABLE players ADD COLUMN terms_version TEXT');
  }
  const securityColumns = /** @type {{ name: string }[]} */ (db.prepare('PRAGMA table_info(player_security)').all());
  if (!securityColumns.some((column) => column.name === 'email_code')) {
    db.exec('ALTER TABLE player_security ADD COLUMN email_code INTEGER NOT NULL DEFAULT 0');
  }
}

/**
 * Wipe every table and seed again.
 * @param {SqliteDatabase} db
 * @param {'test' | 'demo' | 'production'} [mode]
 */
export function resetDatabase(db, mode = 'test') {
  db.transaction(() => {
    for (const table of [...THROTTLE_TABLES, ...WITHDRAWAL_TABLES, ...PLAYER_GAMES_TABLES, ...LIMITS_TABLES, ...EXCLUSIONS_TABLES, ...WALLET_TABLES, ...FIREBASE_TABLES, ...CONTENT_TABLES, ...REWARDS_TABLES, ...INSTALL_TABLES, 'verification_codes', 'trusted_ips', 'player_security', 'sessions', 'players', 'merchant_switches', 'countries', 'merchants']) {
      db.prepare(`DELETE FROM ${table}`).run();
    }
    db.prepare("DELETE FROM sqlite_sequence WHERE name IN ('players', 'deposits', 'mall_redemptions', 'wallet_entries', 'limit_deposits', 'withdrawals')").run();
    seed(db, mode);
  })();
}

/**
 * Seed the demo merchant, its switches, the countries and the demo player.
 * @param {SqliteDatabase} db
 * @param {'test' | 'demo' | 'production'} mode
 */
function seed(db, mode) {
  db.transaction(() => {
    // A Brazilian merchant: its players' money is in reais, and a visitor whose phone speaks none of the 22
    // languages gets Brazilian Portuguese.
    db.prepare(`INSERT INTO merchants (code, whitelabel, whitelabel_val, main_domain, mobile_template, default_country, default_language)
      VALUES (?, ?, ?, ?, ?, ?, ?)`).run(DEMO_MERCHANT, 'Demo Lottery', 'demo', '127.0.0.1', 'default', DEMO_COUNTRY, 'PT-BR');
    const insertSwitch = db.prepare('INSERT INTO merchant_switches (merchant_code, name, enabled) VALUES (?, ?, ?)');
    const switches = mode === 'demo' ? { ...SWITCH_DEFAULTS, ...DEMO_MODE_SWITCHES } : SWITCH_DEFAULTS;
    for (const [name, enabled] of Object.entries(switches)) insertSwitch.run(DEMO_MERCHANT, name, enabled ? 1 : 0);
    const insertCountry = db.prepare(`INSERT INTO countries (code, dialing_code, currency, currency_symbol, sort_order)
      VALUES (?, ?, ?, ?, ?)`);
    COUNTRIES.forEach(([code, dialing, currency, symbol], index) => insertCountry.run(code, dialing, currency, symbol, index));
    db.prepare(`INSERT INTO players (id, merchant_code, username, password_hash, type, language, club_label, rank_level,
      register_method, created_at) VALUES (?, ?, ?, ?, 0, 'CN', 'Gold', 3, 'H5', ?)`)
      .run(FIRST_CUSTOMER_ID, DEMO_MERCHANT, 'demo', DEMO_PASSWORD_HASH, Date.now());
    seedDelivery(db, DEMO_MERCHANT, 'Demo Lottery');
    seedSecurity(db, FIRST_CUSTOMER_ID, DEMO_PASSWORD_HASH);
    seedInstall(db, DEMO_MERCHANT);
    seedContent(db, DEMO_MERCHANT);
    seedWallet(db, DEMO_MERCHANT, FIRST_CUSTOMER_ID, Date.now(), seedWithdrawals(db, FIRST_CUSTOMER_ID));
  })();
}
