// Component and core tests in a real Chromium. Each test file is served as one esbuild bundle (React is
// CommonJS and cannot be served module by module), and talks to a sandbox platform started for the run.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { startSandbox } from './sandbox/index.mjs';
import { chromeArgs, chromePath } from './test/browser-launch.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const sandbox = await startSandbox({ mode: 'test', dbFile: ':memory:' });

/** @type {import('@web/test-runner').TestRunnerPlugin} */
const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    if (!/\.test\.tsx?$/.test(context.path)) return undefined;
    const result = await build({
      entryPoints: [root + context.path.slice(1)],
      bundle: true,
      write: false,
      format: 'esm',
      target: 'es2022',
      jsx: 'automatic',
      sourcemap: 'inline',
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'silent',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
  serverStop() {
    return sandbox.close();
  },
};

export default {
  rootDir: root,
  files: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'elements/**/*.test.ts', 'elements/**/*.test.tsx'],
  nodeResolve: false,
  concurrency: 1,
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: chromePath, args: chromeArgs, headless: true } })],
  plugins: [bundleTests],
  testFramework: { config: { timeout: 15000 } },
  testsFinishTimeout: 240000,
  browserStartTimeout: 60000,
  testRunnerHtml: (framework) => `<!doctype html><html><head><meta charset="utf-8"></head><body>
<script>window.__SANDBOX_URL__ = ${JSON.stringify(sandbox.url)};</script>
<script type="module" src="${framework}"></script></body></html>`,
};
