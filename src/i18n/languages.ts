/**
 * The 22 languages of SPEC §1, in the spec's order: the order matters, because an unknown language falls back
 * to the first entry (CN). `tag` is the BCP 47 tag used for the locale file, `Intl` and `<html lang>`.
 */
export const LANGUAGES = [
  { code: 'CN', tag: 'zh-CN' },
  { code: 'EN', tag: 'en-US' },
  { code: 'ES', tag: 'es' },
  { code: 'HI', tag: 'hi' },
  { code: 'ID', tag: 'id' },
  { code: 'JA', tag: 'ja' },
  { code: 'KM', tag: 'km' },
  { code: 'KO', tag: 'ko' },
  { code: 'MY', tag: 'my' },
  { code: 'TA', tag: 'ta' },
  { code: 'TH', tag: 'th' },
  { code: 'TW', tag: 'zh-HK' },
  { code: 'VI', tag: 'vi' },
  // The platform's TY is its Philippine language; Filipino is the standard tag for it.
  { code: 'TY', tag: 'fil' },
  { code: 'UR', tag: 'ur', rtl: true },
  { code: 'PT', tag: 'pt' },
  { code: 'PT-BR', tag: 'pt-BR' },
  { code: 'MS', tag: 'ms' },
  { code: 'BN', tag: 'bn' },
  { code: 'TR', tag: 'tr' },
  { code: 'RU', tag: 'ru' },
  { code: 'AR', tag: 'ar', rtl: true },
] as const satisfies readonly { code: string; tag: string; rtl?: boolean }[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type LanguageTag = (typeof LANGUAGES)[number]['tag'];

export const DEFAULT_LANGUAGE: LanguageCode = 'CN';

const byKey = new Map<string, LanguageCode>();
for (const { code, tag } of LANGUAGES) {
  byKey.set(code.toLowerCase(), code);
  byKey.set(tag.toLowerCase(), code);
}
// Other spellings players, merchants and browsers use for the same languages.
for (const [alias, code] of [
  ['en', 'EN'], ['zh', 'CN'], ['zh-hans', 'CN'], ['zh-sg', 'CN'], ['zh-hant', 'TW'], ['zh-tw', 'TW'],
  ['zh-mo', 'TW'], ['tl', 'TY'], ['pt-pt', 'PT'], ['br', 'PT-BR'], ['in', 'ID'], ['jp', 'JA'], ['kr', 'KO'],
] as const) {
  byKey.set(alias, code);
}

/**
 * Maps any spelling of a language (`EN`, `en-GB`, `pt_BR`, `zh-Hant-HK`) to its platform code, or null when it
 * is not one of the 22. A region the platform does not know falls back to the bare language.
 */
export function toLanguageCode(input: unknown): LanguageCode | null {
  if (typeof input !== 'string') return null;
  const key = input.trim().replace(/_/g, '-').toLowerCase();
  if (!key || key.length > 16) return null;
  const exact = byKey.get(key);
  if (exact) return exact;
  const parts = key.split('-');
  if (parts.length === 3) {
    const withoutScript = byKey.get(`${parts[0]}-${parts[2]}`) ?? byKey.get(`${parts[0]}-${parts[1]}`);
    if (withoutScript) return withoutScript;
  }
  return byKey.get(parts[0] ?? '') ?? null;
}

/** Like `toLanguageCode`, but never null: unknown input gets the first supported language (SPEC §1). */
export function resolveLanguage(input: unknown): LanguageCode {
  return toLanguageCode(input) ?? LANGUAGES[0].code;
}

export function languageInfo(code: LanguageCode): (typeof LANGUAGES)[number] {
  return LANGUAGES.find((entry) => entry.code === code) ?? LANGUAGES[0];
}

export function directionOf(code: LanguageCode): 'rtl' | 'ltr' {
  return 'rtl' in languageInfo(code) ? 'rtl' : 'ltr';
}
