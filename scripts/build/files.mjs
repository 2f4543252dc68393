// What the builds do with the files they wrote: name a content by its hash, and write the compressed twins
// the servers send.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A short content hash, for revisions of files whose names do not carry one. */
export const contentHash = (source) => createHash('sha256').update(source).digest('hex').slice(0, 16);

const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.webmanifest', '.txt']);

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text asset under `dir`, but the
 * package's modules and types, which are not served. HTML is left out: the servers fill the merchant's values
 * into it when serving, then compress.
 * @param {string} dir
 */
export function compressTree(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'types' && entry.name !== 'modules') compressTree(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(entry.name)) || statSync(path).size < 256) continue;
    const source = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  }
}

/** Every file an entry loads before it runs: the file and its static imports, transitively (a rollup bundle). */
export function staticClosure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const next of bundle[fileName]?.imports ?? []) staticClosure(bundle, next, seen);
  return seen;
}
