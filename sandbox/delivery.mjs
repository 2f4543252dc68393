// What the platform decides about delivery: which web origins may call it with credentials (CORS), and each
// merchant's installable-app settings behind GET /wps/system/manifest.json (SPEC §3 manifest template).

/** @typedef {import('./db.mjs').SqliteDatabase} SqliteDatabase */

const SCHEMA = `
CREATE TABLE IF NOT EXISTS allowed_origins (
  origin TEXT PRIMARY KEY
);
CREATE TABLE IF NOT EXISTS merchant_pwa (
  merchant_code TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  title TEXT,
  icons TEXT NOT NULL DEFAULT '[]'
);
`;

/** Icon sizes of the manifest template (SPEC §3). */
export const PWA_ICON_SIZES = [192, 256, 384, 512];

/** The icon a merchant without icons gets (SPEC §9: default PWA icon 192x192). */
export const DEFAULT_ICON = { src: '/m/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

const ensured = new WeakSet();

/** @param {SqliteDatabase} db */
function ensureTables(db) {
  if (ensured.has(db)) return;
  db.exec(SCHEMA);
  ensured.add(db);
}

/**
 * Seeds the demo merchant's app settings with no configured origins (part of the database's seed).
 * @param {SqliteDatabase} db
 * @param {string} merchant
 * @param {string} title
 */
export function seedDelivery(db, merchant, title) {
  ensureTables(db);
  db.transaction(() => {
    db.prepare('DELETE FROM allowed_origins').run();
    db.prepare('DELETE FROM merchant_pwa').run();
    const icons = PWA_ICON_SIZES.map((size) => ({ src: `/m/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' }));
    db.prepare('INSERT INTO merchant_pwa (merchant_code, title, icons) VALUES (?, ?, ?)').run(merchant, title, JSON.stringify(icons));
  })();
}

/**
 * Origins configured beside the merchants' own domains.
 * @param {SqliteDatabase} db
 * @returns {string[]}
 */
export function listAllowedOrigins(db) {
  ensureTables(db);
  return /** @type {{ origin: string }[]} */ (db.prepare('SELECT origin FROM allowed_origins ORDER BY origin').all())
    .map((row) => row.origin);
}

/**
 * Replaces the configured origins.
 * @param {SqliteDatabase} db
 * @param {string[]} origins
 */
export function setAllowedOrigins(db, origins) {
  ensureTables(db);
  db.transaction(() => {
    db.prepare('DELETE FROM allowed_origins').run();
    const insert = db.prepare('INSERT OR IGNORE INTO allowed_origins (origin) VALUES (?)');
    for (const origin of origins) insert.run(origin);
  })();
}

/**
 * The canonical form of an origin (`scheme://host[:port]`), or null when the text is not one.
 * @param {string} text
 */
export function normalizeOrigin(text) {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === text.toLowerCase() || url.origin === text ? url.origin : null;
  } catch {
    return null;
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether a page on `origin` may call the platform with credentials and read the answers: a merchant's own
 * domain (or a subdomain of it) over HTTPS, an origin configured for the platform, and in test and demo modes
 * any loopback origin, where the demo app, its API lines and test landing pages run.
 * @param {{ db: SqliteDatabase, mode: string }} state
 * @param {string} origin
 */
export function isAllowedOrigin(state, origin) {
  const canonical = normalizeOrigin(origin);
  if (!canonical) return false;
  const url = new URL(canonical);
  if ((state.mode === 'test' || state.mode === 'demo') && LOOPBACK.has(url.hostname)) return true;
  if (listAllowedOrigins(state.db).includes(canonical)) return true;
  if (url.protocol !== 'https:') return false;
  const domains = /** @type {{ main_domain: string }[]} */ (state.db.prepare('SELECT main_domain FROM merchants').all())
    .map((row) => row.main_domain.toLowerCase())
    .filter((domain) => domain && !LOOPBACK.has(domain));
  return domains.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`));
}

/**
 * A merchant's web app manifest (SPEC §3, §7).
 * @param {SqliteDatabase} db
 * @param {import('./merchants.mjs').MerchantRow} merchant
 */
export function webAppManifest(db, merchant) {
  ensureTables(db);
  const row = /** @type {{ title: string | null, icons: string } | undefined} */ (
    db.prepare('SELECT title, icons FROM merchant_pwa WHERE merchant_code = ?').get(merchant.code));
  const title = row?.title || merchant.whitelabel;
  /** @type {{ src: string, sizes: string, type?: string }[]} */
  const icons = row ? JSON.parse(row.icons) : [];
  return {
    id: '/m/',
    name: title,
    short_name: title,
    lang: 'zh-CN',
    start_url: '/m/home?utm_source=homescreen',
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f4f4f6',
    theme_color: '#c8102e',
    icons: (icons.length ? icons : [DEFAULT_ICON]).map((icon) => ({ ...icon, purpose: 'any' })),
  };
}

/**
 * Sets a merchant's app title and icons; null clears them (the manifest then falls back to the merchant's
 * name and the default icon).
 * @param {SqliteDatabase} db
 * @param {string} merchant
 * @param {{ title?: string | null, icons?: { src: string, sizes: string, type?: string }[] | null }} settings
 */
export function setPwaSettings(db, merchant, settings) {
  ensureTables(db);
  const current = /** @type {{ title: string | null, icons: string } | undefined} */ (
    db.prepare('SELECT title, icons FROM merchant_pwa WHERE merchant_code = ?').get(merchant));
  const title = settings.title !== undefined ? settings.title : current?.title ?? null;
  const icons = settings.icons !== undefined ? JSON.stringify(settings.icons ?? []) : current?.icons ?? '[]';
  db.prepare(`INSERT INTO merchant_pwa (merchant_code, title, icons) VALUES (?, ?, ?)
    ON CONFLICT (merchant_code) DO UPDATE SET title = excluded.title, icons = excluded.icons`).run(merchant, title, icons);
}
