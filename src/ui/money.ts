import { direction, language } from '../i18n/i18n.js';
import { languageInfo } from '../i18n/languages.js';

/**
 * The ISO code of a platform currency (SPEC §9): TLB is the Philippine peso, any other takes its first three
 * letters. Null when nothing usable is left.
 */
export function currencyCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  if (code === 'TLB') return 'PHP';
  return /^[A-Z]{3}/.test(code) ? code.slice(0, 3) : null;
}

const formats = new Map<string, Intl.NumberFormat>();

function format(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let found = formats.get(key);
  if (!found) formats.set(key, (found = make()));
  return found;
}

/** The player's locale tag (pt-BR for PT-BR, ar for AR, ...). */
export function playerLocale(): string {
  return languageInfo(language.value).tag;
}

/**
 * An amount in the player's locale and the given currency (R$ 1.234,56 in Brazilian Portuguese). Without a
 * valid currency the number alone, never an exception.
 */
export function formatMoney(amount: number, currency: unknown, locale = playerLocale()): string {
  const code = currencyCode(currency);
  let text = formatNumber(amount, locale);
  if (code) {
    try {
      text = format(`${locale}|${code}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: code })).format(amount);
    } catch {
      /* an unknown code keeps the plain number */
    }
  }
  // In right-to-left text a Latin symbol such as R$ is reordered around the digits ("$R 100"): the amount is
  // isolated left to right so it reads as one unit, wherever a sentence places it.
  return direction.value === 'rtl' ? `\u2066${text}\u2069` : text;
}

/** A number in the player's locale (points, scores). */
export function formatNumber(value: number, locale = playerLocale()): string {
  return format(locale, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })).format(value);
}

/** A date (no time) in the player's locale. */
export function formatDate(time: number, locale = playerLocale()): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
  } catch {
    return '';
  }
}
