// Small modules that hold no state are copied into each chunk that uses them, rather than shared as a chunk of
// their own.
//
// Rollup puts a module in one chunk per distinct set of entries that load it, so a 200-byte helper that the
// login form, the registration form and the app's shell use becomes a chunk for those three: one more request,
// and one more round trip, for each of them. Left in the runtime chunk instead, it would weigh on every element
// that never calls it. A copy in each chunk that imports it costs each page the bytes it needs, in the files it
// loads anyway.
//
// Only modules without state may be copied: two copies of a store, a signal, a React context or a memo would
// be two of them. What a module holds is read from its top-level statements (`statelessSource`); a module that
// keeps anything at the top level is shared as before.
import { readFileSync } from 'node:fs';

/**
 * Modules other build steps find by their id (the error texts, the overlay the service worker precaches by its
 * module, the Trusted Types policy the runtime holds): a copy's id would escape them.
 */
const FOUND_BY_ID = /\/src\/(i18n\/error-texts|ui\/overlay-host|security\/trusted-types)\.tsx?$/;

/**
 * A concern's face (`src/<concern>/index.ts`) only re-exports, and is where elements import from: its copy
 * for a chunk resolves what it re-exports for that chunk, copies where they may be, the shared modules else.
 */
const FACE = /\/src\/[\w-]+\/index\.ts$/;

/** Larger modules are shared: copying them would cost more bytes than the requests it saves. */
const MAX_SOURCE = 6_000;

/**
 * A table of constants, each entry an export of its own (the platform's endpoints): copied into every chunk
 * that reads it, whatever its size and wherever the original goes, since each copy keeps only the entries its
 * chunk names. The runtime's own modules keep the original, with the entries they name.
 */
const TABLE = /\/src\/api\/endpoints\.ts$/;

/** Where a copy's id marks it: `text-field.tsx` -> `text-field.copy3.tsx` (the extension stays for the transforms). */
const COPY = /\.copy(\d+)(\.[cm]?[jt]sx?)$/;

/**
 * Whether a module's top level holds no state, by its text (formatted by the project's formatter: top-level
 * statements start at the line's beginning). Allowed at the top level: imports, exports of names, functions,
 * classes, types, and `const` bindings to literals, regular expressions, templates, arrow functions, objects
 * and arrays of those, and components. Anything else (`let`, `var`, a call, `new`, an expression run on
 * import) keeps the module shared.
 * @param {string} source
 */
export function statelessSource(source) {
  // Top-level statements: a line at the start begins one; indented and closing lines continue it, and so does
  // every line of a template literal (a style sheet's rules start at the line's beginning).
  const statements = [];
  const inTemplate = (statement) => (statement?.match(/`/g)?.length ?? 0) % 2 === 1;
  for (const line of source.replace(/\/\*[\s\S]*?\*\//g, '').split('\n')) {
    const open = inTemplate(statements.at(-1));
    if (!open && (!line.trim() || line.trimStart().startsWith('//'))) continue;
    if ((open || /^[\s})\]]/.test(line)) && statements.length) statements[statements.length - 1] += `\n${line}`;
    else statements.push(line);
  }
  return statements.every((statement) => {
    if (/^(export )?(default )?(async )?function\b/.test(statement)) return true;
    // A class, unless it keeps something in a static field (one per copy).
    if (/^(export )?(default )?(abstract )?class\b/.test(statement)) return !/^\s+static\s+(?!(async\s+)?[\w$#]+\s*\()/m.test(statement);
    if (/^(export )?(declare )?(type|interface|enum)\b/.test(statement)) return true;
    if (/^(import\b|export \{|export \*|export type\b)/.test(statement)) return true;
    const binding = /^(?:export )?const [\w$]+(?:\s*:\s*[^=]+)?\s*=\s*([\s\S]*)$/.exec(statement);
    if (!binding) return false;
    // A literal, a pattern, a template, an arrow function, an object or array literal, or a component
    // (forwardRef, memo); nothing in it that makes an instance on import.
    return (
      /^(['"`\d/[{-]|true\b|false\b|null\b|\(|[\w$]+\s*=>|async\b|(forwardRef|memo)[(<])/.test(binding[1]) &&
      !/\b(new [A-Z]\w*\(|signal\(|computed\(|effect\(|createContext\()/.test(binding[1])
    );
  });
}

/**
 * The rollup plugin: resolves an import of a copyable module, from a module of another natural chunk, to a
 * copy for the importer's natural chunk (from the first pass, module-reach.mjs), which rollup then places with
 * the importer.
 * @param {{ entries: Map<string, import('./module-reach.mjs').EntryReach>,
 *   chunkOf: Map<string, import('./module-reach.mjs').NaturalChunk> }} reach
 * @param {(id: string) => string | undefined} sharedChunk the chunk a module goes to whatever its users
 *   (`react`, `runtime`), from chunking.mjs: modules there, and their importers, are loaded anyway
 * @returns {import('rollup').Plugin}
 */
export function moduleCopies({ entries, chunkOf }, sharedChunk) {
  // Only what some entry loads up front: a module loaded later comes with its concern's chunk (chunking.mjs).
  const eager = new Set([...entries.values()].flatMap(({ upFront }) => [...upFront]));
  const groups = [];
  /** copy id -> the copied module's id */
  const originals = new Map();
  const copyable = new Map();
  const isCopyable = (id) => {
    if (!copyable.has(id)) {
      let verdict = false;
      if (FACE.test(id)) {
        verdict = true;
      } else if (id.includes('/src/') && !id.includes('/node_modules/') && !id.startsWith('\0') && /\.[jt]sx?$/.test(id) && !FOUND_BY_ID.test(id)) {
        const home = chunkOf.get(id);
        if (TABLE.test(id)) {
          verdict = statelessSource(readFileSync(id, 'utf8'));
        } else if (home && !home.isEntry && eager.has(id) && !sharedChunk(id)) {
          const source = readFileSync(id, 'utf8');
          verdict = source.length <= MAX_SOURCE && statelessSource(source);
        }
      }
      copyable.set(id, verdict);
    }
    return copyable.get(id);
  };
  const groupOf = (importer) => {
    const copied = COPY.exec(importer);
    if (copied) return groups[Number(copied[1])];
    if (sharedChunk(importer)) return null;
    return chunkOf.get(importer) ?? null;
  };

  return {
    name: 'module-copies',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, originals.get(importer) ?? importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !isCopyable(resolved.id)) return resolved;
      const group = groupOf(importer);
      if (!group || group === chunkOf.get(resolved.id)) return resolved;
      let index = groups.indexOf(group);
      if (index === -1) index = groups.push(group) - 1;
      const copy = resolved.id.replace(/(\.[cm]?[jt]sx?)$/, `.copy${index}$1`);
      originals.set(copy, resolved.id);
      return copy;
    },
    // A lazy import names the chunk to load: it is never a copy (the copy would be a second chunk of the same
    // code).
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return null;
      return this.resolve(specifier, originals.get(importer) ?? importer, { skipSelf: true });
    },
    load(id) {
      const original = originals.get(id);
      return original ? readFileSync(original, 'utf8') : null;
    },
  };
}

/** Whether a module id is a copy this plugin made. */
export const isCopy = (id) => COPY.test(id);
