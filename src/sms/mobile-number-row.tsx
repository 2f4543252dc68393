import { forwardRef } from 'react';
import { countryPickerState, flagOf, type Country, type CountryList } from '../country/countries.js';
import { t } from '../i18n/i18n.js';
import { TextField } from '../ui/text-field.js';

export interface MobileNumberRowProps {
  /** The merchant's countries; the dialling-code button shows when the picker rules say so (SPEC §5). */
  list: CountryList;
  /** The chosen country, for its flag. */
  country: Country | null | undefined;
  dialingCode: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The field's name: `mobileNum` on the platform's forms. */
  name?: string;
  /** Opens the slide-up country list; not called while the picker is locked or the list is empty. */
  onOpenPicker: () => void;
}

/**
 * The dialling-code button and the mobile number field, as every form that takes a number shows them (SMS
 * login, registration by mobile number, phone sign-in). The ref is the number field's.
 */
export const MobileNumberRow = forwardRef<HTMLInputElement, MobileNumberRowProps>(function MobileNumberRow(
  { list, country, dialingCode, value, onChange, error, name = 'mobileNum', onOpenPicker },
  ref,
) {
  const picker = countryPickerState(list);
  const locked = picker.disabled || list.countries.length === 0;
  return (
    <div className="mc-code-row">
      {picker.shown && (
        <button
          type="button"
          className="mc-country-button"
          part="country"
          aria-label={t('country_code_choose', { code: dialingCode || '—' })}
          aria-haspopup="dialog"
          aria-disabled={locked}
          onClick={() => {
            if (!locked) onOpenPicker();
          }}
        >
          <span aria-hidden="true">{country ? flagOf(country.countryCode) : ''}</span>
          <span className="mc-country-dial">{dialingCode || '+'}</span>
        </button>
      )}
      <TextField
        ref={ref}
        label={t('login_mobile')}
        name={name}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
});
