/**
 * The kit's own i18next instance (never the host page's global one), with the language as a signal so that
 * every element on the page re-renders when it changes or when its locale file arrives.
 */
import { createInstance, type i18n as I18n, type TOptions } from 'i18next';
import { signal, computed } from '@preact/signals-core';
import { getConfig } from '../config/config.js';
import { stringKey } from '../storage/storage.js';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  languageInfo,
  resolveLanguage,
  toLanguageCode,
  type LanguageCode,
} from './languages.js';
import { localeLoaders } from './locale-loaders.js';

/** The player's chosen language, under the key the platform has always used (SPEC §9). */
export const storedLanguage = stringKey('local', 'language');

const i18n: I18n = createInstance();
void i18n.init({
  // Resources are added as their chunks arrive; nothing is bundled up front.
  resources: {},
  lng: languageInfo(DEFAULT_LANGUAGE).tag,
  fallbackLng: false,
  // Strings are rendered as text nodes, never as HTML, so i18next's HTML escaping would only show entities.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function initialLanguage(): LanguageCode {
  return toLanguageCode(storedLanguage.read()) ?? toLanguageCode(getConfig().language) ?? DEFAULT_LANGUAGE;
}

/** The current language code (`CN`, `EN`, `PT-BR`, ...). */
export const language = signal<LanguageCode>(initialLanguage());
/** Bumped when a locale file has loaded, so that readers of `t()` re-render. */
const revision = signal(0);
/** `rtl` for Arabic and Urdu. */
export const direction = computed(() => directionOf(language.value));
/** True while the current language's strings are still loading. */
export const localeLoading = signal(false);

const loading = new Map<LanguageCode, Promise<void>>();

/** Loads a language's strings once; concurrent callers share the request. */
export function loadLanguage(code: LanguageCode): Promise<void> {
  const { tag } = languageInfo(code);
  if (i18n.hasResourceBundle(tag, 'translation')) return Promise.resolve();
  let pending = loading.get(code);
  if (!pending) {
    pending = localeLoaders[tag]()
      .then((module) => {
        i18n.addResourceBundle(tag, 'translation', module.default, true, true);
        revision.value++;
      })
      .finally(() => loading.delete(code));
    loading.set(code, pending);
  }
  return pending;
}

/**
 * Switches the language: the strings load first, so the page never flashes keys. Unknown input falls back to
 * the first supported language. Returns the code in force.
 */
export async function setLanguage(input: unknown, { remember = true } = {}): Promise<LanguageCode> {
  const code = resolveLanguage(input);
  localeLoading.value = true;
  try {
    await loadLanguage(code);
  } finally {
    localeLoading.value = false;
  }
  await i18n.changeLanguage(languageInfo(code).tag);
  language.value = code;
  if (remember) storedLanguage.write(code);
  return code;
}

/** Makes sure the current language's strings are loaded; elements await this before their first paint. */
export function ensureLocale(): Promise<void> {
  const code = language.value;
  return loadLanguage(code).then(() => {
    if (i18n.language !== languageInfo(code).tag) return i18n.changeLanguage(languageInfo(code).tag).then(() => {});
  });
}

/** Translates a key in the current language; reading it inside a render subscribes to language changes. */
export function t(key: string, options?: TOptions): string {
  void revision.value;
  const tag = languageInfo(language.value).tag;
  if (!i18n.hasResourceBundle(tag, 'translation')) return '';
  return i18n.t(key, { ...options, lng: tag }) as string;
}

/** Whether the current language's strings are present. */
export function localeReady(): boolean {
  void revision.value;
  return i18n.hasResourceBundle(languageInfo(language.value).tag, 'translation');
}

export { i18n as i18nInstance };
