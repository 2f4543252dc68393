// The three builds, one per audience (docs/development.md, "Builds"):
// 1. the npm package's modules for bundlers: one file per source module, every library import left bare;
// 2. the script-tag kit: self-contained ES modules, one entry per element and the public surface, chunked at
//    the source's import() boundaries, and the classic-script loader that imports them;
// 3. the /m app: its own entry graph, chunked by route group, with its pages and its service worker (and the
//    redirect page, a small graph of its own).
import { readdirSync, readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import dynamicImportVars from '@rollup/plugin-dynamic-import-vars';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { appDelivery, redirectPage } from './scripts/build/app-delivery.mjs';
import { cryptoTrim } from './scripts/build/crypto-trim.mjs';
import { minifyCssTemplates } from './scripts/build/css-templates.mjs';
import { kitDelivery } from './scripts/build/kit-delivery.mjs';
import { thirdPartyNotices } from './scripts/build/third-party-notices.mjs';

const tags = readdirSync('elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mc-'))
  .map((entry) => entry.name)
  .sort();
const defining = (tag) => `elements/${tag}/index.ts`;
const WORKER = 'node_modules/.cache/mc-sw/sw.js';

const production = replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } });
const typescript = () => esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' });
const strings = (options) => json({ preferConst: true, namedExports: false, ...options });

// @preact/signals-react imports the use-sync-external-store shim for React 16 and 17; React 19 has the hook.
const reactSyncStore = {
  name: 'react-sync-store',
  resolveId: (id) => (id === 'use-sync-external-store/shim' || id === 'use-sync-external-store/shim/index.js' ? '\0react-sync-store' : null),
  load: (id) => (id === '\0react-sync-store' ? "export { useSyncExternalStore } from 'react';" : null),
};

/** What the kit and the app are compiled with: everything bundled, for the browser, minified. */
const bundled = () => [
  reactSyncStore,
  cryptoTrim(),
  production,
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  strings({ compact: true }),
  typescript(),
  // Reads the compiled JavaScript's syntax tree for the `css` tagged templates.
  minifyCssTemplates(),
  // A namespace's strings are imported by a pattern over the languages (src/i18n/namespaces.ts); it reads
  // JavaScript, so it comes after the TypeScript is compiled.
  dynamicImportVars(),
  terser({ ecma: 2020, module: true, format: { comments: false } }),
];

/**
 * A self-contained build for the browser (the kit, the app): bundled and minified, with source maps for
 * debugging that no file names. The core's modules do nothing when imported, only when called, so what a page
 * takes nothing from is not in its files.
 */
const browserBuild = ({ input, output, plugins }) => ({
  input,
  treeshake: { moduleSideEffects: (id) => !id.includes('/src/') || id.includes('/node_modules/') },
  output: { dir: 'dist', format: 'es', sourcemap: 'hidden', assetFileNames: 'app/[name].[hash][extname]', ...output },
  // An entry may export more than its module does: a lazy part that imports from its element's modules then
  // shares the entry's file, instead of splitting it into a facade and a chunk (two requests for one element).
  preserveEntrySignatures: 'allow-extension',
  plugins: [...bundled(), ...plugins],
  // React's builds carry "use client" directives that mean nothing outside a server-components bundler.
  onwarn: (warning, warn) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning),
});

/** A namespace's strings in one language: `<folder>/<language>.<namespace>.<hash>.js`; other chunks by name. */
const chunkFileNames = (folder, prefix = '') => ({ facadeModuleId }) => {
  const [, language, namespace] = /\/i18n\/locales\/([\w-]+)\/([\w-]+)\.json$/.exec(facadeModuleId ?? '') ?? [];
  return language ? `${folder}/${language}.${namespace}.[hash].js` : `${folder}/${prefix}[name].[hash].js`;
};

// What every element loads first: React with the glue that makes an element of a component, then the runtime
// it is made with (the element concern, src/element/, and what that imports up front). rollup puts each
// listed module's imports in its chunk too. The rest follows the import() boundaries of the source.
const ELEMENT_BASE = {
  react: ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@r2wc/react-to-web-component', '@preact/signals-react/runtime'],
  runtime: ['src/element/index.ts'],
};

