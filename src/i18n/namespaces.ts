/**
 * The kit's strings are split by namespace, in i18next's layout: `locales/<language tag>/<namespace>.json`.
 * `common` holds the runtime's strings (notices, errors of the network, routes' names) and every page loads it;
 * `errors` holds the platform's error texts, loaded with the first failed call (error-texts.ts); each element
 * has a namespace of its own, named by its tag, declared with the element; the strings that a few elements share
 * are a namespace of their concern (`sign-in`, `games`, `vip`, each in a module of its own so that only their
 * users carry their loader); a part that loads later (the domain-error modal, the lobby's search results, the iOS
 * download tip) brings a namespace of its own with its code; and the /m app's are `app`.
 *
 * A namespace is loaded by a dynamic import of its file in one language: every build resolves the pattern
 * itself (rollup's dynamic-import-vars plugin, esbuild's and Vite's glob imports, webpack's contexts), and a
 * page downloads the files of the namespaces it shows, in the language it shows.
 */
import type { LanguageTag } from './languages.js';

export type Messages = Record<string, string>;

/** A namespace of strings: its name, and how to load its file in a language. */
export interface Namespace {
  readonly name: string;
  load(tag: LanguageTag): Promise<{ default: Messages }>;
}

/** The runtime's strings, which every page loads. */
export const commonStrings: Namespace = { name: 'common', load: (tag) => import(`./locales/${tag}/common.json`) };
