// The npm package's modules for bundlers, one file per source module with every library import left bare;
// the code-split ES modules of the script-tag kit and the /m app (runtime, one entry per element, the host
// page's scripts, lazy chunks for crypto, the overlay and each language); and the classic-script loader that
// imports them.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import dynamicImportVars from '@rollup/plugin-dynamic-import-vars';
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
  // A namespace's strings are imported by a pattern over the languages (src/i18n/namespaces.ts); it reads
  // JavaScript, so it comes after the TypeScript is compiled.
  dynamicImportVars(),
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
const reach = await moduleReach({ input, plugins: transforms(), treeshake });
const manualChunks = sharedChunks(reach);

// Every import that is not a path is a library's: the package's modules leave it to the consumer's bundler,
// which then shares one React (and one of each library) with the app around the kit.
const isLibrary = (id) => !/^[./\0]/.test(id);

export default [
  {
    // Each element's defining entry and its class alone (`element.ts`), and the public surface.
    input: ['src/index.ts', ...tags.flatMap((tag) => [`elements/${tag}/index.ts`, `elements/${tag}/element.ts`])],
    external: isLibrary,
    output: { dir: 'dist/modules', format: 'es', preserveModules: true, preserveModulesRoot: root, entryFileNames: '[name].js' },
    plugins: [json({ preferConst: true }), esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }), dynamicImportVars()],
  },
  {
    input,
    output: {
      dir: 'dist',
      format: 'es',
      // Every file is named by its content and served immutable: the loader, which keeps its name, knows the
      // elements' entries and the public surface by the names this build gives them.
      entryFileNames: '[name].[hash].js',
      // A namespace's strings in one language: `chunks/<language>.<namespace>.<hash>.js`. What only the host
      // page loads (its own strings among them) goes beside its scripts, in `host/`.
      chunkFileNames: ({ facadeModuleId, moduleIds }) => {
        const strings = /\/i18n\/locales\/([\w-]+)\/([\w-]+)\.json$/.exec(facadeModuleId ?? '');
        const folder = strings?.[2] === 'app' || moduleIds.every((id) => id.includes('/host-page/')) ? 'host' : 'chunks';
        return strings ? `${folder}/${strings[1]}.${strings[2]}.[hash].js` : `${folder}/[name].[hash].js`;
      },
      assetFileNames: 'app/[name].[hash][extname]',
      manualChunks,
      // Maps for debugging the served kit, not named in its files: the npm package carries none of them.
      sourcemap: 'hidden',
    },
    treeshake,
    plugins: [
      moduleCopies(reach, manualChunks.sharedChunk),
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
    output: { file: 'dist/mc-elements.js', format: 'iife', sourcemap: 'hidden' },
    plugins: [
      // The entry of each tag, learnt by the build above (rollup builds the configurations in order).
      {
        name: 'element-files',
        transform: (code, id) =>
          id.endsWith('/src/element/loader.ts')
            ? code.replace('= __MC_ELEMENTS__;', `= ${JSON.stringify(built.elements)};`).replace('= __MC_RUNTIME__;', `= ${JSON.stringify(built.runtime)};`)
            : null,
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
