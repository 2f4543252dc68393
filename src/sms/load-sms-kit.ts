/**
 * Loads the SMS kit (src/sms/sms-kit.ts) on first use: `sendSmsCode`, `useResendCountdown`, `SendCodeButton`,
 * `smsStyles`, `loadCountries`, `countryPickerState`, `flagOf` and `loadCountryPicker`. Load it before
 * rendering the form that uses it, for instance in the `React.lazy` factory of that form.
 */
export function loadSmsKit() {
  return import('./sms-kit.js');
}

export type SmsKit = Awaited<ReturnType<typeof loadSmsKit>>;
