// Rollup plugins for what the build delivers beside the code: stable npm entry points in front of the hashed
// entries, the host pages rendered with the hashed names, the two asset manifests, the service worker's
// precache list, and brotli and gzip files beside every text asset.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What the code build learned, for the loader and the service worker builds that run after it. */
export const built = {
  /** Element tag -> hashed entry file, relative to dist/. */
  elements: /** @type {Record<string, string>} */ ({}),
  /** Files the service worker precaches, relative to dist/. */
  precache: /** @type {string[]} */ ([]),
};

/** Every file an entry loads before it runs: the entry and its static imports, transitively. */
function staticClosure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const next of bundle[fileName]?.imports ?? []) staticClosure(bundle, next, seen);
  return seen;
}

const entryFile = (bundle, name) =>
  Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === name)?.fileName;

/**
 * npm users import `mc-elements` and `mc-elements/elements/<tag>`: those names stay stable as small modules
 * that re-export the hashed entries, so the web serves every hashed file `immutable` and the package's
 * entry points never move.
 */
export function stableEntries() {
  return {
    name: 'stable-entries',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.isEntry) continue;
        if (file.name !== 'index' && !file.name.startsWith('elements/')) continue;
        const base = file.fileName.slice(file.fileName.lastIndexOf('/') + 1);
        this.emitFile({ type: 'asset', fileName: `${file.name}.js`, source: `export * from './${base}';\n` });
        if (file.name.startsWith('elements/')) built.elements[file.name.slice('elements/'.length)] = file.fileName;
      }
    },
  };
}

/** The language a page starts in before the player picks one (SPEC §1: CN): its core and every part. */
const DEFAULT_LOCALE_CHUNK = /^chunks\/zh-CN(\.[\w-]+)?\.[\w-]{8}\.js$/;

/**
 * The host pages (`index.html`, `redirect.html`, and one per route of `host-page/route-pages.json`) with the
 * hashed names written in, the app's chunks preloaded, and the stylesheet and icons beside them under `app/`.
 * @param {{ publicDir: string }} options
 */
export function hostPages({ publicDir }) {
  const read = (name) => readFileSync(join(publicDir, name));
  const routePages = JSON.parse(readFileSync(join(publicDir, '..', 'route-pages.json'), 'utf8'));
  return {
    name: 'host-pages',
    generateBundle(_options, bundle) {
      const css = this.getFileName(this.emitFile({ type: 'asset', name: 'host.css', source: read('host.css') }));
      const app = entryFile(bundle, 'host/app');
      const redirect = entryFile(bundle, 'host/redirect');
      const login = entryFile(bundle, 'elements/mc-login');
      // What the shell needs on every route, and the login form the first visit usually shows: preloaded
      // from the HTML, so the browser fetches them in parallel instead of one import level at a time.
      const shell = staticClosure(bundle, app);
      const preload = new Set([...shell, ...(login ? staticClosure(bundle, login) : [])]);
      const linksTo = (files) =>
        [...files]
          .filter((file) => file !== app)
          .map((file) => `    <link rel="modulepreload" href="/m/assets/${file}" />`)
          .join('\n');
      const render = (name, script, extra = '') =>
        read(name)
          .toString('utf8')
          .replace('/m/host.css', `/m/assets/${css}`)
          .replace(`/m/assets/host/${name === 'index.html' ? 'app' : 'redirect'}.js`, `/m/assets/${script}`)
          .replace('  </head>', `${extra}  </head>`);
      this.emitFile({ type: 'asset', fileName: 'app/index.html', source: render('index.html', app, `${linksTo(preload)}\n`) });
      // A route whose elements are known (host-page/route-pages.json) gets the same page preloading those
      // instead of the login form: the lobby's code arrives with the shell's, not after it has run.
      for (const { page, elements } of Object.values(routePages)) {
        const files = new Set(shell);
        for (const tag of elements) {
          const entry = entryFile(bundle, `elements/${tag}`);
          if (!entry) this.error(`host-page/route-pages.json names <${tag}>, which the build has no element for`);
          staticClosure(bundle, entry, files);
        }
        this.emitFile({ type: 'asset', fileName: `app/${page}`, source: render('index.html', app, `${linksTo(files)}\n`) });
      }
      this.emitFile({ type: 'asset', fileName: 'app/redirect.html', source: render('redirect.html', redirect) });
      for (const icon of readdirSync(join(publicDir, 'icons'))) {
        this.emitFile({ type: 'asset', fileName: `app/icons/${icon}`, source: read(join('icons', icon)) });
      }
      this.emitFile({ type: 'asset', fileName: 'app/icon.svg', source: read('icon.svg') });

      // Offline, the app can show any element (each one folder of elements/), so each is precached with
      // what it imports up front.
      const elements = Object.values(bundle)
        .filter((file) => file.type === 'chunk' && file.isEntry && file.name.startsWith('elements/'))
        .flatMap((file) => [...staticClosure(bundle, file.fileName)]);
      // And what they load later (the notice overlay, the envelope's crypto), but of the 22 languages only
      // the starting one: another language is kept once the player has used it.
      const isLocale = (file) => /^chunks\/[a-z]{2,3}(-[A-Z]{2})?(\.[\w-]+)?\.[\w-]{8}\.js$/.test(file);
      const eager = new Set([...preload, ...elements]);
      const lazy = [...eager].flatMap((file) => bundle[file]?.dynamicImports ?? []).filter((file) => !isLocale(file));
      for (const file of lazy) staticClosure(bundle, file, eager);
      const locale = Object.keys(bundle).filter((file) => DEFAULT_LOCALE_CHUNK.test(file));
      built.precache = [...new Set([...eager, css, 'mc-elements.js', 'app/icon.svg', ...locale])].sort();
    },
  };
}

/**
 * The two manifests the update check hashes (SPEC §2, §4): `app/asset-manifest.json` for the /m app
 * (`/m/asset-manifest.json`) and `asset-manifest.json` for the kit (`/mobile/mc/asset-manifest.json`). Any
 * change in a file the page could load changes one of them.
 */
export function assetManifests() {
  return {
    name: 'asset-manifests',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => !file.endsWith('.map')).sort();
      const kit = files.filter((file) => !file.startsWith('app/') && !file.startsWith('host/'));
      const app = files.filter((file) => file.startsWith('app/') || file.startsWith('host/'));
      const manifest = (list, entrypoints) =>
        `${JSON.stringify({ files: Object.fromEntries(list.map((file) => [file, `/m/assets/${file}`])), entrypoints }, null, 2)}\n`;
      this.emitFile({
        type: 'asset',
        fileName: 'asset-manifest.json',
        source: manifest(kit, Object.values(built.elements).sort()),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'app/asset-manifest.json',
        source: manifest(app, [entryFile(bundle, 'host/app'), 'app/index.html']),
      });
    },
  };
}

/** A short content hash, for revisions of files whose names do not carry one. */
export const contentHash = (source) => createHash('sha256').update(source).digest('hex').slice(0, 16);

const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.webmanifest', '.txt']);

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text asset under `dir`. HTML is left
 * out: the servers fill the merchant's values into it when serving, then compress.
 * @param {string} dir
 */
export function compressTree(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'types') compressTree(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(entry.name)) || statSync(path).size < 256) continue;
    const source = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  }
}
