// The npm package as a merchant installs it: what `npm pack` would put in the tarball (from the current build),
// the runtime dependencies it declares, and a build that any bundler takes as it is (no Node built-in left).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { init, parse } from 'es-module-lexer';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');
const MAX_TARBALL = 1.5 * 1024 * 1024;
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

function needsBuild() {
  assert.ok(existsSync(join(DIST, 'mc-elements.js')) && existsSync(join(DIST, 'types')), 'run "npm run build" first: the package is made of dist/');
}

/** Every JavaScript file of the build (not its declarations). */
function builtScripts() {
  return readdirSync(DIST, { recursive: true })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.js') && !file.startsWith('types/'));
}

let packList;
/** `npm pack --dry-run`'s answer for the current build: `{ size, files: [{ path, size }] }`. */
function packed() {
  packList ??= JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'],
  }))[0];
  return packList;
}

test('the build asks for no Node built-in, so esbuild, Vite and Rollup bundle it without flags', () => {
  needsBuild();
  const names = builtinModules.filter((name) => !name.startsWith('_')).map((name) => name.replace(/[/]/g, '\\/'));
  const nodeOnly = new RegExp(`\\brequire\\(\\s*(['"\`])(node:)?(${names.join('|')})\\1\\s*\\)|\\bfrom\\s*(['"])node:`);
  const found = builtScripts().filter((file) => nodeOnly.test(readFileSync(join(DIST, file), 'utf8')));
  assert.deepEqual(found, []);
});

test('the tarball is at most 1.5 MB and carries no tests, sandbox, maps or compressed twins', () => {
  needsBuild();
  const { size, files } = packed();
  assert.ok(size <= MAX_TARBALL, `the tarball is ${(size / 1024 / 1024).toFixed(2)} MB`);
  const paths = files.map((file) => file.path);
  const unwanted = paths.filter((path) =>
    /(^|\/)(test|tests|sandbox|e2e|__tests__)\//.test(path) || /\.test\.|\.spec\.|\.map$|\.br$|\.gz$/.test(path) ||
    /^dist\/(app|host)\//.test(path) || path.endsWith('.sqlite'));
  assert.deepEqual(unwanted, []);
  for (const path of ['package.json', 'README.md', 'custom-elements.json', 'dist/index.js', 'dist/mc-elements.js', 'dist/elements/mc-login.js', 'dist/types/src/index.d.ts']) {
    assert.ok(paths.includes(path), `${path} is packed`);
  }
});

test('every script in the tarball is reached from an entry of the package, and every import it makes is packed', async () => {
  needsBuild();
  await init;
  const paths = new Set(packed().files.map((file) => file.path));
  const scripts = [...paths].filter((path) => path.endsWith('.js') && !path.startsWith('dist/types/'));
  // The entries of package.json's exports; the loader (a classic script) imports the same element entries.
  const entries = scripts.filter((path) => path === 'dist/index.js' || /^dist\/elements\/mc-[\w-]+\.js$/.test(path));
  const reached = new Set(['dist/mc-elements.js']);
  const missing = [];
  const queue = [...entries];
  while (queue.length) {
    const path = queue.pop();
    if (reached.has(path)) continue;
    reached.add(path);
    const [imports] = parse(readFileSync(join(ROOT, path), 'utf8'));
    for (const { n: specifier } of imports) {
      assert.ok(specifier, `${path} imports a computed path, which a bundler cannot follow`);
      assert.ok(specifier.startsWith('.'), `${path} imports "${specifier}": the build carries its dependencies`);
      const target = posix.join(posix.dirname(path), specifier);
      if (!paths.has(target)) missing.push(`${path} → ${target}`);
      queue.push(target);
    }
  }
  assert.deepEqual(missing, []);
  assert.deepEqual(scripts.filter((path) => !reached.has(path)), []);
  // Every language is there for every entry that shows text.
  const languages = new Set(scripts.map((path) => path.match(/^dist\/chunks\/([a-z]{2,3}(?:-[A-Z]{2})?)\.account\./)?.[1]).filter(Boolean));
  assert.equal(languages.size, readdirSync(join(ROOT, 'src', 'i18n', 'locales')).length);
});

/** The npm package a bare import specifier names (`crypto-js/core` → `crypto-js`, `@scope/x/y` → `@scope/x`). */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

test('the runtime dependencies are exactly what the browser code imports, pinned', () => {
  const imported = new Set();
  const browserCode = ['src', 'elements', 'host-page/app', 'host-page/sw'];
  for (const folder of browserCode) {
    for (const file of readdirSync(join(ROOT, folder), { recursive: true })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.endsWith('.d.ts')) continue;
      const code = readFileSync(join(ROOT, folder, file), 'utf8');
      for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*'([^.'/][^']*)'/g)) {
        if (!specifier.startsWith('node:')) imported.add(packageOf(specifier));
      }
    }
  }
  // The service worker's Workbox is bundled into the build's worker at build time; merchants never import it.
  const buildTime = [...imported].filter((name) => name.startsWith('workbox-'));
  for (const name of buildTime) {
    imported.delete(name);
    assert.ok(pkg.devDependencies[name], `${name} is a development dependency`);
  }
  assert.deepEqual(Object.keys(pkg.dependencies).sort(), [...imported].sort());
  for (const [name, version] of Object.entries(pkg.dependencies)) assert.match(version, /^\d+\.\d+\.\d+$/, `${name} is pinned`);
  for (const name of ['better-sqlite3', 'firebase-tools', '@playwright/test']) assert.ok(!(name in pkg.dependencies), `${name} is not a runtime dependency`);
  assert.equal(pkg.private, undefined, 'the package can be installed and published');
  assert.ok(pkg.license, 'the package names its license');
});

test('the package is installable from a tarball: it builds before packing', () => {
  assert.match(pkg.scripts.prepack ?? '', /\bnpm run build\b/);
  assert.ok(pkg.files.every((entry) => !entry.startsWith('!')), 'files lists what goes in, so nothing new slips in');
  assert.equal(dirname(pkg.exports['.'].default), './dist');
});
