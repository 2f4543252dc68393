// The build output as the Node tests read it: dist/, built first when it is missing (npm test builds it before
// these tests run; `node --test` alone builds it here, once, even with several test files asking at the same
// time), and the graph of its JS files, read statically from their import statements.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { init, parse } from 'es-module-lexer';
import { DIST } from '../../scripts/weights.mjs';

export { brotliBytes, DIST } from '../../scripts/weights.mjs';

export const ROOT = new URL('../../', import.meta.url).pathname;

const isBuilt = () => existsSync(join(DIST, 'app', 'sw.js'));

/** Builds the app into dist/ unless it is there. Test files run in parallel processes: one builds, the rest wait. */
export function ensureBuilt() {
  if (isBuilt()) return;
  const lock = join(ROOT, 'node_modules', '.cache', 'build-lock');
  mkdirSync(dirname(lock), { recursive: true });
  let mine = false;
  try {
    mkdirSync(lock);
    mine = true;
  } catch {
    // Another test file is building.
  }
  if (mine) {
    try {
      execFileSync('npm', ['run', '--silent', 'build:app'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    } finally {
      rmdirSync(lock);
    }
    return;
  }
  const until = Date.now() + 300_000;
  while (existsSync(lock) && Date.now() < until) execFileSync('sleep', ['0.5']);
  if (!isBuilt()) throw new Error('dist/ was not built: run npm run build');
}

/** Every JS file the kit and the app are made of, by path from dist/ (not the package's modules, nor types). */
export function jsFiles() {
  return readdirSync(DIST, { recursive: true }).filter((file) => file.endsWith('.js') && !/^(modules|types)\//.test(file)).sort();
}

/** An element's entry in the kit, `elements/<tag>.<hash>.js`, by path from dist/. */
export function elementEntry(tag) {
  const file = readdirSync(join(DIST, 'elements')).find((name) => new RegExp(`^${tag}\\.[\\w-]{8}\\.js$`).test(name));
  if (!file) throw new Error(`<${tag}> has no entry in dist/elements`);
  return `elements/${file}`;
}

/**
 * The graph of the build's JS files: for each, the files it imports up front (`static`) and those it may load
 * later (`dynamic`, string literals only), by path from dist/.
 * @returns {Promise<Map<string, { static: string[], dynamic: string[] }>>}
 */
export async function importGraph() {
  await init;
  const graph = new Map();
  for (const file of jsFiles()) {
    const [imports] = parse(readFileSync(join(DIST, file), 'utf8'), file);
    const edges = { static: [], dynamic: [] };
    for (const { n: specifier, d } of imports) {
      if (!specifier?.startsWith('.')) continue;
      const target = relative(DIST, join(DIST, dirname(file), specifier));
      (d === -1 ? edges.static : edges.dynamic).push(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** `file` and every file it imports up front, directly or not. */
export function upFront(graph, file) {
  const seen = new Set();
  const visit = (next) => {
    if (seen.has(next)) return;
    seen.add(next);
    for (const target of graph.get(next)?.static ?? []) visit(target);
  };
  visit(file);
  return seen;
}

/**
 * The source modules a build file was made from, from its source map (`node_modules/...`, `src/...`). A file
 * without one fails: a check over its modules would otherwise find nothing and pass.
 */
export function sourcesOf(file) {
  const map = join(DIST, `${file}.map`);
  if (!existsSync(map)) throw new Error(`${file} has no source map to read its modules from`);
  return JSON.parse(readFileSync(map, 'utf8')).sources.map((source) => relative(ROOT, join(DIST, dirname(file), source)));
}
