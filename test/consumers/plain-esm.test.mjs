// A merchant's page in plain ES modules that imports the kit by its package name (test/consumers/plain-esm/),
// with the packed tarball installed offline. esbuild bundles it with no option but bundling, and the page,
// served on its own origin, renders the login element in Chromium and logs in against the sandbox. Rollup
// (with only the resolver every npm import needs) and Vite (with no configuration) bundle the same page: none
// of the three may meet anything it cannot resolve, such as a Node built-in left in the build.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { build as esbuild } from 'esbuild';
import { rollup } from 'rollup';
import { build as viteBuild } from 'vite';
import { fixtureProject, LABELS_EN, logIn, openBrowser, sandboxRequests, startPlatform, startStaticSite } from './harness.mjs';

let project;
let platform;
let site;
let browser;

before(async () => {
  project = await fixtureProject('plain-esm');
});

after(async () => {
  await browser?.close();
  await site?.close();
  await platform?.close();
  project?.remove();
});

test('esbuild bundles the kit imported by name, and the page logs in against the platform', async () => {
  const out = join(project.dir, 'out');
  const result = await esbuild({
    entryPoints: [join(project.dir, 'main.js')],
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: out,
    absWorkingDir: project.dir,
    logLevel: 'silent',
  });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings.map((warning) => warning.text), []);
  copyFileSync(join(project.dir, 'index.html'), join(out, 'index.html'));

  platform = await startPlatform();
  site = await startStaticSite(out);
  browser = await openBrowser();
  const { page, errors } = browser;
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${site.url}/?api=${encodeURIComponent(platform.appUrl)}`);
  await page.locator('mc-login').getByRole('heading', { name: LABELS_EN.title }).waitFor();
  await logIn(page);
  await page.getByRole('status').filter({ hasText: 'Welcome back, demo!' }).waitFor();

  const [login] = await sandboxRequests(platform.sandboxUrl, '/wps/session/login');
  assert.equal(login.headers.merchant, 'DEMO');
  assert.equal(login.headers.language, 'EN');
  // configure() ran before the element started: no call went to the page's own origin instead of the platform.
  assert.deepEqual(requested.filter((url) => url.startsWith(`${site.url}/wps/`)), []);
  // Every script came from the merchant's own bundle, none from the platform.
  const scripts = requested.filter((url) => url.endsWith('.js'));
  assert.deepEqual(scripts.filter((url) => !url.startsWith(`${site.url}/`)), []);
  assert.deepEqual(errors, []);
});

test('Rollup bundles the same page with its defaults and the node resolver', async () => {
  const warnings = [];
  const bundle = await rollup({
    input: join(project.dir, 'main.js'),
    plugins: [nodeResolve()],
    onwarn: (warning) => warnings.push(`${warning.code}: ${warning.message}`),
  });
  const { output } = await bundle.generate({ dir: join(project.dir, 'rollup-out'), format: 'es' });
  await bundle.close();
  assert.deepEqual(warnings, []);
  // The element's lazy parts (languages, crypto) stay chunks of their own.
  assert.ok(output.filter((file) => file.type === 'chunk').length > 10);
});

test('Vite builds the same page with no configuration', async () => {
  const problems = [];
  const note = (message) => problems.push(message);
  await viteBuild({
    root: project.dir,
    configFile: false,
    logLevel: 'warn',
    customLogger: { info() {}, warn: note, warnOnce: note, error: note, clearScreen() {}, hasErrorLogged: () => false, hasWarned: false },
    build: { outDir: join(project.dir, 'vite-out') },
  });
  // Vite's advice about chunk sizes is not a failure to bundle.
  assert.deepEqual(problems.filter((message) => !/larger than \d+ kB/i.test(message)), []);
  assert.ok(readdirSync(join(project.dir, 'vite-out', 'assets')).some((file) => file.endsWith('.js')));
});