// The /m app's route groups (host-page/route-groups.json), each a file. The entry (host-page/app/boot.ts) waits
// for the first paint; the shell is what every page needs: the app's modules, React and the element base, the
// notice overlay, the header's balance, the footer's support and the install offer's loaders. A group holds its
// elements and what they import that the shell does not. rollup gives a module several groups import to the
// first it meets, so what groups share is named (care: the membership calls of feedback and the member pages),
// and no group imports another's file.
const routeGroups = JSON.parse(readFileSync('host-page/route-groups.json', 'utf8'));
const APP_CHUNKS = {
  app: ['host-page/app/boot.ts', 'src/install/install-event.ts'], // with the catcher of the early install offer
  shell: [
    'host-page/app/main.ts', ...Object.values(ELEMENT_BASE).flat(), 'src/ui/overlay-host.tsx',
    'src/support/index.ts', 'src/install/index.ts', defining('mc-support'), defining('mc-balance'),
  ],
  ...Object.fromEntries(Object.entries(routeGroups).map(([group, members]) => [group, members.map(defining)])),
};
APP_CHUNKS.care.push('src/membership/index.ts');

export default [
  {
    // 1. Each element's defining entry and its class alone (`element.ts`), and the public surface.
    input: ['src/index.ts', ...tags.flatMap((tag) => [defining(tag), `elements/${tag}/element.ts`])],
    // Every import that is not a path is a library's: the consumer's bundler resolves it, and so shares one
    // React (and one of each library) with the app around the kit.
    external: (id) => !/^[./\0]/.test(id),
    output: { dir: 'dist/modules', format: 'es', preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js' },
    plugins: [strings(), typescript(), dynamicImportVars()],
  },
  // 2. The script-tag kit, served from /m/assets/: every file named by its content, but the loader.
  browserBuild({
    input: { index: 'src/index.ts', ...Object.fromEntries(tags.map((tag) => [`elements/${tag}`, defining(tag)])) },
    output: { entryFileNames: '[name].[hash].js', chunkFileNames: chunkFileNames('chunks'), manualChunks: ELEMENT_BASE },
    // The loader (with the entries' names) and the kit's asset manifest; the bundled packages' licence notices
    // (which terser drops from the code) in one file beside the kit.
    plugins: [kitDelivery({ loader: 'src/element/loader.ts' }), thirdPartyNotices('dist/THIRD-PARTY-NOTICES.txt')],
  }),
  // 3a. The redirect page's script: a graph of its own, beside the app's.
  browserBuild({
    input: { redirect: 'host-page/app/redirect.ts' },
    output: { entryFileNames: 'host/[name].[hash].js', chunkFileNames: chunkFileNames('host', 'redirect-') },
    plugins: [redirectPage({ publicDir: 'host-page/public' })],
  }),
  {
    // 3b. The /m app's service worker, bundled before the app's build gives it its precache list.
    input: 'host-page/sw/sw.ts',
    output: { file: WORKER, format: 'iife' },
    plugins: [production, nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts'] }), typescript(), terser({ format: { comments: false } }), thirdPartyNotices(`${WORKER}.NOTICES.txt`)],
  },
  // 3c. The /m app: the shell and one file per route group, each language's strings by namespace, lazy code at
  // its import() boundaries; its pages, service worker and asset manifest.
  browserBuild({
    input: { app: 'host-page/app/boot.ts' },
    output: { entryFileNames: 'host/[name].[hash].js', chunkFileNames: chunkFileNames('host'), manualChunks: APP_CHUNKS },
    plugins: [
      thirdPartyNotices('dist/app/THIRD-PARTY-NOTICES.txt'),
      appDelivery({ publicDir: 'host-page/public', routePages: 'host-page/route-pages.json', offlineStart: 'host-page/offline-start.json', worker: WORKER }),
    ],
  }),
];
