// The merchant's responsible-gaming settings (docs/wire-contract.md, Responsible gaming): the reality check's
// interval, the terms a new player accepts, and the help line the responsible-gaming page names. They ride on
// the status answer every page already fetches, so no page pays a request for them.

import { ok } from './http.mjs';
import { localize } from './rewards.mjs';
import { invalid, objectBody, optionalInteger, rejectUnknownFields } from './validate.mjs';
import { DEMO_MERCHANT } from './constants.mjs';

/** @typedef {import('./server.mjs').SandboxState} SandboxState */

/**
 * @typedef {object} ResponsibleGamingSettings
 * @property {number | null} realityCheckMinutes minutes of play between reality checks; null: no reality check
 * @property {string | null} termsUrl the merchant's terms; null: registration asks for the age alone
 * @property {string | null} termsVersion the version a new player accepts, sent back as `termsVersion`
 * @property {string | Record<string, string> | null} helpLine a sentence naming where to get help, by language
 */

/** @type {ResponsibleGamingSettings} */
const DEMO_SETTINGS = {
  realityCheckMinutes: 60,
  termsUrl: '/terms.html?lang={lang}',
  termsVersion: '2026-09',
  helpLine: {
    EN: 'Gambling problems? Call the free help line 0800 123 4567, any day from 8:00 to 22:00.',
    'PT-BR': 'Problemas com apostas? Ligue grátis para 0800 123 4567, todos os dias das 8h às 22h.',
    CN: '博彩困扰？请拨打免费求助热线 0800 123 4567，每天 8:00 至 22:00。',
    TW: '博彩困擾？請撥打免費求助專線 0800 123 4567，每天 8:00 至 22:00。',
    VI: 'Gặp vấn đề với cờ bạc? Gọi đường dây hỗ trợ miễn phí 0800 123 4567, mỗi ngày từ 8:00 đến 22:00.',
    TH: 'มีปัญหาจากการพนัน? โทรสายด่วนฟรี 0800 123 4567 ทุกวัน 8:00–22:00 น.',
    AR: 'هل تواجه مشكلة مع المقامرة؟ اتصل بخط المساعدة المجاني 0800 123 4567 يوميًا من 8:00 إلى 22:00.',
  },
};

/** Settings the control API set, per sandbox and merchant; a merchant without an entry has the demo's or none. */
const overrides = /** @type {WeakMap<object, Map<string, Partial<ResponsibleGamingSettings>>>} */ (new WeakMap());

/**
 * The merchant's settings, with `helpLine` in `language`.
 * @param {SandboxState} state
 * @param {string} merchant
 * @param {string} language upper case, as the Language header
 */
export function responsibleGamingOf(state, merchant, language) {
  const base = merchant === DEMO_MERCHANT
    ? DEMO_SETTINGS
    : { realityCheckMinutes: null, termsUrl: null, termsVersion: null, helpLine: null };
  const settings = { ...base, ...overrides.get(state)?.get(merchant) };
  return { ...settings, helpLine: settings.helpLine === null ? null : localize(settings.helpLine, language) || null };
}

/**
 * A text, a map of texts by language, or null; else a validation failure naming the field.
 * @param {unknown} value
 * @param {string} field
 */
function nullableText(value, field) {
  if (value === null || typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((text) => typeof text === 'string')) return value;
  return invalid(`The field "${field}" must be a text, a map of texts by language, or null.`);
}

/** The control concern: `POST /__sandbox/responsibleGaming` merges settings for the merchant; a reset drops them. */
export const responsibleGamingControl = {
  name: 'responsible-gaming',
  /** @param {SandboxState} state */
  reset(state) {
    overrides.delete(state);
  },
  routes: {
    /** @param {import('./routes/control.mjs').ControlContext} ctx */
    'POST /__sandbox/responsibleGaming'({ state, body, merchant }) {
      const fields = objectBody(body);
      rejectUnknownFields(fields, ['realityCheckMinutes', 'termsUrl', 'termsVersion', 'helpLine']);
      /** @type {Partial<ResponsibleGamingSettings>} */
      const change = {};
      if ('realityCheckMinutes' in fields) {
        change.realityCheckMinutes = fields.realityCheckMinutes === null ? null : optionalInteger(fields, 'realityCheckMinutes', 1, 24 * 60) ?? null;
      }
      for (const field of /** @type {const} */ (['termsUrl', 'termsVersion', 'helpLine'])) {
        if (field in fields) change[field] = /** @type {any} */ (nullableText(fields[field], field));
      }
      const byMerchant = overrides.get(state) ?? new Map();
      byMerchant.set(merchant, { ...byMerchant.get(merchant), ...change });
      overrides.set(state, byMerchant);
      return ok(responsibleGamingOf(state, merchant, 'EN'));
    },
  },
};
