/**
 * The merchant's countries and dialling codes (SPEC §3 Country, §7 `GET /wps/system/country`), and whether
 * the dialling-code picker shows (SPEC §5). Shared by SMS login and registration by mobile number.
 */
import { call } from '../api/client.js';
import type { Endpoint } from '../api/endpoint.js';
import { getConfig } from '../config/config.js';
import { merchantStatus, switchOn } from '../platform/merchant-status.js';

const countryEndpoint = { method: 'GET', path: '/wps/system/country', auth: false, cache: 'session' } as const satisfies Endpoint;

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

/** A country with a two-letter code and a dialling code of 1 to 4 digits (a `+` added when missing); else null. */
function readCountry(entry: unknown): Country | null {
  const { countryCode, countryDialingCode } = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
  const code = typeof countryCode === 'string' ? countryCode.trim() : '';
  const dial = typeof countryDialingCode === 'string' ? countryDialingCode.trim() : '';
  if (!/^[A-Za-z]{2}$/.test(code) || !/^\+?\d{1,4}$/.test(dial)) return null;
  return { countryCode: code.toUpperCase(), countryDialingCode: dial.startsWith('+') ? dial : `+${dial}` };
}

export interface CountryList {
  /** The merchant's own country, preselected. */
  defaultCountry: Country | null;
  /** Every country a player may pick; malformed entries are left out. */
  countries: Country[];
}

/**
 * Loads the countries (cached for the tab's life). A failure or a malformed answer gives an empty list, never
 * an error: the mobile number field works without a picker.
 */
export async function loadCountries(): Promise<CountryList> {
  let answer: unknown;
  try {
    answer = await call(countryEndpoint, { query: { _: getConfig().merchant }, alert: false });
  } catch {
    return { defaultCountry: null, countries: [] };
  }
  const record = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const countries: Country[] = [];
  for (const entry of Array.isArray(record.countries) ? record.countries : []) {
    const country = readCountry(entry);
    if (country && !countries.some((known) => known.countryCode === country.countryCode)) countries.push(country);
  }
  const defaultCountry = readCountry(record) ?? countries[0] ?? null;
  if (defaultCountry && !countries.some((known) => known.countryCode === defaultCountry.countryCode)) countries.unshift(defaultCountry);
  return { defaultCountry, countries };
}

/**
 * SPEC §5: the picker shows when countries loaded, or when the merchant uses Firebase SMS or
 * `UPDATEMOBILEICC3`; `DISABLEDMOBILEICC3` shows it but locks it to the merchant's country.
 */
export function countryPickerState(list: CountryList): { shown: boolean; disabled: boolean } {
  const shown = list.countries.length > 0 || merchantStatus.value?.info.sms.firebase === true || switchOn('UPDATEMOBILEICC3');
  return { shown, disabled: switchOn('DISABLEDMOBILEICC3') };
}

/** The flag emoji of a two-letter country code (regional indicator symbols). */
export function flagOf(countryCode: string): string {
  if (!/^[A-Z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** Loads the slide-up picker (a lazy chunk) when a player first opens it. */
export function loadCountryPicker() {
  return import('./country-picker.js');
}
