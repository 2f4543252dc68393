// A React 19 + TypeScript app built with Vite, as an integrator writes one (test/consumers/vite-react/): it
// installs the packed kit, passes tsc with the kit's generated JSX types (and fails it where the types forbid),
// builds with Vite with no flags, and in Chromium logs in against the sandbox platform, its typed
// `onmc-login-success` handler showing who logged in.
//
// Offline and quick: the tarball is unpacked into the app's node_modules as npm would, and the packages the
// app and the kit declare are linked from the repository's own node_modules, which `npm ci` filled.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromeArgs, chromePath } from '../browser-launch.mjs';
import { startSandbox } from '../../sandbox/index.mjs';
import { packKit } from './pack.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE = fileURLToPath(new URL('vite-react/', import.meta.url));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

let app = '';
/** Each module of Vite's output, by its resolved path, with its code there. */
const bundled = new Map();
/** Records what Vite put in the app's bundle (a plugin added beside the app's own configuration). */
const recordModules = {
  name: 'record-modules',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue;
      for (const [id, { code }] of Object.entries(file.modules)) bundled.set(id, `${bundled.get(id) ?? ''}${code ?? ''}`);
    }
  },
};
/** @type {Promise<{ code: number, out: string }>} */
let typecheck;
let sandbox;
let server;
let browser;

/** Links a package of the repository's node_modules into the app's, as an install would place it. */
function link(name) {
  const target = join(app, 'node_modules', name);
  if (existsSync(target)) return;
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules', name), target, 'dir');
}

/** tsc over the app and the lines that must not compile, in the background while Vite builds. */
function runTsc() {
  return new Promise((resolve) => {
    const tsc = join(app, 'node_modules/typescript/bin/tsc');
    const child = spawn(process.execPath, [tsc, '-p', join(app, 'tsconfig.type-errors.json'), '--pretty', 'false'], { cwd: app });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** The built app, with the platform's /wps calls passed to the sandbox, as a merchant's own server would. */
function serve(root, upstream) {
  const instance = createServer((req, res) => {
    if (req.url.startsWith('/wps/')) {
      const proxied = request(new URL(req.url, upstream), { method: req.method, headers: { ...req.headers, host: new URL(upstream).host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      proxied.on('error', () => res.writeHead(502).end());
      req.pipe(proxied);
      return;
    }
    const path = normalize(join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    const file = path.startsWith(root) && existsSync(path) && extname(path) ? path : join(root, 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => instance.listen(0, '127.0.0.1', () => resolve(instance)));
}

before(async () => {
  const tarball = await packKit();
  app = mkdtempSync(join(tmpdir(), 'mc-consumer-vite-react-'));
  cpSync(FIXTURE, app, { recursive: true });
  const kit = join(app, 'node_modules/mc-elements');
  mkdirSync(kit, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', kit, '--strip-components=1']);
  const own = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  const kitPackage = JSON.parse(readFileSync(join(kit, 'package.json'), 'utf8'));
  for (const name of Object.keys({ ...own.dependencies, ...own.devDependencies, ...kitPackage.dependencies })) link(name);
  typecheck = runTsc();
  [sandbox] = await Promise.all([
    startSandbox({ mode: 'test', dbFile: ':memory:', lines: 0 }),
    build({ root: app, configFile: join(app, 'vite.config.mjs'), logLevel: 'error', plugins: [recordModules] }),
  ]);
  server = await serve(join(app, 'dist'), sandbox.url);
  browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  await sandbox?.close();
  await typecheck;
  if (app) rmSync(app, { recursive: true, force: true });
});

describe('a Vite + React 19 + TypeScript app with the packed kit', () => {
  it('passes tsc, and fails it exactly where the JSX types forbid', async () => {
    const { out } = await typecheck;
    const errors = [...out.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+)/gm)].map(([, file, line, code]) => ({ file, line: Number(line), code }));
    assert.deepEqual(errors.filter((error) => !error.file.startsWith('type-errors/')), [], `the app itself does not compile:\n${out}`);
    const source = readFileSync(join(app, 'type-errors/wrong-types.tsx'), 'utf8').split('\n');
    const marked = source.flatMap((text, index) => (text.includes('// expect-error') ? [index + 1] : []));
    assert.ok(marked.length >= 5);
    assert.deepEqual([...new Set(errors.map((error) => error.line))].sort((a, b) => a - b), marked, out);
  });

  it('bundles one React: the kit adds its own code and its libraries, no second React DOM', () => {
    const ids = [...bundled.keys()];
    assert.equal(ids.filter((id) => /react-dom-client\.production\.js$/.test(id)).length, 1, 'React DOM is bundled once');
    // Every React DOM build names the devtools hook: only the app's React DOM may, not a copy inside the kit's
    // files (a kit that bundled React would bring one in a chunk of its own).
    const withReactDom = ids.filter((id) => bundled.get(id).includes('__REACT_DEVTOOLS_GLOBAL_HOOK__'));
    assert.ok(withReactDom.length > 0);
    assert.deepEqual(withReactDom.filter((id) => !/\/node_modules\/react-dom\//.test(id)), []);
    // Nothing from a copy of a library nested under the kit: its imports resolve to the app's packages.
    assert.deepEqual(ids.filter((id) => id.includes('/mc-elements/node_modules/')), []);
    assert.ok(ids.some((id) => id.includes('/node_modules/mc-elements/dist/modules/elements/mc-login/')));
  });

  it('builds with Vite, renders both elements and logs in through the typed success handler', async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.getByLabel('User name', { exact: true }).fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Welcome back, demo (username)' }).waitFor({ timeout: 15_000 });
    // The typed handler ran, and the element stayed on the page (`no-redirect` reached it as an attribute).
    assert.equal(new URL(page.url()).pathname, '/');
    await page.close();
    assert.deepEqual(problems, []);
  });

  it('renders the registration form from JSX', async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.getByRole('button', { name: 'Create an account', exact: true }).click();
    await page.getByRole('button', { name: 'Register', exact: true }).waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('mc-register').getAttribute('mode'), 'username');
    await page.close();
  });
});
