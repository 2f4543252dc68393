// Which source files each page part can run: every element (from its elements/<tag>/index.ts) and the /m host
// page (host-page/app/main.ts and redirect.ts), following static and dynamic imports. An import of the barrel
// src/index.ts counts only for the names taken from it, each traced to the module that exports it, since the
// barrel itself re-exports everything. Read from the source text, before the bundler runs, so that the build
// can cut each language's strings by who uses them (locale-parts.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE_DIRS = ['src', 'elements', 'host-page/app'];
const BARREL = 'src/index.ts';
const HOST_ENTRIES = ['host-page/app/main.ts', 'host-page/app/redirect.ts'];

/** The .ts/.tsx sources under the folders the kit is built from, tests left out, by path from the root. */
export function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'locales' && entry.name !== 'node_modules') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(relative(root, path));
      }
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(join(root, dir))) walk(join(root, dir));
  return files;
}

function resolveImport(root, from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(root, dirname(from), specifier).replace(/\.js$/, '');
  const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path));
  return found ? relative(root, found) : null;
}

/** Names taken from an import clause (`{ a, b as c, type D }`), type-only ones left out. */
function importedNames(clause) {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces) return [];
  return braces[1]
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0].trim());
}

/**
 * @param {string} root
 * @returns {{ texts: Map<string, string>, reach: Map<string, Set<string>> }} each file's text, and for each part
 *   (an element's tag, or `host`) the files it can run
 */
export function sourceGraph(root) {
  const files = sourceFiles(root);
  const texts = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  const barrelSources = new Map();
  for (const match of (texts.get(BARREL) ?? '').matchAll(/export\s+(?!type\b)\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const source = resolveImport(root, BARREL, match[2]);
    for (const part of match[1].split(',').map((each) => each.trim()).filter((each) => each && !each.startsWith('type '))) {
      barrelSources.set(part.split(/\s+as\s+/).pop().trim(), source);
    }
  }
  /** Each file's direct imports; the barrel's named imports already traced to their modules. */
  const edges = new Map();
  for (const [file, text] of texts) {
    const next = new Set();
    for (const match of text.matchAll(/(?:^|\n)\s*(import|export)\s+(?!type\b)([^;]*?)\s*from\s*'([^']+)'/g)) {
      const target = resolveImport(root, file, match[3]);
      if (target === BARREL) for (const name of importedNames(match[2])) next.add(barrelSources.get(name));
      else if (target) next.add(target);
    }
    // Side-effect imports (`import './define.js'`) and dynamic ones (`import('./part.js')`).
    for (const match of text.matchAll(/(?:^|\n)\s*import\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g)) {
      next.add(resolveImport(root, file, match[1] ?? match[2]));
    }
    next.delete(null);
    next.delete(undefined);
    edges.set(file, next);
  }
  const closure = (starts) => {
    const seen = new Set();
    const stack = [...starts];
    while (stack.length) {
      const file = stack.pop();
      if (!file || seen.has(file) || file === BARREL) continue;
      seen.add(file);
      stack.push(...(edges.get(file) ?? []));
    }
    return seen;
  };
  const reach = new Map();
  for (const file of files) {
    const tag = /^elements\/(mc-[^/]+)\/index\.ts$/.exec(file)?.[1];
    if (tag) reach.set(tag, closure([file]));
  }
  reach.set('host', closure(HOST_ENTRIES.filter((file) => texts.has(file))));
  return { texts, reach };
}
