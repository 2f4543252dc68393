// What the consumer tests share: a fixture project copied to a scratch folder with the packed kit installed
// into it as a merchant installs it, the platform (a sandbox with the host page in front of it, as
// `npm start` runs them), a static server for a merchant's own page on another origin, and Chromium.
// Installing needs no network: `npm ci --offline` takes the kit from its tarball and the kit's dependencies
// from npm's cache, which the project's own `npm ci` filled. Their versions come from the project's lock file
// (the fixture gets a lock file of the kit's dependencies only), since an offline npm cannot ask the registry
// which versions exist.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { chromium } from 'playwright';
import { startHostServer } from '../../host-page/server/serve.mjs';
import { startSandbox } from '../../sandbox/index.mjs';
import { chromeArgs, chromePath } from '../browser-launch.mjs';
import { packKit, ROOT } from './pack.mjs';

export { packKit, ROOT };

export const DEMO = { username: 'demo', password: 'demo1234' };
export const LABELS_EN = { username: 'User name', password: 'Password', submit: 'Log in', title: 'Log in' };

/**
 * Copies `test/consumers/<name>/` to a scratch folder and installs the packed kit there, offline.
 * @returns {Promise<{ dir: string, remove: () => void }>}
 */
export async function fixtureProject(name) {
  const tarball = await packKit();
  const dir = mkdtempSync(join(tmpdir(), `mc-consumer-${name}-`));
  cpSync(join(ROOT, 'test', 'consumers', name), dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const kit = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const spec = `file:${tarball}`;
  manifest.dependencies = { ...manifest.dependencies, [kit.name]: spec };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lockFor(manifest, kit, spec), null, 2));
  execFileSync('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
    cwd: dir, stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A lock file for a project that depends on the kit (and on what the fixture itself names, e.g. React for a
 * React app): the kit from its tarball, and every package the kit's dependencies and peers (React) install, at
 * the places the project's own lock file has them.
 */
function lockFor(manifest, kit, spec) {
  const rootLock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
  const packages = {
    '': { name: manifest.name, dependencies: manifest.dependencies, devDependencies: manifest.devDependencies },
    [`node_modules/${kit.name}`]: {
      version: kit.version, resolved: spec, license: kit.license, dependencies: kit.dependencies,
      peerDependencies: kit.peerDependencies, engines: kit.engines, bin: kit.bin,
    },
  };
  // What a package at `from` gets for `name`: its own nested copy, else the nearest one up the tree.
  const place = (from, name) => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
      const path = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (rootLock.packages[path]) return path;
      if (!dir) return null;
    }
  };
  const queue = Object.keys({ ...kit.dependencies, ...kit.peerDependencies }).map((name) => place('', name));
  while (queue.length) {
    const path = queue.pop();
    if (!path || packages[path]) continue;
    const entry = rootLock.packages[path];
    packages[path] = { ...entry, dev: undefined };
    const wanted = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    for (const name of Object.keys(wanted)) queue.push(place(path, name));
  }
  return { name: manifest.name, lockfileVersion: 3, requires: true, packages };
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css', '.json': 'application/json' };

/**
 * A merchant's own site: the files of `folder`, on a loopback port of its own (another origin than the kit's).
 * `pages` are extra paths answered with the given HTML.
 */
export async function startStaticSite(folder, pages = {}) {
  const asked = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    asked.push(path);
    if (pages[path] !== undefined) {
      res.writeHead(200, { 'Content-Type': TYPES['.html'] });
      return void res.end(pages[path]);
    }
    const file = folder && normalize(join(folder, decodeURIComponent(path === '/' ? '/index.html' : path)));
    if (!file || !file.startsWith(folder + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return void res.end('Not Found');
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    asked,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}

/** The platform: a sandbox in test mode and the host page (which serves the built kit under /m/assets/). */
export async function startPlatform() {
  const sandbox = await startSandbox({ mode: 'test', host: '127.0.0.1', port: 0, dbFile: ':memory:' });
  try {
    const app = await startHostServer({ port: 0, host: '127.0.0.1', upstream: sandbox.url, merchant: 'DEMO', geetestStandIn: true });
    return {
      sandboxUrl: sandbox.url,
      appUrl: app.url,
      close: async () => {
        await app.close();
        await sandbox.close();
      },
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

/** The /wps calls the sandbox received whose path starts with `path` (its control API). */
export async function sandboxRequests(sandboxUrl, path) {
  const response = await fetch(new URL(`/__sandbox/requests?path=${encodeURIComponent(path)}`, sandboxUrl), { headers: { Merchant: 'DEMO' } });
  return (await response.json()).value;
}

/**
 * Chromium with a phone's viewport, and the page's console errors and uncaught exceptions collected (a
 * consumer test fails on any).
 */
export async function openBrowser() {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs, headless: true });
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { browser, page, errors, close: () => browser.close() };
}

/** Fills and sends the login form of the `mc-login` on the page (in English). */
export async function logIn(page, { username, password } = DEMO) {
  const widget = page.locator('mc-login');
  await widget.getByLabel(LABELS_EN.username, { exact: true }).fill(username);
  await widget.getByLabel(LABELS_EN.password, { exact: true }).fill(password);
  await widget.getByRole('button', { name: LABELS_EN.submit, exact: true }).click();
}
