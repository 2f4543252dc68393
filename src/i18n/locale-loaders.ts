import type { LanguageTag } from './languages.js';

type Messages = Record<string, string>;

// One dynamic import per file so that the bundler emits a chunk per language and a page downloads only the
// language it shows.
export const localeLoaders: Record<LanguageTag, () => Promise<{ default: Messages }>> = {
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
