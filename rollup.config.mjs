// Two builds: the code-split ES modules (runtime, one entry per element, the host page's scripts, lazy
// chunks for crypto, the overlay and each language) and the classic-script loader that imports them.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { injectManifest } from 'workbox-build';
import { cryptoTrim } from './scripts/build/crypto-trim.mjs';
import { sharedChunks } from './scripts/build/chunking.mjs';
import { thirdPartyNotices } from './scripts/build/third-party-notices.mjs';
import { minifyCssTemplates } from './scripts/build/css-templates.mjs';
import { localeParts, noLocales } from './scripts/build/locale-parts.mjs';
import { moduleCopies } from './scripts/build/module-copies.mjs';
import { moduleReach } from './scripts/build/module-reach.mjs';
import {
  assetManifests, built, compressTree, contentHash, elementEntries, hostPages, writeAssetManifests,
} from './scripts/build/delivery-plugins.mjs';

const root = fileURLToPath(new URL('./', import.meta.url));
const dist = `${root}dist/`;
const swBundle = fileURLToPath(new URL('./node_modules/.cache/mc-sw/sw.js', import.meta.url));

const tags = readdirSync(new URL('./elements/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mc-'))
  .map((entry) => entry.name)
  .sort();

/** An element entry's precache revision: the hex SHA-256 of its content, as the worker computes it. */
const entryRevision = (source) => createHash('sha256').update(source).digest('hex');

const minify = terser({ ecma: 2020, module: true, format: { comments: false } });

// @preact/signals-react imports the use-sync-external-store shim for React 16 and 17; React 19 has the hook.
const reactSyncStore = {
  name: 'react-sync-store',
  resolveId: (id) => (/^use-sync-external-store\/shim(\/index\.js)?$/.test(id) ? '\0react-sync-store' : null),
  load: (id) => (id === '\0react-sync-store' ? "export { useSyncExternalStore } from 'react';" : null),
};

const transforms = () => [
  reactSyncStore,
  cryptoTrim(),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  // crypto-js probes require('crypto') for Node; in the browser it uses globalThis.crypto.
  commonjs({ ignore: ['crypto'] }),
  json({ preferConst: true, compact: true }),
  minifyCssTemplates(),
  esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json', minify: false }),
];

const input = {
  index: 'src/index.ts',
  ...Object.fromEntries(tags.map((tag) => [`elements/${tag}`, `elements/${tag}/index.ts`])),
  'host/app': 'host-page/app/main.ts',
  'host/redirect': 'host-page/app/redirect.ts',
};

// The core's modules do nothing when imported, only when called: an element that takes nothing from one
// does not import its chunk (elements reach the core through each concern's face, which re-exports).
const treeshake = { moduleSideEffects: (id) => !id.startsWith(`${root}src/`) };

// What each entry loads up front and can run at all, from a first, unminified pass (scripts/build/module-reach.mjs).
const reach = await moduleReach({ input, plugins: [noLocales(), ...transforms()], treeshake });
const manualChunks = sharedChunks(reach);

export default [
  {
    input,
    output: {
      dir: 'dist',
      format: 'es',
      // The package's entry points (the public surface and each element) keep stable names: npm users and the
      // loader import them by name. The host page's scripts and every chunk are named by their content, and
      // served immutable.
      entryFileNames: ({ name }) => (name === 'index' || name.startsWith('elements/') ? '[name].js' : '[name].[hash].js'),
      chunkFileNames: 'chunks/[name].[hash].js',
      assetFileNames: 'app/[name].[hash][extname]',
      manualChunks,
      sourcemap: true,
    },
    treeshake,
    plugins: [
      moduleCopies(reach, manualChunks.sharedChunk),
      localeParts({ root, entries: reach.entries }),
      ...transforms(),
      minify,
      elementEntries(),
      hostPages({ publicDir: fileURLToPath(new URL('./host-page/public/', import.meta.url)) }),
      assetManifests(),
      // Terser drops the bundled packages' licence headers: their notices go into one file beside the kit.
      thirdPartyNotices(`${dist}THIRD-PARTY-NOTICES.txt`),
    ],
    onwarn(warning, warn) {
      // React's builds carry "use client" directives that mean nothing outside a server-components bundler.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
  },
  {
    input: 'src/element/loader.ts',
    output: { file: 'dist/mc-elements.js', format: 'iife', sourcemap: true },
    plugins: [
      // The entry of each tag, learnt by the build above (rollup builds the configurations in order).
      {
        name: 'element-files',
        transform: (code, id) =>
          id.endsWith('/src/element/loader.ts') ? code.replace('= __MC_ELEMENTS__;', `= ${JSON.stringify(built.elements)};`) : null,
      },
      esbuild({ target: 'es2020', minify: false }),
      terser({ ecma: 2020, format: { comments: false } }),
    ],
  },
  {
    // The service worker: bundled, then given its precache list by workbox-build, then every text file of
    // the build gets its brotli and gzip twins.
    input: 'host-page/sw/sw.ts',
    output: { file: swBundle, format: 'iife' },
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts'] }),
      esbuild({ target: 'es2020', minify: false }),
      terser({ ecma: 2020, format: { comments: false } }),
      // The worker bundles Workbox, whose notices are the /m app's own.
      thirdPartyNotices(`${dist}app/THIRD-PARTY-NOTICES.txt`),
      {
        name: 'finish-delivery',
        async writeBundle() {
          // The versions go into the app's pages before the worker precaches the shell.
          await writeAssetManifests({
            dist,
            worker: swBundle,
            finishWorker: async () => {
              const shell = readFileSync(`${dist}app/index.html`);
              const { warnings } = await injectManifest({
                swSrc: swBundle,
                swDest: `${dist}app/sw.js`,
                globDirectory: dist,
                globPatterns: built.precache,
                modifyURLPrefix: { '': '/m/assets/' },
                dontCacheBustURLsMatching: /\.[\w-]{8}\.(js|css)$/,
                // The elements' entries keep their names: their revision is the SHA-256 of their content, which
                // the worker checks to take the page's own copy from the HTTP cache (host-page/sw/sw.ts).
                manifestTransforms: [async (entries) => ({
                  manifest: entries.map((entry) => (/^\/m\/assets\/elements\/mc-[\w-]+\.js$/.test(entry.url)
                    ? { ...entry, revision: entryRevision(readFileSync(`${dist}${entry.url.slice('/m/assets/'.length)}`)) }
                    : entry)),
                })],
                additionalManifestEntries: [{ url: '/m/', revision: contentHash(shell) }],
                maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
              });
              for (const warning of warnings) this.warn(warning);
              rmSync(`${dist}app/sw.js.map`, { force: true });
            },
          });
          compressTree(dist);
        },
      },
    ],
  },
];
