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
import { loadLocalePart } from './locale-loaders.js';
import { translate, type TranslateValues } from './translate.js';

/** The player's chosen language, under the key the platform has always used (SPEC §9). */
export const storedLanguage = stringKey('local', 'language');
/**
 * The logged-in member's account language, kept with the session (session storage, cleared when it ends): a
 * page loaded again starts in it, instead of starting in the default, downloading its strings, and switching
 * once the member is known. A language the player picked still comes first.
 */
export const accountLanguage = stringKey('session', 'MC_ACCOUNT_LANGUAGE');

/** Each language's strings loaded so far, by tag, its parts merged as their chunks arrive. */
const loaded = new Map<string, Record<string, string>>();
/** Parts loaded, as `tag/part`. */
const loadedParts = new Set<string>();
/**
 * Whether a part has loaded, as a signal per `tag/part`, created when first asked about. An element waits on
 * its own part only: the lobby's dozen elements each name one, and one shared signal would re-render every
 * element on the page for each of them as they arrive.
 */
const partSignals = new Map<string, Signal<boolean>>();

function partSignal(id: string): Signal<boolean> {
  let loadedSignal = partSignals.get(id);
  if (!loadedSignal) partSignals.set(id, (loadedSignal = signal(loadedParts.has(id))));
  return loadedSignal;
}

function markPartLoaded(id: string): void {
  loadedParts.add(id);
  const loadedSignal = partSignals.get(id);
  if (loadedSignal) loadedSignal.value = true;
}
/** Parts the page has asked for: the runtime's, plus one per element shown (and the host page's). */
const wantedParts = new Set<string>(['core']);
/**
 * Parts that hold only their own strings, not the runtime's: the platform's error texts, loaded with the first
 * failed call (src/i18n/error-texts.ts) rather than with every page, then kept in step with the language.
 */
const SIDE_PARTS = new Set(['errors']);

/**
 * The language the page should show (docs/languages.md): the player's pick in this browser; then, on a
 * merchant's own page, the language the merchant set for it (`data-language`, `configure({ language })`) before
 * the member's account's, since the merchant's page is in the merchant's language whoever logs in; in the /m
 * app, the account's before the page's, so a member sees one language on every device; then the default. The
 * app is the page that navigates by itself (`navigate` in the config, which only the host page sets).
 */
export function preferredLanguage(): LanguageCode {
  const picked = toLanguageCode(storedLanguage.read());
  if (picked) return picked;
  const page = toLanguageCode(getConfig().language);
  const account = toLanguageCode(accountLanguage.read());
  return (getConfig().navigate ? (account ?? page) : (page ?? account)) ?? DEFAULT_LANGUAGE;
}

/** The current language code (`CN`, `EN`, `PT-BR`, ...). */
export const language = signal<LanguageCode>(preferredLanguage());
/**
 * Bumped when a locale file has brought strings that were not there, so that readers of `t()` re-render. Parts
 * share chunks (several elements' parts are one file), and a file that adds nothing re-renders nobody.
 */
const revision = signal(0);
/** `rtl` for Arabic and Urdu. */
export const direction = computed(() => directionOf(language.value));
/** True while the current language's strings are still loading. */
export const localeLoading = signal(false);

const loading = new Map<string, Promise<void>>();

type PartLoaders = Partial<Record<LanguageTag, () => Promise<{ default: Record<string, string> }>>>;
const partLoaders = new Map<string, PartLoaders>();

/**
 * Where a part's strings come from, one loader per language. The build registers each element's part from
 * that element's own entry (scripts/build/locale-parts.mjs); without a registration the part comes from
 * `loadLocalePart`.
 */
export function registerLocalePart(part: string, loaders: PartLoaders): void {
  partLoaders.set(part, loaders);
}

function loadPart(tag: LanguageTag, part: string): Promise<void> {
  const id = `${tag}/${part}`;
  if (loadedParts.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = (partLoaders.get(part)?.[tag]?.() ?? loadLocalePart(tag, part))
      .then((module) => {
        const before = loaded.get(tag);
        const merged = { ...before, ...module.default };
        const added = !before || Object.keys(merged).length > Object.keys(before).length;
        loaded.set(tag, merged);
        // One notification for all of it: subscribers re-render once, after every signal has its new value.
        batch(() => {
          markPartLoaded(id);
          // Every other part holds the runtime's strings too (the build's split, or the whole file in development).
          if (!SIDE_PARTS.has(part)) markPartLoaded(`${tag}/core`);
          if (added) revision.value++;
        });
      })
      .finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/** Loads, once, the strings of a language that the page's parts need; concurrent callers share the requests. */
export function loadLanguage(code: LanguageCode): Promise<void> {
  const { tag } = languageInfo(code);
  // The runtime's own strings come with any element's part; alone, the runtime loads them by themselves.
  const own = [...wantedParts].filter((part) => part !== 'core' && !SIDE_PARTS.has(part));
  const parts = own.length > 0 ? own : ['core'];
  // A side part that cannot load leaves its texts to their fallbacks; it never holds up a language switch.
  const side = [...wantedParts].filter((part) => SIDE_PARTS.has(part)).map((part) => loadPart(tag, part).catch(() => undefined));
  return Promise.all([...parts.map((part) => loadPart(tag, part)), ...side]).then(() => {});
}

/**
 * Switches the language: the strings load first, so the page never flashes keys. Unknown input falls back to
 * the first supported language. Returns the code in force.
 */
export async function setLanguage(input: unknown, { remember = true } = {}): Promise<LanguageCode> {
  const code = resolveLanguage(input);
  localeLoading.value = true;
  try {
    // An element that shows up meanwhile asks for its part in the language still in force: load that part in
    // the new one too, or the element would wait for it forever once the switch is made.
    let asked: number;
    do {
      asked = wantedParts.size;
      await loadLanguage(code);
    } while (wantedParts.size !== asked);
  } finally {
    localeLoading.value = false;
  }
  language.value = code;
  if (remember) storedLanguage.write(code);
  return code;
}

/**
 * Makes sure the current language's strings are loaded: the runtime's, and those of `part` (an element's tag,
 * or `host` for the /m page) when given; that part then follows every later language change too. Elements
 * wait for this before their first paint.
 */
export function ensureLocale(part?: string): Promise<void> {
  if (part) wantedParts.add(part);
  return loadLanguage(language.value);
}

/**
 * Translates a key in the current language, filling `{{name}}` placeholders as plain text (strings are rendered
 * as text nodes, never as HTML); `count` picks the plural form. Reading it inside a render subscribes to
 * language changes. Empty until the language's strings have loaded, so a page never flashes keys.
 */
export function t(key: string, values?: TranslateValues): string {
  void revision.value;
  const tag = languageInfo(language.value).tag;
  const messages = loaded.get(tag);
  // The error texts may arrive before the runtime's strings (a first call that fails): still nothing to show.
  return messages && loadedParts.has(`${tag}/core`) ? translate(messages, tag, key, values) : '';
}

/** Whether the current language's runtime strings, and those of `part` when given, are present. */
export function localeReady(part?: string): boolean {
  const { tag } = languageInfo(language.value);
  // Both are read, so that the caller follows each: its part may come before or after the runtime's strings.
  const core = partSignal(`${tag}/core`).value;
  const own = !part || partSignal(`${tag}/${part}`).value;
  return core && own;
}

/** Whether a language tag's runtime strings have been loaded (for tests of on-demand loading). */
export function localeLoaded(tag: string): boolean {
  return loadedParts.has(`${tag}/core`);
}
