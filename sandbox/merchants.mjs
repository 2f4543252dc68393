// Merchant data: the merchant row, its switches, its status overrides and the countries.

/**
 * @typedef {object} MerchantRow
 * @property {string} code
 * @property {string} whitelabel
 * @property {string} whitelabel_val
 * @property {string} main_domain
 * @property {string} mobile_template
 * @property {string} default_country
 * @property {string} default_language the language a first visit falls back to (docs/languages.md)
 * @property {number} maintenance
 * @property {string} maintenance_end JSON text
 * @property {number} region_restriction
 * @property {number} test
 * @property {string | null} ip_override
 */

/**
 * @typedef {object} StatusOverrides
 * @property {boolean} [maintenance]
 * @property {string | number | null} [maintenanceEnd]
 * @property {boolean} [regionRestriction]
 * @property {boolean} [test]
 * @property {string | null} [ip]
 * @property {string} [defaultLanguage]
 * @property {string} [defaultCountry] a country code of the countries table; its currency is the merchant's
 */

/**
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} code
 * @returns {MerchantRow | undefined}
 */
export function getMerchant(db, code) {
  return /** @type {MerchantRow | undefined} */ (db.prepare('SELECT * FROM merchants WHERE code = ?').get(code));
}

/**
 * The merchant's switches by name.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} code
 * @returns {Record<string, boolean>}
 */
export function getSwitches(db, code) {
  const rows = /** @type {{ name: string, enabled: number }[]} */ (
    db.prepare('SELECT name, enabled FROM merchant_switches WHERE merchant_code = ? ORDER BY name').all(code));
  return Object.fromEntries(rows.map((row) => [row.name, row.enabled === 1]));
}

/**
 * Merge switches into the merchant's.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} code
 * @param {Record<string, boolean>} switches
 */
export function setSwitches(db, code, switches) {
  const upsert = db.prepare(`INSERT INTO merchant_switches (merchant_code, name, enabled) VALUES (?, ?, ?)
    ON CONFLICT (merchant_code, name) DO UPDATE SET enabled = excluded.enabled`);
  db.transaction(() => {
    for (const [name, enabled] of Object.entries(switches)) upsert.run(code, name, enabled ? 1 : 0);
  })();
}

/**
 * Merge status overrides into the merchant's.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} code
 * @param {StatusOverrides} overrides
 */
export function setStatusOverrides(db, code, overrides) {
  /** @type {[string, unknown][]} */
  const columns = [];
  if (overrides.maintenance !== undefined) columns.push(['maintenance', overrides.maintenance ? 1 : 0]);
  if (overrides.maintenanceEnd !== undefined) columns.push(['maintenance_end', JSON.stringify(overrides.maintenanceEnd)]);
  if (overrides.regionRestriction !== undefined) columns.push(['region_restriction', overrides.regionRestriction ? 1 : 0]);
  if (overrides.test !== undefined) columns.push(['test', overrides.test ? 1 : 0]);
  if (overrides.ip !== undefined) columns.push(['ip_override', overrides.ip]);
  if (overrides.defaultLanguage !== undefined) columns.push(['default_language', overrides.defaultLanguage]);
  if (overrides.defaultCountry !== undefined) columns.push(['default_country', overrides.defaultCountry]);
  if (columns.length === 0) return;
  const assignments = columns.map(([column]) => `${column} = ?`).join(', ');
  db.prepare(`UPDATE merchants SET ${assignments} WHERE code = ?`).run(...columns.map(([, value]) => value), code);
}

/**
 * The status flags of a merchant as the status answer shows them.
 * @param {MerchantRow} merchant
 */
export function statusFlags(merchant) {
  return {
    test: merchant.test === 1,
    maintenance: merchant.maintenance === 1,
    maintenanceEnd: /** @type {string | number | null} */ (JSON.parse(merchant.maintenance_end)),
    regionRestriction: merchant.region_restriction === 1,
  };
}

/**
 * @typedef {object} Country
 * @property {string} countryCode
 * @property {string} countryDialingCode
 * @property {string} currency
 * @property {string} currencySymbol
 */

/**
 * All countries, in display order.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @returns {Country[]}
 */
export function listCountries(db) {
  return /** @type {Country[]} */ (db.prepare(`SELECT code AS countryCode, dialing_code AS countryDialingCode,
    currency, currency_symbol AS currencySymbol FROM countries ORDER BY sort_order`).all());
}
