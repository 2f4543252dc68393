// Rollup plugins for what the build delivers beside the code: the elements' entries for the loader, the host
// pages rendered with the hashed names, the two asset manifests, the service worker's precache list, and
// brotli and gzip files beside every text asset.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What the code build learned, for the loader and the service worker builds that run after it. */
export const built = {
  /** Element tag -> entry file, relative to dist/. */
  elements: /** @type {Record<string, string>} */ ({}),
  /** The public surface's entry (`index.<hash>.js`), relative to dist/. */
  runtime: '',
  /** Files the service worker precaches, relative to dist/. */
  precache: /** @type {string[]} */ ([]),
  /** The files of each part the update check watches: the kit (`kit`) and the /m app (`app`). */
  parts: { kit: /** @type {string[]} */ ([]), app: /** @type {string[]} */ ([]) },
  /** What each part's manifest names as its entry points. */
  entrypoints: { kit: /** @type {string[]} */ ([]), app: /** @type {string[]} */ ([]) },
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

/** Records each element's entry, and the public surface's, for the loader: their names carry their content's hash. */
export function elementEntries() {
  return {
    name: 'element-entries',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.isEntry) continue;
        if (file.name.startsWith('elements/')) built.elements[file.name.slice('elements/'.length)] = file.fileName;
        if (file.name === 'index') built.runtime = file.fileName;
      }
    },
  };
}

/** The language a page starts in before the player picks one (SPEC §1: CN): its namespaces' files. */
const DEFAULT_LOCALE_CHUNK = /^(chunks|host)\/zh-CN\.[\w-]+\.[\w-]{8}\.js$/;

/**
 * The elements the app shows up front on the pages it starts on offline: the login and registration forms
 * (where the route guard sends a visitor), the footer's support button and the login page's language picker.
 */
export const OFFLINE_START_ELEMENTS = ['mc-login', 'mc-register', 'mc-support', 'mc-language-picker'];

/** The runtime's notice overlay: it shows the offline bar. Found by its module, whichever chunk holds it. */
const OVERLAY_MODULE = /\/src\/ui\/overlay-host\.tsx$/;

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
      // The app's icon (the tab's and the header's) is a few hundred bytes: written into the page, it costs no
      // request of its own, and the page shows it offline without the worker keeping it.
      const icon = `data:image/svg+xml,${encodeURIComponent(read('icon.svg').toString('utf8').trim())}`;
      const render = (name, script, extra = '') =>
        read(name)
          .toString('utf8')
          .replaceAll('/m/assets/app/icon.svg', icon)
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

      // What the worker precaches: what the app needs to start offline at the pages a player opens it on
      // (the shell, the login form, the registration form, the footer's support button and the login page's
      // language picker), the overlay that says it is offline, and the starting language's strings those
      // load. A first visit has already fetched nearly all of it, so the worker takes it from the HTTP
      // cache. The loader, revalidated on every load, is kept by the page's first visit instead: a precache
      // entry with a revision bypasses the HTTP cache, so it would be downloaded a second time. The rest (the lobby, member pages, lazy extras, other languages) is kept by the worker when
      // first used; a member's lobby has always been shown online once, after the login.
      const precached = new Set(preload);
      for (const tag of OFFLINE_START_ELEMENTS) {
        const entry = entryFile(bundle, `elements/${tag}`);
        if (!entry) this.error(`the offline start names <${tag}>, which the build has no element for`);
        staticClosure(bundle, entry, precached);
      }
      const overlay = Object.values(bundle).find(
        (file) => file.type === 'chunk' && Object.keys(file.modules).some((id) => OVERLAY_MODULE.test(id)),
      )?.fileName;
      if (!overlay) this.error('the build has no notice overlay chunk to precache');
      staticClosure(bundle, overlay, precached);
      const strings = [...precached].flatMap((file) => bundle[file]?.dynamicImports ?? []).filter((file) => DEFAULT_LOCALE_CHUNK.test(file));
      built.precache = [...new Set([...precached, ...strings, css])].sort();
    },
  };
}

/**
 * The two manifests the update check reads (SPEC §2, §4): `app/asset-manifest.json` for the /m app
 * (`/m/asset-manifest.json`) and `asset-manifest.json` for the kit (`/mobile/mc/asset-manifest.json`). Each
 * carries a `version` (a hash of every file of its part), the files whose names carry no hash with a content
 * stamp, and the entry points; not the list of every file, which the check does not need and every page would
 * download. The versions are written when the worker and the loader exist (`writeAssetManifests`).
 */
export function assetManifests() {
  return {
    name: 'asset-manifests',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => !file.endsWith('.map')).sort();
      built.parts.kit = files.filter((file) => !file.startsWith('app/') && !file.startsWith('host/'));
      built.parts.app = files.filter((file) => file.startsWith('app/') || file.startsWith('host/'));
      built.entrypoints.kit = Object.values(built.elements).sort();
      built.entrypoints.app = [entryFile(bundle, 'host/app'), 'app/index.html'];
    },
  };
}

/**
 * Stands in the pages' head for the versions they were built with, until `writeAssetManifests` knows them (not
 * a `%NAME%` of the servers, which they fill in when serving).
 */
const VERSIONS_PLACEHOLDER = '__ASSET_VERSIONS__';

/** The app's pages that run the update check (every one but the redirect page). */
const isAppPage = (file) => /^app\/[\w-]+\.html$/.test(file) && file !== 'app/redirect.html';

/**
 * Once every file of the build is written: the version of each part, written into the app's pages (so the
 * update check knows what the page was built from without asking) and into the two manifests. The app's
 * version covers its pages as they were before the versions went in and the worker's source and precache
 * list, not the finished worker, whose precache revision of the shell depends on the page.
 * @param {{ dist: string, worker: string, finishWorker: () => Promise<void> }} options `worker` is the
 *   worker's bundle before its precache list is injected; `finishWorker` injects it into `app/sw.js`.
 */
export async function writeAssetManifests({ dist, worker, finishWorker }) {
  const digest = (file) => `${file}\0${contentHash(readFileSync(join(dist, file)))}`;
  const kitFiles = [...built.parts.kit, 'mc-elements.js'].sort();
  const kit = contentHash(kitFiles.map(digest).join('\n'));
  const appFiles = built.parts.app.filter((file) => !file.endsWith('/sw.js'));
  const app = contentHash([...appFiles.map(digest), contentHash(readFileSync(worker)), ...built.precache].join('\n'));
  for (const page of appFiles.filter(isAppPage)) {
    const path = join(dist, page);
    writeFileSync(path, readFileSync(path, 'utf8').replace(VERSIONS_PLACEHOLDER, `app:${app} kit:${kit}`));
  }
  await finishWorker();
  const write = (file, version, fixed, entrypoints) =>
    writeFileSync(join(dist, file), `${JSON.stringify({ version, files: fixed, entrypoints }, null, 2)}\n`);
  const stamped = (url, file) => `${url}?v=${contentHash(readFileSync(join(dist, file)))}`;
  write('asset-manifest.json', kit, { 'mc-elements.js': stamped('/m/assets/mc-elements.js', 'mc-elements.js') }, built.entrypoints.kit);
  write('app/asset-manifest.json', app, { 'sw.js': stamped('/m/sw.js', 'app/sw.js') }, built.entrypoints.app);
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
      if (entry.name !== 'types' && entry.name !== 'modules') compressTree(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(entry.name)) || statSync(path).size < 256) continue;
    const source = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  }
}
