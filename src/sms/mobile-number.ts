import { useEffect, useState } from 'react';
import { loadCountries, type Country, type CountryList } from '../country/countries.js';
import { loadStatus, merchantStatus } from '../platform/merchant-status.js';

/** A form's mobile number and the country whose dialling code goes with it. */
export interface MobileNumber {
  /** The merchant's countries (empty until loaded). */
  list: CountryList;
  country: Country | null;
  setCountry: (country: Country) => void;
  mobileNum: string;
  setMobileNum: (value: string | ((current: string) => string)) => void;
  /** The chosen country's dialling code, or '' before the list is there. */
  dialingCode: string;
}

/**
 * The number and its country, for every form that takes one (SMS login, registration by mobile, phone
 * sign-in): the country list loads once, starting on the merchant's default country. The picker's switches
 * are in the merchant's settings, which a widget alone on a page asks for here.
 */
export function useMobileNumber(): MobileNumber {
  const [list, setList] = useState<CountryList>({ defaultCountry: null, countries: [] });
  const [country, setCountry] = useState<Country | null>(null);
  const [mobileNum, setMobileNum] = useState('');

  useEffect(() => {
    let live = true;
    void loadCountries().then((loaded) => {
      if (!live) return;
      setList(loaded);
      setCountry((current) => current ?? loaded.defaultCountry);
    });
    if (!merchantStatus.value) void loadStatus().catch(() => {});
    return () => void (live = false);
  }, []);

  return { list, country, setCountry, mobileNum, setMobileNum, dialingCode: country?.countryDialingCode ?? '' };
}
