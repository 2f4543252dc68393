// What `npm run build` delivers (issues 8 and 18): content-hashed names, brotli and gzip twins, the loader's
// table of hashed element files, the two asset manifests (small: every page fetches them), and a service
// worker that precaches what the app starts offline with. Checked on dist/, which `npm test` builds first (and
// this test itself when it runs alone).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pickEncoding } from '../../host-page/server/static-files.mjs';
import { brotliBytes, DIST, elementEntry, ensureBuilt, jsFiles, ROOT } from './build-output.mjs';

/** A namespace's strings in one language: `chunks/<language>.<namespace>.<hash>.js` (the app's in `host/`). */
const STRINGS = /^(chunks|host)\/[\w-]+\.[a-z][\w-]*\.[\w-]{8}\.js$/;

const tags = readdirSync(join(ROOT, 'elements'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mc-'))
  .map((entry) => entry.name);
const read = (file) => readFileSync(join(DIST, file), 'utf8');

describe('the build', () => {
  before(ensureBuilt);

  it('gives every element one entry named by its content, which the loader imports', () => {
    const loader = read('mc-elements.js');
    const entries = readdirSync(join(DIST, 'elements')).filter((file) => file.endsWith('.js'));
    assert.equal(entries.length, tags.length);
    for (const tag of tags) {
      const entry = elementEntry(tag);
      assert.ok(loader.includes(`"${entry}"`), `${tag}: the loader imports ${entry}`);
      assert.ok(read(entry).includes(`"${tag}"`), `${tag}: the entry is the element's code, which defines its tag`);
    }
    // Every script of the kit and the app but the loader and the worker is named by its content, so it is
    // served immutable (the docs site's own script aside).
    const named = jsFiles().filter((file) => !/\.[\w-]{8}\.js$/.test(file) && !file.startsWith('docs/'));
    assert.deepEqual(named.sort(), ['app/sw.js', 'mc-elements.js']);
  });

  it('emits at most 180 JS files of code for the kit and the app, the app\'s route groups one file each', () => {
    // The strings are one file per namespace and language (test/node/element-budgets.test.mjs), apart.
    const scripts = jsFiles().filter((file) => !STRINGS.test(file));
    assert.ok(scripts.length <= 180, `${scripts.length} JS files`);
    const groups = JSON.parse(readFileSync(join(ROOT, 'host-page', 'route-groups.json'), 'utf8'));
    for (const group of ['app', 'shell', ...Object.keys(groups)]) {
      assert.equal(scripts.filter((file) => new RegExp(`^host/${group}\\.[\\w-]{8}\\.js$`).test(file)).length, 1, group);
    }
  });

  it('starts the /m app with an entry that imports nothing up front, so the page paints before the shell runs', () => {
    const entry = readdirSync(join(DIST, 'host')).find((file) => /^app\.[\w-]{8}\.js$/.test(file));
    const code = read(`host/${entry}`);
    assert.doesNotMatch(code, /^import|\bimport\s*[{*\w][^(]*?from\s*"/, 'no static import');
    assert.match(code, /import\("\.\/shell\.[\w-]{8}\.js"\)/, 'the shell, imported after the paint');
    assert.ok(brotliCompressSync(code).length < 512, `${code.length} B`);
  });

  it('writes brotli and gzip twins that unpack to the file', () => {
    const shell = readdirSync(join(DIST, 'host')).find((file) => /^shell\.[\w-]{8}\.js$/.test(file));
    for (const file of ['mc-elements.js', `host/${shell}`, 'app/sw.js', 'asset-manifest.json']) {
      const source = readFileSync(join(DIST, file));
      assert.deepEqual(brotliDecompressSync(readFileSync(join(DIST, `${file}.br`))), source, `${file}.br`);
      assert.deepEqual(gunzipSync(readFileSync(join(DIST, `${file}.gz`))), source, `${file}.gz`);
    }
  });

  it('gives each asset manifest a version, the entry points and the stamped fixed names, in at most 2 KB brotli', () => {
    const kit = JSON.parse(read('asset-manifest.json'));
    const app = JSON.parse(read('app/asset-manifest.json'));
    assert.match(kit.version, /^[0-9a-f]{16}$/);
    assert.match(app.version, /^[0-9a-f]{16}$/);
    assert.deepEqual(Object.keys(kit.files), ['mc-elements.js']);
    assert.match(kit.files['mc-elements.js'], /^\/m\/assets\/mc-elements\.js\?v=[0-9a-f]{16}$/);
    assert.deepEqual(Object.keys(app.files), ['sw.js']);
    assert.match(app.files['sw.js'], /^\/m\/sw\.js\?v=[0-9a-f]{16}$/);
    for (const tag of tags) assert.ok(kit.entrypoints.some((file) => file.startsWith(`elements/${tag}.`)), tag);
    assert.match(app.entrypoints[0], /^host\/app\.[\w-]{8}\.js$/);
    // Issue 18: every page fetches both at start; they carry what the update check needs, not every file.
    for (const file of ['asset-manifest.json', 'app/asset-manifest.json']) {
      assert.ok(brotliBytes(file) <= 2048, `${file}: ${brotliBytes(file)} B brotli`);
    }
  });

  it('writes the versions of both manifests into every page that runs the update check', () => {
    const kit = JSON.parse(read('asset-manifest.json')).version;
    const app = JSON.parse(read('app/asset-manifest.json')).version;
    const routes = JSON.parse(readFileSync(join(ROOT, 'host-page', 'route-pages.json'), 'utf8'));
    for (const page of ['index.html', ...Object.values(routes).map((route) => route.page)]) {
      assert.match(read(`app/${page}`), new RegExp(`<meta name="mc-asset-versions" content="app:${app} kit:${kit}" />`), page);
    }
  });

  it('writes the app\'s icon into its pages, so it costs no request and shows offline', () => {
    const html = read('app/index.html');
    assert.ok(!html.includes('/m/assets/app/icon.svg'));
    assert.equal(html.match(/"data:image\/svg\+xml,%3Csvg/g)?.length, 3, 'the tab\'s icon, the header\'s and the page placeholder\'s');
  });

  it('writes a page per route of host-page/route-pages.json that preloads its route group instead of the login form', () => {
    const routes = JSON.parse(readFileSync(join(ROOT, 'host-page', 'route-pages.json'), 'utf8'));
    const preloads = (page) => [...read(`app/${page}`).matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)"/g)].map((match) => match[1]);
    assert.ok(preloads('index.html').some((href) => /\/host\/account\./.test(href)), 'the login form\'s group');
    for (const { page } of Object.values(routes)) {
      const hrefs = preloads(page);
      assert.ok(hrefs.some((href) => /\/host\/lobby\./.test(href)), `${page}: the lobby's group`);
      assert.ok(!hrefs.some((href) => /\/host\/account\./.test(href)), `${page}: no login form`);
      assert.match(read(`app/${page}`), /<script type="module" src="\/m\/assets\/host\/app\.[\w-]{8}\.js" data-merchant=/, `${page}: the entry`);
      assert.ok(hrefs.some((href) => /\/host\/shell\./.test(href)), `${page}: the shell`);
    }
  });

  it('precaches at most 40 files: what the app starts offline with, not every route group', () => {
    const worker = read('app/sw.js');
    const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
    assert.ok(urls.length <= 40, `${urls.length} precached files`);
    assert.ok(urls.includes('/m/'));
    // The shell (support and the notice overlay with it), the login and registration forms' group, the
    // stylesheet. No strings: their language is the page's, and the page has the worker keep them.
    for (const pattern of [/\/host\/app\./, /\/host\/shell\./, /\/host\/account\./, /\/app\/host\.[\w-]{8}\.css$/]) {
      assert.ok(urls.some((url) => pattern.test(url)), String(pattern));
    }
    // What the page the shell preloads needs, the worker finds in the HTTP cache after a first visit.
    const preloads = [...read('app/index.html').matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)"/g)].map((match) => match[1]);
    for (const href of preloads) assert.ok(urls.includes(href), `${href} is precached`);
    // The rest is kept when first used: the lobby, the strings, the kit.
    assert.ok(!urls.some((url) => /\/host\/(lobby|member|care)\./.test(url)), 'the other groups are not precached');
    assert.ok(!urls.some((url) => /\/host\/[a-z]{2}(-[A-Z]{2})?\./.test(url)), 'no language is precached');
    assert.ok(!urls.some((url) => /\/m\/assets\/(mc-elements\.js|elements\/|chunks\/)/.test(url)), 'the kit is not precached');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    const both = { br: true, gzip: true };
    assert.equal(pickEncoding('gzip, deflate, br', both), 'br');
    assert.equal(pickEncoding('gzip', both), 'gzip');
    assert.equal(pickEncoding('br;q=0, gzip;q=0.5', both), 'gzip');
    assert.equal(pickEncoding('*', both), 'br');
    assert.equal(pickEncoding('br', { br: false, gzip: true }), null);
    assert.equal(pickEncoding(undefined, both), null);
    assert.equal(pickEncoding('identity', both), null);
  });
});
