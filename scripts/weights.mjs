// The bench's unit: brotli bytes (quality 11) of the build's files, as a browser downloads them. The build
// writes a `.br` twin beside every text asset at that quality, so those sizes are what the servers send.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export const DIST = new URL('../dist/', import.meta.url).pathname;

/** Brotli bytes of a file of the build (relative to dist/). */
export function brotliBytes(file) {
  const path = join(DIST, file);
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  const source = readFileSync(path);
  // Tiny files are sent as they are: compressing them would not save a byte.
  if (source.length < 256 || !/\.(js|css|json|svg|html)$/.test(file)) return source.length;
  return brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/**
 * The build file behind a URL path of the host server, or null for what is not a file of the build (API
 * calls). The pages under /m/ are the app shell.
 */
export function buildFileOf(path) {
  if (path.startsWith('/m/assets/')) return decodeURIComponent(path.slice('/m/assets/'.length));
  const fixed = {
    '/m/sw.js': 'app/sw.js',
    '/m/asset-manifest.json': 'app/asset-manifest.json',
    '/mobile/mc/asset-manifest.json': 'asset-manifest.json',
    '/m/icon.svg': 'app/icon.svg',
    '/mobile/mc/redirect.html': 'app/redirect.html',
  };
  if (fixed[path]) return fixed[path];
  if (path.startsWith('/m/icons/')) return `app/icons/${path.slice('/m/icons/'.length)}`;
  if (path.startsWith('/m/') || path === '/m') return 'app/index.html';
  return null;
}

/** The bench's figure for what a page loaded: the brotli bytes of every build file among its URL paths. */
export function pageWeight(paths) {
  const files = [...new Set(paths.map(buildFileOf).filter(Boolean))];
  return { files, bytes: files.reduce((total, file) => total + brotliBytes(file), 0) };
}

let sourceMaps;

/**
 * The kit's and the app's JS files (by path from dist/) made with a module whose path contains `source`
 * (`src/sms/send-sms-code.ts`, `node_modules/@firebase/auth/`), from their source maps: the builds name a chunk
 * after its first module, so what a file holds is read, not guessed from its name.
 * @param {string} source
 * @returns {Set<string>}
 */
export function filesHolding(source) {
  sourceMaps ??= ['elements', 'chunks', 'host'].flatMap((folder) =>
    readdirSync(join(DIST, folder))
      .filter((file) => file.endsWith('.js.map'))
      .map((file) => [`${folder}/${file.slice(0, -'.map'.length)}`, JSON.parse(readFileSync(join(DIST, folder, file), 'utf8')).sources]));
  const files = new Set(sourceMaps.filter(([, sources]) => sources.some((path) => path.includes(source))).map(([file]) => file));
  if (!files.size) throw new Error(`no built file holds ${source}`);
  return files;
}
