// Component and core tests in a real Chromium. The test files are bundled by esbuild (React is CommonJS and
// cannot be served module by module), all in one build with the code they share split into common chunks:
// every page loads the same React and runtime files, which Chromium then has cached and compiled, instead of
// each file carrying its own copy. Each test file is still its own page. The tests talk to a sandbox platform
// started for the run.
import { build } from 'esbuild';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { startSandbox } from './sandbox/index.mjs';
import { chromeArgs, chromePath } from './test/browser-launch.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const TEST_DIRS = ['src', 'elements'];
const TEST_FILE = /\.test\.tsx?$/;
const sandbox = await startSandbox({ mode: 'test', dbFile: ':memory:' });

/** The bundle of every test file, built on first request: output path (from the root, no slash) → text. */
let bundle;

function bundleAll() {
  bundle ??= build({
    entryPoints: TEST_DIRS.flatMap((dir) =>
      readdirSync(`${root}${dir}`, { recursive: true }).filter((file) => TEST_FILE.test(file)).map((file) => `${root}${dir}/${file}`)),
    outbase: root,
    outdir: `${root}.wtr-bundle`,
    bundle: true,
    splitting: true,
    chunkNames: '.chunks/[name]-[hash]',
    write: false,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    // Linked, not inline: Chromium fetches a map only when asked, and the reporter reads them to name lines.
    sourcemap: 'linked',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  }).then(({ outputFiles }) => new Map(outputFiles.map((file) => [file.path.slice(`${root}.wtr-bundle/`.length), file.text])));
  return bundle;
}

/** @type {import('@web/test-runner').TestRunnerPlugin} */
const bundleTests = {
  name: 'bundle-tests',
  serverStart({ fileWatcher }) {
    // In watch mode a changed source makes the next request build again.
    fileWatcher.on('change', () => void (bundle = undefined));
  },
  async serve(context) {
    // A test file is asked for by its source path and answered with its bundle; the bundle's chunks and maps
    // are asked for relative to it, by their own paths. Anything else is not the bundle's.
    const path = context.path.slice(1);
    const text = (await bundleAll()).get(TEST_FILE.test(path) ? path.replace(/\.tsx?$/, '.js') : path);
    if (text === undefined) return undefined;
    return { body: text, type: path.endsWith('.map') ? 'json' : 'js' };
  },
  serverStop() {
    return sandbox.close();
  },
};

export default {
  rootDir: root,
  files: TEST_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
  nodeResolve: false,
  concurrency: 1,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromePath, args: chromeArgs, headless: true },
      // A browser set to Chinese, the platform's default: an element that is given no language shows it, as the
      // phone's language would otherwise decide (docs/languages.md).
      createBrowserContext: ({ browser }) => browser.newContext({ locale: 'zh-CN' }),
    }),
  ],
  plugins: [bundleTests],
  testFramework: { config: { timeout: 15000 } },
  testsFinishTimeout: 240000,
  browserStartTimeout: 60000,
  testRunnerHtml: (framework) => `<!doctype html><html><head><meta charset="utf-8"></head><body>
<script>window.__SANDBOX_URL__ = ${JSON.stringify(sandbox.url)};</script>
<script type="module" src="${framework}"></script></body></html>`,
};
