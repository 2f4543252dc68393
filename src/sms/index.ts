/** The SMS code kit (sender, countdown, fields), loaded when first needed. */
export { loadSmsKit, type SmsKit } from './load-sms-kit.js';
