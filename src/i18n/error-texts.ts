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
 * The sentence of an error that says more than its code, or null for the plain one: `member.excluded` names the
 * end of the player's break (`until`, epoch ms, or null for good) in their language and time zone;
 * `limit.session.reached` adds that the device no longer logs the player in by itself.
 */
export function errorWording({ code, fields }: ApiError): string | null {
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
