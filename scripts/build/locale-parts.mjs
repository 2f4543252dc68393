// Each language's strings, split by who uses them, so that a page downloads the strings of what it shows and
// not those of every element in the kit. Translators keep one file per language (src/i18n/locales/); the
// build cuts it into three parts a page may load up front, each a chunk of a few kilobytes, and a fourth that
// only a failure brings:
//   - `account`: the strings of the account elements (log in, register, two-factor, change password) and of
//     the /m host page, which every page of the app loads (with the account elements, whose budgets are the
//     largest, rather than with the lobby's small elements, which a merchant page may hold alone);
//   - `member`: those of the member pages' elements, the balance and the records among them (the /m app's
//     header shows the balance on every member page, which loads this part anyway);
//   - `lobby`: those of every other element, the responsible-gaming tools among them (their long sentences,
//     a break's confirmations and the limits' states, would push the member pages, the tightest against their
//     budgets, over them; in the lobby's part they cost a lobby element about a kilobyte, which it has);
//   - `errors`: the platform's error texts, below.
// A string two groups use is in both of theirs. The core strings (those of code three groups or more run, or none:
// an integrator may call the runtime directly, and any key no source names literally: it may be built at run
// time) are in every part, so that a page holding one element loads one file for its language; the runtime,
// alone on a page, loads the lobby's. Fewer, larger parts cost a page fewer requests than one part per element
// did, for a few strings of the groups it does not show.
// The platform's error texts (`err_*`, named at run time from the error code) are a part of their own, `errors`, that
// holds nothing else: the runtime fetches it with the first failed call (src/i18n/error-texts.ts), so that no
// page pays for sixty sentences it may never show.
// A key counts as named by a file when the file holds it as a quoted literal, or holds a template or string
// concatenation that starts with a prefix of it (`route_${name}`); a plural form (`game_count_few`) goes where
// its group's name (`game_count`) goes, since the code names only that. Which code runs for which element is
// what rollup's first pass found (module-reach.mjs). Tests and the dev server load the whole file
// (src/i18n/locale-loaders.ts); only the build swaps that module for the split one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts other than `lobby` (every other element), by element; `host` is the /m host page. */
export const PART_GROUPS = {
  // The reality check comes over every page of the app for a member: its few strings ride with the part every
  // page of the app loads.
  account: ['host', 'mc-2fa', 'mc-change-password', 'mc-login', 'mc-reality-check', 'mc-register'],
  member: [
    'mc-balance', 'mc-deposit-center', 'mc-feedback', 'mc-invite-friends', 'mc-member-benefits', 'mc-member-home',
    'mc-mission-board', 'mc-point-market', 'mc-records', 'mc-reward-center', 'mc-vip-card',
  ],
};

/** The part of the platform's error texts, and the prefix of their keys. */
export const ERROR_PART = 'errors';
const ERROR_KEY = /^err_/;

/** More groups than this using a string put it in the core, which every part holds, rather than in each. */
const SHARED_BY = 2;

/** The part holding the strings of an element (by tag) or of the host page (`host`). */
export function partOf(user, groups = PART_GROUPS) {
  return Object.keys(groups).find((group) => groups[group].includes(user)) ?? 'lobby';
}

const LOADERS = /\/src\/i18n\/locale-loaders\.ts$/;
const ELEMENT_ENTRY = /\/elements\/(mc-[^/]+)\/index\.ts$/;
const HOST_ENTRY = /\/host-page\/app\/(main|redirect)\.ts$/;
const ERROR_TEXTS = /\/src\/i18n\/error-texts\.ts$/;
const PART_PREFIX = '\0mc-locale:';
/** The suffixes of plural forms, as src/i18n/translate.ts picks them. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** Who an entry of the build is, for the language parts: an element's tag, `host`, or `core` for the rest. */
function userOf(entry) {
  if (entry.startsWith('elements/')) return entry.slice('elements/'.length);
  return entry.startsWith('host/') ? 'host' : 'core';
}

/**
 * Which part each key of the reference language belongs to.
 * @param {Map<string, import('./module-reach.mjs').EntryReach>} entries what each entry of the build can run
 * @param {string[]} keys
 * @param {Record<string, string[]>} [groups] the elements of each part but `lobby` and `core`
 * @returns {Map<string, string[]>} the parts that load each key (`['core']` for the shared ones)
 */
