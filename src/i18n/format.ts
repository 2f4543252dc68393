/**
 * Dates, times, numbers and money written the way the player's language writes them (SPEC §1), through `Intl`.
 * Money in Brazilian reais is always written the Brazilian way (`R$ 1.234,56`), whatever the language.
 */
import { direction, language } from './i18n.js';
import { languageInfo, type LanguageCode } from './languages.js';

/** The BCP 47 tag of a language code; the current language by default. */
export function localeOf(code: LanguageCode = language.value): string {
  return languageInfo(code).tag;
}

/**
 * The ISO code of a platform currency (SPEC §9): TLB is the Philippine peso, any other takes its first three
 * letters (`USDT`, `VND1000`). Null when nothing usable is left.
 */
export function currencyCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  if (code === 'TLB') return 'PHP';
  return /^[A-Z]{3}/.test(code) ? code.slice(0, 3) : null;
}

/** Currencies that have a format of their own, whatever the language. */
const CURRENCY_LOCALES: Readonly<Record<string, string>> = { BRL: 'pt-BR' };

/**
 * One formatter per locale and options: building an `Intl` formatter costs far more than formatting with it,
 * and a page of tiles, amounts and dates formats the same way hundreds of times as it starts.
 */
const formatters = new Map<string, unknown>();

function formatter<T>(Format: new (locale: string, options: object) => T, locale: string, options: object): T {
  const key = Format.name + locale + JSON.stringify(options);
  if (!formatters.has(key)) formatters.set(key, new Format(locale, options));
  return formatters.get(key) as T;
}

function safely<T>(make: () => T, fallback: () => T): T {
  try {
    return make();
  } catch {
    // A time zone or currency the browser does not know gives the plain format, never an exception mid-render.
    return fallback();
  }
}

export function formatDateTime(
  date: Date | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
  locale = localeOf(),
): string {
  return safely(
    () => formatter(Intl.DateTimeFormat, locale, options).format(date),
    () => safely(() => formatter(Intl.DateTimeFormat, locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date), () => ''),
  );
}

export function formatDate(date: Date | number, locale = localeOf()): string {
  return formatDateTime(date, { dateStyle: 'medium' }, locale);
}

export function formatTime(date: Date | number, locale = localeOf()): string {
  return formatDateTime(date, { timeStyle: 'short' }, locale);
}

/**
 * One minus sign everywhere: `Intl` writes a negative amount with the hyphen-minus ("-R$ 25,00") in most
 * languages, where the app's records write the true minus ("−R$ 25,00"), which is also what screen readers read
 * as "minus".
 */
function trueMinus(text: string): string {
  return text.replace(/-/g, '\u2212');
}

/** A number (points, scores, counts); at most two decimals unless `options` say otherwise. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = { maximumFractionDigits: 2 }, locale = localeOf()): string {
  return trueMinus(safely(() => formatter(Intl.NumberFormat, locale, options).format(value), () => String(value)));
}

/**
 * An amount of money in the platform's currency (`BRL`, `TLB`, `VND1000`: see `currencyCode`); without a usable
 * currency the bare number, never an exception.
 */
export function formatMoney(amount: number, currency: unknown, locale = localeOf()): string {
  const code = currencyCode(currency);
  const text = code
    ? safely(
        () => trueMinus(formatter(Intl.NumberFormat, CURRENCY_LOCALES[code] ?? locale, { style: 'currency', currency: code }).format(amount)),
        () => formatNumber(amount, undefined, locale),
      )
    : formatNumber(amount, undefined, locale);
  // In right-to-left text a Latin symbol such as R$ is reordered around the digits ("$R 100"): the amount is
  // isolated left to right so it reads as one unit, wherever a sentence places it.
  return leftToRight(text);
}

/**
 * A phone number, address or amount to put into a sentence: in a right-to-left language it is isolated left to
 * right, so that "+84 912345678" does not come out as "912345678 +84"; elsewhere it is the text itself.
 */
export function leftToRight(text: string): string {
  return direction.value === 'rtl' ? `\u2066${text}\u2069` : text;
}
