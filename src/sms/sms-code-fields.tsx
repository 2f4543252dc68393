import { useState, type RefObject } from 'react';
import { loadCountryPicker, type Country } from '../country/countries.js';
import { t } from '../i18n/i18n.js';
import { LazyPart } from '../ui/lazy-part.js';
import { TextField } from '../ui/text-field.js';
import type { MobileNumber } from './mobile-number.js';
import { MobileNumberRow } from './mobile-number-row.js';
import { SendCodeButton } from './send-code-button.js';

export interface SmsCodeFieldsProps {
  number: MobileNumber;
  mobileRef: RefObject<HTMLInputElement | null>;
  mobileError?: string;
  /** The number field's name: `mobileNum` on the platform's forms. */
  mobileName?: string;
  /** The code row; left out where the merchant does not verify numbers. */
  code?: {
    ref: RefObject<HTMLInputElement | null>;
    value: string;
    onChange: (value: string) => void;
    error?: string;
    /** The field's name: `verificationCode` on the platform's forms. */
    name?: string;
    /** Seconds left in the resend wait (`useResendCountdown`). */
    remaining: number;
    sending: boolean;
    onSend: () => void;
  };
}

/**
 * The dialling code and number, then the code field with its send button, as every form that verifies a
 * mobile number shows them; the slide-up country list is its own chunk, fetched when the player first opens it.
 */
export function SmsCodeFields({ number, mobileRef, mobileError, mobileName, code }: SmsCodeFieldsProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  return (
    <>
      <MobileNumberRow
        ref={mobileRef}
        list={number.list}
        country={number.country}
        dialingCode={number.dialingCode}
        value={number.mobileNum}
        onChange={number.setMobileNum}
        error={mobileError}
        name={mobileName}
        onOpenPicker={() => setPickerOpen(true)}
      />
      {code && (
        <div className="mc-code-row">
          <TextField
            ref={code.ref}
            label={t('login_code')}
            name={code.name ?? 'verificationCode'}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            value={code.value}
            error={code.error}
            onChange={(event) => code.onChange(event.target.value)}
          />
          <SendCodeButton remaining={code.remaining} sending={code.sending} onSend={code.onSend} />
        </div>
      )}
      {pickerOpen && (
        <LazyPart
          load={() => loadCountryPicker().then((module) => module.CountrySheet)}
          props={{
            countries: number.list.countries,
            selected: number.country?.countryCode ?? '',
            onClose: () => setPickerOpen(false),
            onSelect: (chosen: Country) => {
              number.setCountry(chosen);
              setPickerOpen(false);
            },
          }}
        />
      )}
    </>
  );
}
