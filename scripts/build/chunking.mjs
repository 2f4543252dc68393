// Which chunk a module goes to. React has its own; the `runtime` chunk holds what most elements share: a module
// at least half of the elements use up front (and at least two; with a single element, what it uses). A module
// fewer elements use stays out of `runtime`, so the other elements never download it; rollup places it with
// the elements that use it.
// Lazy imports (crypto, the overlay, each language) are left to rollup and become chunks of their own.
//
// Elements import the core through the barrel src/index.ts, and the barrel imports everything, so following
// imports from an element would find all of src/. What an element uses is therefore read from the names it
// imports from the barrel, each traced to the module that exports it, and from there by the static imports.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const ELEMENT_FILE = /\/elements\/(mc-[^/]+)\//;
const BARREL = /\/src\/index\.ts$/;

/** Names each module imports from the barrel, and where the barrel takes each name from. */
const barrelImports = new Map();
const barrelSources = new Map();

function sourceFile(from, specifier) {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path));
}

/** Reads, as modules are parsed, the barrel's re-exports and what element files take from it. */
export function barrelUsage() {
  return {
    name: 'barrel-usage',
    buildStart() {
      barrelImports.clear();
      barrelSources.clear();
    },
    moduleParsed(info) {
      if (BARREL.test(info.id)) {
        for (const node of info.ast?.body ?? []) {
          if (node.type !== 'ExportNamedDeclaration' || !node.source) continue;
          const file = sourceFile(info.id, node.source.value);
          for (const specifier of node.specifiers) barrelSources.set(specifier.exported.name ?? specifier.exported.value, file);
        }
      } else if (ELEMENT_FILE.test(info.id)) {
        const names = new Set();
        for (const node of info.ast?.body ?? []) {
          if (node.type !== 'ImportDeclaration' || !/\/src\/index\.js$/.test(node.source.value)) continue;
          for (const specifier of node.specifiers) if (specifier.imported) names.add(specifier.imported.name ?? specifier.imported.value);
        }
        barrelImports.set(info.id, names);
      }
    },
  };
}

let useCount;

/**
 * The share of elements that must use a module up front for it to sit in `runtime`. A module fewer elements use
 * (the login calls that login, registration and two-factor share, say) is left to rollup, which gives each set
 * of elements using the same modules a chunk of its own: a page then downloads none of it unless it needs it.
 */
const RUNTIME_SHARE = 0.5;

/** How many elements use each module up front. */
function countElementUse(getModuleIds, getModuleInfo) {
  const byTag = new Map();
  for (const id of getModuleIds()) {
    const tag = id.match(ELEMENT_FILE)?.[1];
    if (tag) byTag.set(tag, [...(byTag.get(tag) ?? []), id]);
  }
  const counts = new Map();
  for (const files of byTag.values()) {
    const seen = new Set();
    const visit = (id) => {
      if (!id || seen.has(id) || BARREL.test(id)) return;
      seen.add(id);
      for (const next of getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    for (const file of files) {
      visit(file);
      for (const name of barrelImports.get(file) ?? []) visit(barrelSources.get(name));
    }
    for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return { counts, elements: byTag.size };
}

export function resetChunking() {
  return { name: 'reset-chunking', buildStart: () => void (useCount = undefined) };
}

/** rollup's manualChunks. */
export function sharedChunk(id, { getModuleIds, getModuleInfo }) {
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  // Virtual modules (the CommonJS interop helpers) are shared by React and the lazy crypto chunk: they must
  // sit in an eager chunk, or React's chunk would import the crypto chunk up front. The interop modules of the
  // crypto libraries (and of forge's stand-in random source, scripts/build/crypto-trim.mjs) stay lazy with them.
  // The language parts (scripts/build/locale-parts.mjs) are virtual too, and each is a lazy chunk of its own.
  if (id.startsWith('\0') && !/node-forge|crypto-js|forge-random|^\0mc-locale:/.test(id)) return 'runtime';
  if (id.includes('/elements/')) return undefined;
  // The Trusted Types policy for script addresses (about 300 bytes): the app shell creates the page's default
  // policy from it before anything else, and every script loader (captcha, chat, pixels, mini-game) uses it.
  // Alone it would be a chunk of its own, one more round trip on every page of the app.
  if (/\/src\/security\/trusted-types\.ts$/.test(id)) return 'runtime';
  useCount ??= countElementUse(getModuleIds, getModuleInfo);
  const users = useCount.counts.get(id) ?? 0;
  return users >= Math.max(Math.min(2, useCount.elements), Math.ceil(RUNTIME_SHARE * useCount.elements)) && users > 0
    ? 'runtime'
    : undefined;
}
