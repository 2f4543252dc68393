/**
 * Each of the 22 languages by its own name, as a player looks for it in a list: written in that language, so
 * that someone who cannot read the current one still finds theirs. TY is the platform's Philippine language
 * (Filipino), MY is Burmese (Myanmar) and MS is Malay (docs/languages.md).
 */
import type { LanguageCode } from './languages.js';

export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  CN: '简体中文',
  EN: 'English',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  JA: '日本語',
  KM: 'ភាសាខ្មែរ',
  KO: '한국어',
  MY: 'မြန်မာ',
  TA: 'தமிழ்',
  TH: 'ไทย',
  TW: '繁體中文',
  VI: 'Tiếng Việt',
  TY: 'Filipino',
  UR: 'اردو',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  MS: 'Bahasa Melayu',
  BN: 'বাংলা',
  TR: 'Türkçe',
  RU: 'Русский',
  AR: 'العربية',
};
