/** Languages, the translator and Intl formats. */
export { chooseLanguage } from './choose-language.js';
export { currencyCode, formatDate, formatDateTime, formatMoney, formatNumber, formatTime, localeOf } from './format.js';
export { direction, ensureLocale, language, setLanguage, t } from './i18n.js';
export { LANGUAGE_NAMES } from './language-names.js';
export { parseAmount } from './parse-amount.js';
export { languageInfo, LANGUAGES, type LanguageCode } from './languages.js';
export { gamePartsStrings } from './game-parts-strings.js';
export { gamesStrings } from './games-strings.js';
export type { Namespace } from './namespaces.js';
export { passwordStrings } from './password-strings.js';
export { signInStrings } from './sign-in-strings.js';
export { vipStrings } from './vip-strings.js';
