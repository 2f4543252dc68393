/**
 * The platform's error texts (`err_*` keys) in the player's language. They are a namespace of their own
 * (`errors`), fetched with the first failed call rather than with every page: in Burmese or Tamil they weigh as
 * much as an element's headroom.
 */
import type { ApiError } from '../api/api-error.js';
import { ensureLocale, language, t } from './i18n.js';
import { languageInfo } from './languages.js';
import type { Namespace } from './namespaces.js';

/** The platform's error texts, a namespace of their own. */
export const errorStrings: Namespace = { name: 'errors', load: (tag) => import(`./locales/${tag}/errors.json`) };

/** Loads the error texts of the current language, and of every language the page switches to later. */
export function loadErrorTexts(): Promise<void> {
  return ensureLocale([errorStrings]);
}

/**
 * The throttles' refusals (docs/wire-contract.md, "Throttling"): each carries `until`, when the player may try
 * again, and has a sentence that names it.
 */
const UNTIL_CODES = new Set(['login.locked', 'reset.code.limit', 'sms.send.limit']);

/**
 * The moment in the player's language and time zone: the time alone when it is today, with the date otherwise.
 * Null for a moment that is not one.
 */
function momentText(until: unknown): string | null {
  if (typeof until !== 'number' || !Number.isFinite(until)) return null;
  const tag = languageInfo(language.value).tag;
  try {
    const sameDay = new Date(until).toDateString() === new Date().toDateString();
    const style: Intl.DateTimeFormatOptions = sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
    return new Intl.DateTimeFormat(tag, style).format(until);
  } catch {
    return null;
  }
}

/** The sentence with the end in it, or null for the plain one (no end, or no texts). */
function untilWording(code: string, until: unknown): string | null {
  const time = momentText(until);
  const key = `err_${code.replace(/\./g, '_')}_until`;
  const text = time ? t(key, { time }) : key;
  return text === key ? null : text;
}

/**
 * The sentence of an error that says more than its code, or null for the plain one: `member.excluded` names the
 * end of the player's break (`until`, epoch ms, or null for good) in their language and time zone;
 * `limit.session.reached` adds that the device no longer logs the player in by itself.
 */
export function errorWording({ code, fields }: ApiError): string | null {
  if (UNTIL_CODES.has(code)) return untilWording(code, fields.until);
  if (code === 'limit.session.reached') {
    const relogin = t('err_limit_session_relogin');
    // Without the texts (their part did not arrive) the plain sentence, or the server's, is shown.
    return relogin === 'err_limit_session_relogin' ? null : `${t('err_limit_session_reached')} ${relogin}`;
  }
  if (code !== 'member.excluded') return null;
  const { until } = fields;
  if (until === null) return t('err_member_excluded_permanent');
  if (typeof until !== 'number') return null;
  try {
    const date = new Intl.DateTimeFormat(languageInfo(language.value).tag, { dateStyle: 'long', timeStyle: 'short' }).format(until);
    return t('err_member_excluded_until', { date });
  } catch {
    // A moment out of range: the plain sentence.
    return null;
  }
}