export function keyParts(entries, keys, groups = PART_GROUPS) {
  const runBy = new Map();
  for (const [entry, { reach }] of entries) {
    const user = userOf(entry);
    const part = user === 'core' ? 'core' : partOf(user, groups);
    for (const id of reach) {
      if (!runBy.has(id)) runBy.set(id, new Set());
      runBy.get(id).add(part);
    }
  }
  const sources = [...runBy]
    .filter(([id]) => !id.startsWith('\0') && !id.includes('/node_modules/') && /\.tsx?$/.test(id))
    .map(([id, parts]) => {
      const text = readFileSync(id, 'utf8');
      const prefixes = [...text.matchAll(/[`'"]([a-z][a-z0-9_]*_)(?:\$\{|['"]\s*\+)/g)].map((match) => match[1]);
      return { owners: [...parts], text, prefixes };
    });
  const parts = new Map();
  for (const key of keys) {
    if (ERROR_KEY.test(key)) {
      parts.set(key, [ERROR_PART]);
      continue;
    }
    const owners = new Set();
    const names = [key, key.replace(PLURAL_FORM, '')];
    for (const { owners: runBy, text, prefixes } of sources) {
      const named = names.some((name) => text.includes(`'${name}'`) || text.includes(`"${name}"`) || text.includes(`\`${name}\``));
      if (named || prefixes.some((prefix) => key.startsWith(prefix))) for (const owner of runBy) owners.add(owner);
    }
    parts.set(key, owners.size >= 1 && owners.size <= SHARED_BY && !owners.has('core') ? [...owners].sort() : ['core']);
  }
  return parts;
}

/** For rollup's first pass (module-reach.mjs): the languages do not matter there, so none is loaded. */
export function noLocales() {
  return {
    name: 'no-locales',
    load: (id) => (LOADERS.test(id) ? 'export function loadLocalePart() { return Promise.resolve({ default: {} }); }' : null),
  };
}

/** The part the runtime loads for its own strings when no element's part is on the page. */
const CORE_CARRIER = 'lobby';

/**
 * The rollup plugin: one chunk per language and part, named `<tag>.<part>`.
 * @param {{ root: string, entries: Map<string, import('./module-reach.mjs').EntryReach> }} options
 */
export function localeParts({ root, entries }) {
  const localeDir = join(root, 'src/i18n/locales');
  const I18N = join(root, 'src/i18n/i18n.ts');
  const partImport = (tag, part) => `() => import(${JSON.stringify(`${PART_PREFIX}${tag}/${part}`)})`;
  let messages; // tag -> { key: text }
  let parts; // key -> the parts that hold it
  let partNames; // every part
  return {
    name: 'locale-parts',
    buildStart() {
      messages = new Map(
        readdirSync(localeDir)
          .filter((file) => file.endsWith('.json'))
          .map((file) => {
            const path = join(localeDir, file);
            this.addWatchFile(path);
            return [file.slice(0, -'.json'.length), JSON.parse(readFileSync(path, 'utf8'))];
          }),
      );
      // Every language's keys: the plural forms differ (Chinese has `_other` only, Arabic six forms).
      parts = keyParts(entries, [...new Set([...messages.values()].flatMap((strings) => Object.keys(strings)))]);
      partNames = [...Object.keys(PART_GROUPS), 'lobby', ERROR_PART].sort();
      // Emitted as well as imported, so that each chunk gets a readable name.
      for (const tag of messages.keys()) {
        for (const part of partNames) this.emitFile({ type: 'chunk', id: `${PART_PREFIX}${tag}/${part}`, name: `${tag}.${part}` });
      }
    },
    resolveId(id) {
      return id.startsWith(PART_PREFIX) ? id : null;
    },
    load(id) {
      if (id.startsWith(PART_PREFIX)) {
        const [tag, part] = id.slice(PART_PREFIX.length).split('/');
        const all = messages.get(tag);
        // The error part holds its own strings only; the others hold the core's as well.
        const holds = (key) => (parts.get(key) ?? ['core']).some((each) => each === part || (each === 'core' && part !== ERROR_PART));
        const picked = Object.fromEntries(Object.entries(all).filter(([key]) => holds(key)));
        return `export default ${JSON.stringify(picked)};`;
      }
      if (!LOADERS.test(id)) return null;
      // The runtime holds the table of the part that carries its strings alone; each element's entry (and the
      // host page's) holds its own part's table, so no page carries the hashed names of parts it never shows.
      const table = [...messages.keys()].sort().map((tag) => `  ${JSON.stringify(tag)}: ${partImport(tag, CORE_CARRIER)},`);
      return `const core = {\n${table.join('\n')}\n};
const none = Promise.resolve({ default: {} });
export function loadLocalePart(tag, part) {
  return part === 'core' && core[tag] ? core[tag]() : none;
}
`;
    },
    transform(code, id) {
      // The runtime asks for an element's strings by the element's tag (or `host`); the entry says which
      // part's chunk holds them.
      // The error texts' module registers their part the same way, under the part's own name.
      const user = id.match(ELEMENT_ENTRY)?.[1] ?? (HOST_ENTRY.test(id) ? 'host' : ERROR_TEXTS.test(id) ? ERROR_PART : null);
      const part = user === ERROR_PART ? ERROR_PART : user && partOf(user);
      if (!part || !partNames.includes(part)) return null;
      const table = [...messages.keys()].sort().map((tag) => `${JSON.stringify(tag)}: ${partImport(tag, part)}`);
      // Registered before the module's own code, so before defineElement upgrades a tag already in the page.
      const register = `import { registerLocalePart as __registerLocalePart } from ${JSON.stringify(I18N)};
__registerLocalePart(${JSON.stringify(user)}, { ${table.join(', ')} });
`;
      return { code: register + code, map: null };
    },
  };
}
