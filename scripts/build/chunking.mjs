// Which chunk a module goes to. React has its own; the `runtime` chunk holds what most elements share: a module
// at least half of the elements load up front (and at least two; with a single element, what it loads). A module
// fewer elements use stays out of `runtime`, so the other elements never download it: it goes where rollup
// itself would put it, with the modules that the same elements load.
//
// What no entry loads up front is loaded later, when first needed (the notices overlay, the SMS kit, the
// two-factor dialog, ...). Left to rollup, each set of lazy imports sharing a module would get a chunk of its
// own, most of a few hundred bytes; instead the lazy code of one concern (one folder of src/, or one element's
// folder) goes in one chunk: one request for the concern the first time any of it is needed.
//
// Who loads what, and where rollup would put each module, come from rollup's own first pass (module-reach.mjs).

import { isCopy } from './module-copies.mjs';

/**
 * The share of elements that must load a module up front for it to sit in `runtime`. A module fewer elements
 * use (the login calls that login, registration and two-factor share, say) stays with the elements that use
 * it: a page then downloads none of it unless it needs it.
 */
const RUNTIME_SHARE = 0.5;

/**
 * rollup's manualChunks, from what the first pass found.
 * @param {{ entries: Map<string, import('./module-reach.mjs').EntryReach>,
 *   chunkOf: Map<string, import('./module-reach.mjs').NaturalChunk> }} reach
 * @returns {import('rollup').GetManualChunk & { sharedChunk: (id: string) => string | undefined }}
 */
