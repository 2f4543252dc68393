/**
 * What a form needs to log in or register by mobile number: the number and its country (`useMobileNumber`),
 * the fields with the send button and the country picker (`SmsCodeFields`), the platform's code sender with
 * its resend countdown (`usePlatformCodeSender`), the pieces they are made of, and their CSS. A lazy chunk
 * (`loadSmsKit()`), so that a page whose players log in by user name never downloads it.
 */
export { sendSmsCode, smsCaptcha, SMS_RESEND_SECONDS } from './send-sms-code.js';
export { useResendCountdown } from './resend-countdown.js';
export { SendCodeButton } from './send-code-button.js';
export { MobileNumberRow, type MobileNumberRowProps } from './mobile-number-row.js';
export { useMobileNumber, type MobileNumber } from './mobile-number.js';
export { SmsCodeFields, type SmsCodeFieldsProps } from './sms-code-fields.js';
export { usePlatformCodeSender, type PlatformCodeSender } from './use-platform-code.js';
export { smsStyles } from './sms.styles.js';
export { loadCountries, loadCountryPicker, countryPickerState, flagOf } from '../country/countries.js';
