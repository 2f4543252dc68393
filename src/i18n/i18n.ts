/**
 * The kit's strings: the language as a signal, so that every element on the page re-renders when it changes or
 * when its locale file arrives, and one locale file per language loaded on demand. The kit keeps its own state
 * and never touches a translation library the host page may have.
 */
import { batch, computed, signal, type Signal } from '@preact/signals-core';
import { getConfig } from '../config/config.js';
import { stringKey } from '../storage/storage.js';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  languageInfo,
  resolveLanguage,
  toLanguageCode,
  type LanguageCode,
  type LanguageTag,
} from './languages.js';
import { commonStrings, type Messages, type Namespace } from './namespaces.js';
import { translate, type TranslateValues } from './translate.js';

/** The player's chosen language, under the key the platform has always used (SPEC §9). */
export const storedLanguage = stringKey('local', 'language');
/**
 * The logged-in member's account language, kept with the session (session storage, cleared when it ends): a
 * page loaded again starts in it, instead of starting in the default, downloading its strings, and switching
 * once the member is known. A language the player picked still comes first.
 */
export const accountLanguage = stringKey('session', 'MC_ACCOUNT_LANGUAGE');

/** Each language's strings loaded so far, by tag, its namespaces merged as their files arrive. */
const loaded = new Map<string, Messages>();
/** Namespaces loaded, as `tag/name`. */
const loadedNamespaces = new Set<string>();
/**
 * Whether a namespace has loaded, as a signal per `tag/name`, created when first asked about. An element waits on
 * its own namespaces only: one shared signal would re-render every element on the page for each file.
 */
const namespaceSignals = new Map<string, Signal<boolean>>();

function namespaceSignal(id: string): Signal<boolean> {
  let loadedSignal = namespaceSignals.get(id);
  if (!loadedSignal) namespaceSignals.set(id, (loadedSignal = signal(loadedNamespaces.has(id))));
  return loadedSignal;
}

/** The namespaces the page has asked for, by name: the runtime's, plus those of every element shown. */
const wanted = new Map<string, Namespace>([[commonStrings.name, commonStrings]]);
/**
 * Namespaces that never hold up a language switch: the platform's error texts, loaded with the first failed
 * call (error-texts.ts), then kept in step with the language.
 */
const SIDE_NAMESPACES = new Set(['errors']);

/**
 * The merchant's default language, from its settings (the status payload's `info.defaultLanguage`), kept in this
 * browser so that the next visit starts in it before the platform has answered.
 */
export const merchantLanguage = stringKey('local', 'MC_MERCHANT_LANGUAGE');

/**
 * The first of the phone's languages (`navigator.languages`, the player's order) that is one of the 22, mapped as
 * every other spelling is (`en-GB` is EN, `pt-BR` PT-BR, `zh-TW` TW); null when the phone speaks none of them.
 */
export function phoneLanguage(): LanguageCode | null {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const listed = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  for (const each of listed) {
    const code = toLanguageCode(each);
    if (code) return code;
  }
  return null;
}

/**
 * The language the page should show (docs/languages.md): the player's pick in this browser; then, on a
 * merchant's own page, the language the merchant set for it (`data-language`, `configure({ language })`) before
 * the member's account's, since the merchant's page is in the merchant's language whoever logs in; in the /m
 * app, the account's before the page's, so a member sees one language on every device. A page that none of
 * these decides (a first visit) takes the phone's language when it is one of the 22, then the merchant's default
 * language from its settings, then Chinese (SPEC §1's default). The app is the page that navigates by itself
 * (`navigate` in the config, which only the host page sets).
 */
export function preferredLanguage(): LanguageCode {
  const picked = toLanguageCode(storedLanguage.read());
  if (picked) return picked;
  const page = toLanguageCode(getConfig().language);
  const account = toLanguageCode(accountLanguage.read());
  const decided = getConfig().navigate ? (account ?? page) : (page ?? account);
  return decided ?? phoneLanguage() ?? toLanguageCode(merchantLanguage.read()) ?? DEFAULT_LANGUAGE;
}

/**
 * Takes the merchant's default language from its settings: kept for the next visit, and shown now when nothing
 * before it in the order decides (the page is then still in the default). A language the page shows for a
 * reason of its own stays.
 */
export function adoptMerchantLanguage(input: unknown): void {
  const code = toLanguageCode(input);
  if (!code || code === toLanguageCode(merchantLanguage.read())) return;
  const before = preferredLanguage();
  merchantLanguage.write(code);
  const after = preferredLanguage();
  if (after !== before && language.value === before) void setLanguage(after, { remember: false }).catch(() => {});
}

