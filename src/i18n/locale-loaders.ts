import type { LanguageTag } from './languages.js';

type Messages = Record<string, string>;

// One dynamic import per file, so that a page downloads only the language it shows. The build replaces this
// module (scripts/build/locale-parts.mjs) with one that also splits each language by who uses its strings;
// here, in tests and development, the first part asked for brings the whole file and the others are in it.
const localeFiles: Record<LanguageTag, () => Promise<{ default: Messages }>> = {
  'zh-CN': () => import('./locales/zh-CN.json'),
  'en-US': () => import('./locales/en-US.json'),
  es: () => import('./locales/es.json'),
  hi: () => import('./locales/hi.json'),
  id: () => import('./locales/id.json'),
  ja: () => import('./locales/ja.json'),
  km: () => import('./locales/km.json'),
  ko: () => import('./locales/ko.json'),
  my: () => import('./locales/my.json'),
  ta: () => import('./locales/ta.json'),
  th: () => import('./locales/th.json'),
  'zh-HK': () => import('./locales/zh-HK.json'),
  vi: () => import('./locales/vi.json'),
  fil: () => import('./locales/fil.json'),
  ur: () => import('./locales/ur.json'),
  pt: () => import('./locales/pt.json'),
  'pt-BR': () => import('./locales/pt-BR.json'),
  ms: () => import('./locales/ms.json'),
  bn: () => import('./locales/bn.json'),
  tr: () => import('./locales/tr.json'),
  ru: () => import('./locales/ru.json'),
  ar: () => import('./locales/ar.json'),
};

/**
 * A part of a language's strings: `core` (the runtime's), an element's tag, or `host` (the /m page's).
 * Resolves with the strings of that part; here, with all of them.
 */
export function loadLocalePart(tag: LanguageTag, _part: string): Promise<{ default: Messages }> {
  return localeFiles[tag]();
}
