/**
 * The merchant's countries and dialling codes (SPEC §3 Country, §7 `GET /wps/system/country`), and whether
 * the dialling-code picker shows (SPEC §5). Shared by SMS login and registration by mobile number.
 */
import * as v from 'valibot';
import { call } from '../api/client.js';
import { endpoints } from '../api/endpoints.js';
import { getConfig } from '../config/config.js';
import { merchantStatus, switchOn } from '../platform/merchant-status.js';

const code = v.pipe(v.string(), v.trim());
const CountrySchema = v.object({
  countryCode: v.pipe(code, v.regex(/^[A-Za-z]{2}$/), v.toUpperCase()),
  countryDialingCode: v.pipe(code, v.regex(/^\+?\d{1,4}$/), v.transform((dial) => (dial.startsWith('+') ? dial : `+${dial}`))),
});

export type Country = v.InferOutput<typeof CountrySchema>;

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
    answer = await call(endpoints.country, { query: { _: getConfig().merchant }, alert: false });
  } catch {
    return { defaultCountry: null, countries: [] };
  }
  const record = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const countries: Country[] = [];
  for (const entry of Array.isArray(record.countries) ? record.countries : []) {
    const parsed = v.safeParse(CountrySchema, entry);
    if (parsed.success && !countries.some((known) => known.countryCode === parsed.output.countryCode)) countries.push(parsed.output);
  }
  const own = v.safeParse(CountrySchema, record);
  const defaultCountry = own.success ? own.output : (countries[0] ?? null);
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
