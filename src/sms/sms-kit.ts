/**
 * What a form needs to log in or register by mobile number: the SMS sender, the resend countdown, the send
 * button, the dialling-code button with the number field, the country list and picker rules, and their CSS. A lazy chunk (`loadSmsKit()`), so that a page
 * whose players log in by user name never downloads it.
 */
export { sendSmsCode, SMS_RESEND_SECONDS } from './send-sms-code.js';
export { useResendCountdown } from './resend-countdown.js';
export { SendCodeButton } from './send-code-button.js';
export { MobileNumberRow, type MobileNumberRowProps } from './mobile-number-row.js';
export { smsStyles } from './sms.styles.js';
export { loadCountries, loadCountryPicker, countryPickerState, flagOf } from '../country/countries.js';
