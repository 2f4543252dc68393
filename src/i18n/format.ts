/**
 * Dates, times, numbers and money written the way the player's language writes them (SPEC §1), through `Intl`.
 * Money in Brazilian reais is always written the Brazilian way (`R$ 1.234,56`), whatever the language.
 */
import { language } from './i18n.js';
import { languageInfo, type LanguageCode } from './languages.js';

/** The BCP 47 tag of a language code; the current language by default. */
export function localeOf(code: LanguageCode = language.value): string {
  return languageInfo(code).tag;
}

/** Currencies that have a format of their own, whatever the language. */
const CURRENCY_LOCALES: Readonly<Record<string, string>> = { BRL: 'pt-BR' };

function safely<T>(make: () => T, fallback: () => T): T {
  try {
    return make();
  } catch {
    // A time zone or currency the browser does not know gives the plain format, never an exception mid-render.
    return fallback();
  }
}

export function formatDateTime(date: Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }, locale = localeOf()): string {
  return safely(
    () => new Intl.DateTimeFormat(locale, options).format(date),
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date),
  );
}

export function formatDate(date: Date, locale = localeOf()): string {
  return formatDateTime(date, { dateStyle: 'medium' }, locale);
}

export function formatTime(date: Date, locale = localeOf()): string {
  return formatDateTime(date, { timeStyle: 'short' }, locale);
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale = localeOf()): string {
  return safely(() => new Intl.NumberFormat(locale, options).format(value), () => String(value));
}

/** An amount of money: `currency` is an ISO code (`BRL`, `PHP`, `VND`); an unknown code shows the bare number. */
export function formatMoney(amount: number, currency: string, locale = localeOf()): string {
  const code = currency.trim().toUpperCase();
  return safely(
    () => new Intl.NumberFormat(CURRENCY_LOCALES[code] ?? locale, { style: 'currency', currency: code }).format(amount),
    () => formatNumber(amount, { maximumFractionDigits: 2 }, locale),
  );
}