/** The current language code (`CN`, `EN`, `PT-BR`, ...). */
export const language = signal<LanguageCode>(preferredLanguage());
/** Bumped when a locale file has brought strings, so that readers of `t()` still waiting for a string re-render. */
const revision = signal(0);
/** `rtl` for Arabic and Urdu. */
export const direction = computed(() => directionOf(language.value));
/** True while the current language's strings are still loading. */
export const localeLoading = signal(false);

const loading = new Map<string, Promise<void>>();

function loadNamespace(tag: LanguageTag, namespace: Namespace): Promise<void> {
  const id = `${tag}/${namespace.name}`;
  if (loadedNamespaces.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = namespace
      .load(tag)
      .then((module) => {
        loaded.set(tag, { ...loaded.get(tag), ...module.default });
        loadedNamespaces.add(id);
        // One notification for all of it: subscribers re-render once, after every signal has its new value.
        batch(() => {
          const loadedSignal = namespaceSignals.get(id);
          if (loadedSignal) loadedSignal.value = true;
          revision.value++;
        });
      })
      .finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/** Loads, once, the strings of a language that the page's namespaces need; concurrent callers share the requests. */
export function loadLanguage(code: LanguageCode): Promise<void> {
  const { tag } = languageInfo(code);
  const namespaces = [...wanted.values()];
  // A side namespace that cannot load leaves its texts to their fallbacks; it never holds up a language switch.
  return Promise.all(
    namespaces.map((namespace) =>
      SIDE_NAMESPACES.has(namespace.name) ? loadNamespace(tag, namespace).catch(() => undefined) : loadNamespace(tag, namespace),
    ),
  ).then(() => {});
}

/**
 * Switches the language: the strings load first, so the page never flashes keys. Unknown input falls back to
 * the first supported language. Returns the code in force.
 */
export async function setLanguage(input: unknown, { remember = true } = {}): Promise<LanguageCode> {
  const code = resolveLanguage(input);
  localeLoading.value = true;
  try {
    // An element that shows up meanwhile asks for its namespaces in the language still in force: load them in
    // the new one too, or the element would wait for them forever once the switch is made.
    let asked: number;
    do {
      asked = wanted.size;
      await loadLanguage(code);
    } while (wanted.size !== asked);
  } finally {
    localeLoading.value = false;
  }
  language.value = code;
  if (remember) storedLanguage.write(code);
  return code;
}

/**
 * Makes sure the current language's strings are loaded: the runtime's, and those of `namespaces`; they then
 * follow every later language change too. Elements wait for this before their first paint.
 */
export function ensureLocale(namespaces: readonly Namespace[] = []): Promise<void> {
  for (const namespace of namespaces) wanted.set(namespace.name, namespace);
  return loadLanguage(language.value);
}

/**
 * Translates a key in the current language, filling `{{name}}` placeholders as plain text (strings are rendered
 * as text nodes, never as HTML); `count` picks the plural form. Reading it inside a render subscribes to
 * language changes. Empty until the language's strings have loaded, so a page never flashes keys.
 */
export function t(key: string, values?: TranslateValues): string {
  const tag = languageInfo(language.value).tag;
  const messages = loaded.get(tag);
  // An element's strings may arrive before the runtime's: still nothing to show.
  const text = messages && loadedNamespaces.has(`${tag}/${commonStrings.name}`) ? translate(messages, tag, key, values) : '';
  // A string that is here stays as it is until the language changes (a key lives in one namespace, loaded once
  // per language), so its reader follows the language alone. Only a reader still waiting for a string (nothing
  // yet, or the key itself) follows every file that arrives: one that follows them all would re-render each
  // element on the page for every other element's strings.
  if (!text || text === key) void revision.value;
  return text;
}

/** Whether the current language's runtime strings, and those of `namespaces`, are present. */
export function localeReady(namespaces: readonly Namespace[] = []): boolean {
  const { tag } = languageInfo(language.value);
  // Every one is read, so that the caller follows each: they may come in any order.
  const ready = [commonStrings, ...namespaces].map((namespace) => namespaceSignal(`${tag}/${namespace.name}`).value);
  return ready.every(Boolean);
}

/** Whether a language tag's runtime strings have been loaded (for tests of on-demand loading). */
export function localeLoaded(tag: string): boolean {
  return loadedNamespaces.has(`${tag}/${commonStrings.name}`);
}
