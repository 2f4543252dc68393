// What the /m app delivers beside its modules: its pages with the hashed names written in and the first files
// preloaded, the stylesheet and icons, the service worker with its precache list, and the app's asset manifest.
import { appendFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { injectManifest } from 'workbox-build';
import { compressTree, contentHash, staticClosure } from './files.mjs';

const DIST = 'dist';

/** Stands in the pages' head for the versions they were built with, until the worker is built. */
const VERSIONS_PLACEHOLDER = '__ASSET_VERSIONS__';

/** A page of host-page/public/ with the build's names written in. */
function renderPage({ publicDir, name, script, css, preload = [] }) {
  const read = (file) => readFileSync(join(publicDir, file), 'utf8');
  // The app's icon is a few hundred bytes: written into the page it costs no request, and shows offline.
  const icon = `data:image/svg+xml,${encodeURIComponent(read('icon.svg').trim())}`;
  // At low priority: the stylesheet comes first, and the first paint (the HTML's frame) never waits on them.
  const links = preload.map((file) => `    <link rel="modulepreload" fetchpriority="low" href="/m/assets/${file}" />\n`).join('');
  return read(name)
    .replaceAll('/m/assets/app/icon.svg', icon)
    .replace('/m/host.css', `/m/assets/${css}`)
    .replace(/\/m\/assets\/host\/\w+\.js/, `/m/assets/${script}`)
    .replace('  </head>', `${links}  </head>`);
}

const emitStylesheet = (context, publicDir) =>
  context.getFileName(context.emitFile({ type: 'asset', name: 'host.css', source: readFileSync(join(publicDir, 'host.css')) }));

const chunkFile = (bundle, name) => Object.values(bundle).find((file) => file.type === 'chunk' && file.name === name)?.fileName;

/** The redirect page, `app/redirect.html`, for its own build. */
export function redirectPage({ publicDir }) {
  return {
    name: 'redirect-page',
    generateBundle(_options, bundle) {
      const css = emitStylesheet(this, publicDir);
      this.emitFile({ type: 'asset', fileName: 'app/redirect.html', source: renderPage({ publicDir, name: 'redirect.html', script: chunkFile(bundle, 'redirect'), css }) });
    },
  };
}

/**
 * @param {{ publicDir: string, routePages: string, offlineStart: string, worker: string }} options the pages'
 *   folder, the routes whose elements are known up front (host-page/route-pages.json), the elements the app
 *   starts offline with (host-page/offline-start.json), the worker's bundle before its precache list
 * @returns {import('rollup').Plugin}
 */
export function appDelivery({ publicDir, routePages, offlineStart, worker }) {
  let precache = [];
  return {
    name: 'app-delivery',
    generateBundle(_options, bundle) {
      const css = emitStylesheet(this, publicDir);
      const app = chunkFile(bundle, 'app');
      // The entry imports the shell once the page has painted; the HTML preloads it with the entry's imports.
      const shell = chunkFile(bundle, 'shell');
      /** The file (a route group's) that defines a tag. */
      const fileOf = (tag) => {
        const file = Object.values(bundle).find((each) => each.type === 'chunk' && Object.keys(each.modules).some((id) => id.endsWith(`/elements/${tag}/index.ts`)));
        if (!file) this.error(`the app's build has no file defining <${tag}>`);
        return file.fileName;
      };
      /** The shell's files and those of the groups defining `tags`. */
      const filesFor = (tags) => {
        const files = staticClosure(bundle, shell, staticClosure(bundle, app));
        for (const tag of tags) staticClosure(bundle, fileOf(tag), files);
        return files;
      };
      const page = (files) => renderPage({ publicDir, name: 'index.html', script: app, css, preload: [...files].filter((file) => file !== app) });
      // What the shell needs on every route and the login form a first visit usually shows, preloaded from the
      // HTML: the browser fetches them in parallel instead of one import level at a time. A route whose elements
      // are known (route-pages.json) preloads those instead.
      this.emitFile({ type: 'asset', fileName: 'app/index.html', source: page(filesFor(['mc-login'])) });
      for (const { page: name, elements } of Object.values(JSON.parse(readFileSync(routePages, 'utf8')))) {
        this.emitFile({ type: 'asset', fileName: `app/${name}`, source: page(filesFor(elements)) });
      }
      for (const icon of readdirSync(join(publicDir, 'icons'))) {
        this.emitFile({ type: 'asset', fileName: `app/icons/${icon}`, source: readFileSync(join(publicDir, 'icons', icon)) });
      }
      this.emitFile({ type: 'asset', fileName: 'app/icon.svg', source: readFileSync(join(publicDir, 'icon.svg')) });

      // What the worker precaches: the code the app needs to start offline at the pages a player opens it on
      // (host-page/offline-start.json: the login and registration forms, where the route guard sends a visitor,
      // the footer's support and the login page's language picker; the shell holds the notice overlay that says it
      // is offline). A first visit has fetched nearly all of it already, so the worker takes it from the HTTP
      // cache. Their strings are in the page's language, which the page asks for once the worker controls it
      // (host-page/app/service-worker.ts). The rest (the lobby, member pages, lazy extras) is kept when first used.
      const files = filesFor(JSON.parse(readFileSync(offlineStart, 'utf8')).elements);
      precache = [...new Set([...files, css])].sort();
    },

    async writeBundle() {
      // The worker's own build ran first (rollup.config.mjs): it bundles Workbox, whose notices are the app's too.
      appendFileSync(join(DIST, 'app/THIRD-PARTY-NOTICES.txt'), `\n\n---\n\n${readFileSync(`${worker}.NOTICES.txt`, 'utf8')}`);

      // The app's version covers its files (its pages before the versions go in), the worker's source and its
      // precache list; the kit's is the one its own build wrote.
      const appFiles = ['app', 'host']
        .flatMap((folder) => readdirSync(join(DIST, folder), { recursive: true }).map((file) => `${folder}/${file}`))
        .filter((file) => statSync(join(DIST, file)).isFile() && !/\.(map|br|gz)$/.test(file) && !/^app\/(sw\.js|asset-manifest\.json)$/.test(file))
        .sort();
      const digest = (file) => `${file}\0${contentHash(readFileSync(join(DIST, file)))}`;
      const app = contentHash([...appFiles.map(digest), contentHash(readFileSync(worker)), ...precache].join('\n'));
      const kit = JSON.parse(readFileSync(join(DIST, 'asset-manifest.json'), 'utf8')).version;
      for (const page of readdirSync(join(DIST, 'app')).filter((file) => file.endsWith('.html') && file !== 'redirect.html')) {
        const path = join(DIST, 'app', page);
        writeFileSync(path, readFileSync(path, 'utf8').replace(VERSIONS_PLACEHOLDER, `app:${app} kit:${kit}`));
      }

      const { warnings } = await injectManifest({
        swSrc: worker,
        swDest: join(DIST, 'app/sw.js'),
        globDirectory: DIST,
        globPatterns: precache,
        modifyURLPrefix: { '': '/m/assets/' },
        dontCacheBustURLsMatching: /\.[\w-]{8}\.(js|css)$/,
        additionalManifestEntries: [{ url: '/m/', revision: contentHash(readFileSync(join(DIST, 'app/index.html'))) }],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      });
      for (const warning of warnings) this.warn(warning);
      rmSync(join(DIST, 'app/sw.js.map'), { force: true });
      // The update check's manifest (SPEC §2, §4), `/m/asset-manifest.json`: the app's version, the worker
      // with a content stamp (its name carries none), and the entry points.
      const manifest = {
        version: app,
        files: { 'sw.js': `/m/sw.js?v=${contentHash(readFileSync(join(DIST, 'app/sw.js')))}` },
        entrypoints: [precache.find((file) => /^host\/app\./.test(file)), 'app/index.html'],
      };
      writeFileSync(join(DIST, 'app/asset-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      compressTree(DIST);
    },
  };
}