export function sharedChunks({ entries, chunkOf }) {
  const elements = [...entries].filter(([name]) => name.startsWith('elements/')).map(([, each]) => each.upFront);
  const users = new Map();
  for (const upFront of elements) for (const id of upFront) users.set(id, (users.get(id) ?? 0) + 1);
  const needed = Math.max(Math.min(2, elements.length), Math.ceil(RUNTIME_SHARE * elements.length));
  const eager = new Set([...entries.values()].flatMap(({ upFront }) => [...upFront]));
  /** How many entries can run a module. */
  const runBy = (id) => [...entries.values()].filter(({ reach }) => reach.has(id)).length;

  /** `react`, `runtime`, or undefined. */
  const shared = (id) => {
    if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
    // React's chunk needs the CommonJS interop helpers; beside it they keep React's chunk from importing the
    // runtime's, which imports React's: a merchant's bundler (esbuild) may run such a cycle in the wrong order.
    if (id === '\0commonjsHelpers.js') return 'react';
    // Virtual modules (the CommonJS interop helpers) are shared by React and the lazy crypto chunk: they must
    // sit in an eager chunk, or React's chunk would import the crypto chunk up front. The interop modules of
    // the crypto libraries (and of forge's stand-in random source, crypto-trim.mjs) stay lazy with them.
    if (id.startsWith('\0') && !/node-forge|crypto-js|forge-random/.test(id)) return 'runtime';
    // The request envelope's RSA (node-forge, its interop modules and its stand-in random source) is one lazy
    // chunk with the module that uses it, loaded the first time a form needs it. (crypto-js's DES is shared with
    // the customer-service path decoder, so rollup gives it a chunk of its own.)
    if (/node-forge|forge-random|\/src\/crypto\//.test(id)) return 'envelope-crypto';
    if (id.includes('/elements/')) return undefined;
    // The Trusted Types policy for script addresses (about 300 bytes): the app shell creates the page's default
    // policy from it before anything else, and every script loader (captcha, chat, pixels, mini-game) uses it.
    // Alone it would be a chunk of its own, one more round trip on every page of the app.
    if (/\/src\/security\/trusted-types\.ts$/.test(id)) return 'runtime';
    // The payload readers (about 200 bytes): every page that reads a platform list (deposit, missions, point
    // market, rewards, records, balance) uses them, but not always with the same neighbours, and alone they
    // would be a chunk of their own, one more round trip for each of those pages.
    if (/\/src\/api\/read\.ts$/.test(id)) return 'runtime';
    // The chat's seen count (a signal, a few dozen bytes): the support button reads it and the chat sheet bumps
    // it. Kept out of chat.ts, which each element that opens support then copies, rather than sharing a chunk.
    if (/\/src\/support\/chat-seen\.ts$/.test(id)) return 'runtime';
    // What a member's session needs on any page, a few hundred bytes: the account's language, applied whenever
    // a stored session is picked up (SPEC §1), and the VIP progress's state, which the VIP card, member home
    // and the app's start share, each with its own copy of the code around it (vip.ts). A chunk of their own,
    // they cost every page a request as its session started, and the /m app one on every page.
    if (/\/src\/(session\/member-language|vip\/vip-state)\.ts$/.test(id)) return 'runtime';
    return (users.get(id) ?? 0) >= needed && needed > 0 ? 'runtime' : undefined;
  };

  /**
   * The chunk to name for a module that is neither React's nor the runtime's: its concern's lazy chunk when no
   * entry loads it up front, else the chunk rollup itself would put it in (from the first pass). Named, so that
   * the choice holds; but rollup puts the imports of a named module in the same chunk unless they are named
   * too. A module importing one that cannot be named (an entry's own module, which stays in its entry) is
   * therefore left to rollup, and so are the modules importing it.
   */
  const names = new Map();
  /**
   * Whether a module imports one that cannot be named, directly or through copies (which go with their
   * importer, and take what they import along).
   */
  const copyPulls = new Map();
  const pullsUnnamed = (id, getModuleInfo) =>
    (getModuleInfo(id)?.importedIds ?? []).some((next) => {
      if (shared(next)) return false;
      if (!isCopy(next)) return !nameOf(next, getModuleInfo);
      if (!copyPulls.has(next)) {
        copyPulls.set(next, false); // within a cycle of copies, the imports outside it decide
        copyPulls.set(next, pullsUnnamed(next, getModuleInfo));
      }
      return copyPulls.get(next);
    });
  const nameOf = (id, getModuleInfo) => {
    if (names.has(id)) return names.get(id);
    // A copy of a small module (module-copies.mjs) is imported from one natural chunk only: rollup puts it
    // with its importers, named or not.
    if (isCopy(id)) return null;
    const home = chunkOf.get(id);
    let name = null;
    const joined = JOINED_CHUNKS.find(([pattern]) => pattern.test(id));
    // (A module that only re-exports, such as `firebase/auth`, is in no chunk of the first pass.)
    if (joined && !home?.isEntry) {
      name = joined[1];
    } else if (home && !home.isEntry && /\/elements\/mc-[\w-]+\//.test(id) && runBy(id) === 1) {
      // An element's own module that no other entry runs: rollup keeps it in the element's entry, or with the
      // lazy import that loads it.
      name = null;
    } else if (home && !home.isEntry) {
      // A lazy module that loads a library (Firebase, DOMPurify, crypto) stays with it, apart from the rest of
      // its concern: the library is large, and wanted only when that module is.
      const loadsLibrary = (getModuleInfo(id)?.importedIds ?? []).some((next) => next.includes('/node_modules/') && !shared(next));
      if (eager.has(id) || loadsLibrary) name = home.name;
      // An element's own lazy modules (a pane, a dialog, their styles) are left to rollup, which keeps them
      // with the import that loads them: named by folder, the styles came apart from their view.
      else if (/\/elements\/mc-[\w-]+\//.test(id)) name = null;
      else name = lazyConcern(id) ?? home.name;
      if (name === 'react' || name === 'runtime') name = `${name}-shared`;
    }
    names.set(id, name); // within a cycle of imports, the modules outside it decide
    if (!name) return null;
    const pulls = pullsUnnamed(id, getModuleInfo);
    if (pulls) names.set(id, null);
    return names.get(id);
  };

  // Each namespace's strings in each language are a chunk of their own, loaded by the page that shows them.
  const manualChunks = (id, { getModuleInfo }) =>
    (STRINGS.test(id) ? undefined : (shared(id) ?? nameOf(id, getModuleInfo) ?? undefined));
  // module-copies.mjs copies no module that goes to these whoever uses it.
  manualChunks.sharedChunk = shared;
  return manualChunks;
}

const STRINGS = /\/src\/i18n\/locales\/.+\.json$/;

/**
 * Chunks that would load together, or one right after the other, joined: each would cost a request, most for a
 * few hundred bytes. Matched on the module's path, before any other rule.
 */
const JOINED_CHUNKS = [
  // Firebase's core (the app and its utilities), which push messaging and the provider sign-in both load, with
  // the package's own `firebase/app` (a few hundred bytes that register its version).
  [/\/node_modules\/(firebase\/app|@firebase\/(app|util|component|logger)|idb)\//, 'firebase-app'],
  // The provider sign-in's Firebase Auth, with the module that loads it and nothing else does.
  [/\/node_modules\/(@?firebase\/auth)\/|\/src\/auth-provider\/firebase-auth\.ts$/, 'firebase-auth'],
  // Firebase Cloud Messaging, with the adapter that loads it.
  [/\/node_modules\/(@?firebase\/messaging|@firebase\/installations)\/|\/src\/push\/firebase-adapter\.ts$/, 'firebase-messaging'],
  // crypto-js, with the customer-service path decoder (its one user besides the request envelope).
  // (The stand-in for its unused key derivation, crypto-trim.mjs, is a virtual module of its own.)
  [/\/node_modules\/crypto-js\/|^\0+crypto-js\/|\/src\/support\/des-path\.ts$/, 'crypto-js'],
  // The popups' sanitizer and rich text, which only the popup's views load: with them (left to rollup).
  [/\/src\/popups\/(sanitize|html-content)\.tsx?$/, null],
  // The consent to the terms (registration shows it up front, a provider's sign-up in its own dialog) goes
  // with the log-in call that both the account forms and the provider sign-in share; so does a forced password
  // change, a step of the log-in.
  [/\/src\/registration\/acceptance\.tsx$|\/src\/session\/password-change\.ts$/, 'login'],
  // The popups' and banners' images come from the CDN that their content names. The prompt arbiter (about
  // 650 bytes), which the content's popups ask before they show, comes with it: a chunk of its own, it cost a
  // request to every overlay element, and each element that uses only one of the two (a banner, the marquee;
  // the app upgrade, the maintenance screen, the reality check) carries about a kilobyte of the other, within
  // its budget.
  [/\/src\/popups\/(content|image-cdn)\.ts$|\/src\/prompts\/arbiter\.ts$/, 'content'],
  // The app's notice banners, with the notices overlay they sit beside (every page of the app loads it).
  [/\/src\/ui\/banners\.ts$/, 'lazy-ui'],
];

/**
 * Concerns whose lazy code shares another's chunk: each alone would be a chunk of a kilobyte or two, loaded at
 * about the same moment as the other.
 */
const LAZY_CONCERN_CHUNKS = {
  // The page layers of src/element/ go with the notices of src/ui/, which every layer sits beside; a failed call
  // brings the error texts (src/i18n/) that those notices show.
  element: 'ui',
  i18n: 'ui',
  // A line that fails brings the line race and its dialog (src/net/), which offers the merchant's customer
  // service: with the support code it loads anyway.
  net: 'support',
  // The mobile number's country list, which the SMS kit imports.
  country: 'sms',
  // The sign-in's later steps: the captcha and the second factor, the one right after the other, and the
  // session's (the remembered login, a forced password change).
  captcha: 'sign-in',
  'two-factor': 'sign-in',
  session: 'sign-in',
};

/** The chunk of a module of src/ loaded only later, by its concern's folder (LAZY_CONCERN_CHUNKS). Null for the rest. */
function lazyConcern(id) {
  if (id.startsWith('\0') || id.includes('/node_modules/')) return null;
  const concern = /\/src\/([\w-]+)\//.exec(id)?.[1];
  return concern ? `lazy-${LAZY_CONCERN_CHUNKS[concern] ?? concern}` : null;
}
