// What each entry of the build runs, as rollup itself sees it: a quick first pass over the same inputs and
// plugins, unminified and not written, with rollup's own chunking. Its chunk graph says exactly which modules
// each entry loads up front (its static imports, followed) and which it can run at all (its dynamic imports
// too), after tree-shaking: an element that imports one name from a concern's face carries only the module
// behind that name, as rollup decides, not the whole face. The build then places modules by these sets
// (chunking.mjs); nothing reads import names by itself.
import { rollup } from 'rollup';

/**
 * @typedef {object} EntryReach
 * @property {Set<string>} upFront the modules the entry loads before it runs (rollup module ids)
 * @property {Set<string>} reach the modules it can run, lazy imports included
 */

/**
 * @typedef {object} NaturalChunk the chunk rollup would put a module in, left to itself: with the modules that
 *   the same entries and lazy imports load
 * @property {string} name a name for it, unique in the build
 * @property {boolean} isEntry whether it is an entry's own chunk
 */

/**
 * @param {object} options
 * @param {Record<string, string>} options.input rollup's named inputs
 * @param {import('rollup').Plugin[]} options.plugins the build's transforms (no minifier: sizes do not matter here)
 * @param {import('rollup').TreeshakingOptions} [options.treeshake] the build's tree-shaking options
 * @returns {Promise<{ entries: Map<string, EntryReach>, chunkOf: Map<string, NaturalChunk> }>} what each
 *   entry loads, by input name, and each module's natural chunk
 */
export async function moduleReach({ input, plugins, treeshake }) {
  const bundle = await rollup({ input, plugins, treeshake, onwarn: () => {} });
  let output;
  try {
    ({ output } = await bundle.generate({ format: 'es' }));
  } finally {
    await bundle.close();
  }
  const chunks = new Map(output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const modulesFrom = (start, lazyToo) => {
    const seen = new Set();
    const stack = [start];
    while (stack.length) {
      const name = stack.pop();
      if (seen.has(name) || !chunks.has(name)) continue;
      seen.add(name);
      const chunk = chunks.get(name);
      stack.push(...chunk.imports, ...(lazyToo ? chunk.dynamicImports : []));
    }
    return new Set([...seen].flatMap((name) => Object.keys(chunks.get(name).modules)));
  };
  const entries = new Map();
  const chunkOf = new Map();
  const taken = new Map();
  for (const chunk of chunks.values()) {
    if (chunk.isEntry) entries.set(chunk.name, { upFront: modulesFrom(chunk.fileName, false), reach: modulesFrom(chunk.fileName, true) });
    const count = (taken.get(chunk.name) ?? 0) + 1;
    taken.set(chunk.name, count);
    const natural = { name: count === 1 ? chunk.name : `${chunk.name}-${count}`, isEntry: chunk.isEntry };
    for (const id of Object.keys(chunk.modules)) chunkOf.set(id, natural);
  }
  return { entries, chunkOf };
}
