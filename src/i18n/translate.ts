/**
 * The whole of what the kit needs from a translation library: flat keys, `{{name}}` placeholders filled as
 * plain text, and plural forms chosen by `Intl.PluralRules` (`key_one`, `key_few`, `key_other`, ... as the
 * language's rules name them, the same suffixes i18next uses, so translators' files need no change).
 *
 * It replaced i18next, which cost 13 KB brotli on every page for features the kit never used (nesting,
 * contexts, formatters, backends): on an 80 KB element budget that was a sixth of it.
 */

/** One language's strings. */
export type Messages = Readonly<Record<string, string>>;

/** Values for the placeholders; `count` also picks the plural form. */
export type TranslateValues = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      // A tag the browser does not know still gets the simplest rule rather than an exception mid-render.
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * The string for `key` in `messages`, or the key itself when it is missing (visible in development, never a
 * blank). A missing placeholder value leaves an empty string rather than the raw `{{name}}`.
 */
export function translate(messages: Messages, locale: string, key: string, values?: TranslateValues): string {
  let text: string | undefined;
  const count = values?.count;
  if (typeof count === 'number') text = messages[`${key}_${pluralCategory(locale, count)}`] ?? messages[`${key}_other`];
  text ??= messages[key];
  if (typeof text !== 'string') return key;
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}
