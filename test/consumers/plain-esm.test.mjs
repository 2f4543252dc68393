// A merchant's page in plain ES modules that imports the kit by its package name (test/consumers/plain-esm/),
// with the packed tarball installed offline. esbuild and webpack 5 (given only its entry) each bundle it with no option but bundling, and the page,
// served on its own origin, renders the login element in Chromium and logs in against the sandbox. Rollup
// (with what any React page needs of it: the node resolver, CommonJS for React, and NODE_ENV) and Vite (with no
// configuration) bundle the same page: none of the three may meet anything it cannot resolve, such as a Node
// built-in left in the build.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { build as esbuild } from 'esbuild';
import { rollup } from 'rollup';
import { build as viteBuild } from 'vite';
import webpack from 'webpack';
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

test('webpack 5 bundles the kit with no configuration beyond its entry, and the page logs in', async () => {
  const out = join(project.dir, 'webpack-out');
  const stats = await new Promise((resolve, reject) => {
    webpack({ mode: 'production', context: project.dir, entry: './main.js', output: { path: out } }, (error, result) =>
      (error ? reject(error) : resolve(result)));
  });
  const { errors, warnings } = stats.toJson({ all: false, errors: true, warnings: true });
  assert.deepEqual(errors.map((each) => each.message), []);
  // webpack's advice about asset sizes is not a failure to bundle.
  assert.deepEqual(warnings.map((each) => each.message).filter((message) => !/size limit|performance/i.test(message)), []);
  copyFileSync(join(project.dir, 'index.html'), join(out, 'index.html'));

  platform ??= await startPlatform();
  const webpackSite = await startStaticSite(out);
  browser ??= await openBrowser();
  const page = await browser.page.context().newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await page.goto(`${webpackSite.url}/?api=${encodeURIComponent(platform.appUrl)}`);
    await page.locator('mc-login').getByRole('heading', { name: LABELS_EN.title }).waitFor();
    await logIn(page);
    await page.getByRole('status').filter({ hasText: 'Welcome back, demo!' }).waitFor();
  } finally {
    await page.close();
    await webpackSite.close();
  }
  assert.deepEqual(pageErrors, []);
});

test('Rollup bundles the same page with the plugins every React page needs', async () => {
  const warnings = [];
  const bundle = await rollup({
    input: join(project.dir, 'main.js'),
    // React is CommonJS, and reads NODE_ENV: a Rollup build of any React app has these three.
    plugins: [
      nodeResolve({ browser: true }),
      commonjs(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    ],
    onwarn: (warning) => {
      // React's builds carry "use client" directives, which mean something only to a server-components bundler.
      if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warnings.push(`${warning.code}: ${warning.message}`);
    },
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
