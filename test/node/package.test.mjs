// The npm package as an integrator installs it: what `npm pack` would put in the tarball (from the current
// build), its modules for bundlers (one file per source module, every library left to the consumer's bundler),
// the dependencies it declares, and the script-tag kit it carries beside them.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, posix } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { init, parse } from 'es-module-lexer';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');
const MAX_TARBALL = 1.5 * 1024 * 1024;
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const tags = readdirSync(join(ROOT, 'elements')).filter((name) => name.startsWith('mc-'));

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

/** The npm package a bare import specifier names (`crypto-js/core` → `crypto-js`, `@scope/x/y` → `@scope/x`). */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The file an export of package.json maps a subpath to (`./elements/mc-login` → `dist/modules/...`). */
function exported(subpath) {
  const direct = pkg.exports[subpath];
  if (direct) return typeof direct === 'string' ? direct : direct.default;
  // The longest pattern first, as Node and the bundlers resolve them.
  const patterns = Object.keys(pkg.exports).filter((key) => key.includes('*')).sort((a, b) => b.length - a.length);
  for (const key of patterns) {
    const [before, after] = key.split('*');
    if (!subpath.startsWith(before) || !subpath.endsWith(after)) continue;
    const matched = subpath.slice(before.length, subpath.length - after.length);
    if (matched.includes('/')) continue;
    return pkg.exports[key].default.replaceAll('*', matched);
  }
  return undefined;
}

/**
 * Walks the import graph from `entries` (paths in the tarball), following relative imports: the files reached,
 * the relative imports that name a file not packed, and the bare specifiers imported.
 */
async function walk(entries, paths) {
  await init;
  const reached = new Set();
  const missing = [];
  const bare = new Set();
  const queue = [...entries];
  while (queue.length) {
    const path = queue.pop();
    if (reached.has(path)) continue;
    reached.add(path);
    const [imports] = parse(readFileSync(join(ROOT, path), 'utf8'));
    for (const { n: specifier, d: kind } of imports) {
      if (kind === -2) continue; // import.meta, not an import
      assert.ok(specifier, `${path} imports a computed path, which a bundler cannot follow`);
      if (!specifier.startsWith('.')) {
        bare.add(specifier);
        continue;
      }
      const target = posix.join(posix.dirname(path), specifier);
      if (!paths.has(target)) missing.push(`${path} → ${target}`);
      else queue.push(target);
    }
  }
  return { reached, missing, bare };
}

test('the build asks for no Node built-in, so esbuild, Vite, Rollup and webpack bundle it without flags', () => {
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
    /^dist\/(app|host|docs)\//.test(path) || path.endsWith('.sqlite'));
  assert.deepEqual(unwanted, []);
  const expected = [
    'package.json', 'README.md', 'custom-elements.json', 'dist/mc-elements.js', 'dist/types/src/index.d.ts',
    'dist/modules/src/index.js', 'dist/modules/elements/mc-login/index.js', 'dist/modules/elements/mc-login/element.js',
    'dist/types/elements/mc-login/element.d.ts',
  ];
  for (const path of expected) assert.ok(paths.includes(path), `${path} is packed`);
});

test('no packed script names a source map the tarball does not carry', () => {
  needsBuild();
  const paths = new Set(packed().files.map((file) => file.path));
  const dangling = [...paths].filter((path) => path.endsWith('.js')).filter((path) => {
    const map = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(ROOT, path), 'utf8'))?.[1];
    return map && !map.startsWith('data:') && !paths.has(posix.join(posix.dirname(path), map));
  });
  assert.deepEqual(dangling, []);
});

test('every export of the package resolves to a packed file, and each element has a defining entry and a class alone', () => {
  needsBuild();
  const paths = new Set(packed().files.map((file) => file.path));
  const subpaths = ['.', './mc-elements.js', ...tags.flatMap((tag) => [`./elements/${tag}`, `./elements/${tag}/element`])];
  for (const subpath of subpaths) {
    const file = exported(subpath);
    assert.ok(file, `${subpath} is exported`);
    assert.ok(paths.has(posix.normalize(file)), `${subpath} → ${file} is packed`);
  }
  assert.equal(exported('./elements/mc-login/element'), './dist/modules/elements/mc-login/element.js');
});

test('the modules are the sources compiled one by one: each reached from an export, every library import left bare and declared', async () => {
  needsBuild();
  const paths = new Set(packed().files.map((file) => file.path));
  const entries = ['.', ...tags.flatMap((tag) => [`./elements/${tag}`, `./elements/${tag}/element`])].map((subpath) => posix.normalize(exported(subpath)));
  const { reached, missing, bare } = await walk(entries, paths);
  assert.deepEqual(missing, []);
  const modules = [...paths].filter((path) => path.startsWith('dist/modules/'));
  assert.deepEqual(modules.filter((path) => !reached.has(path)), [], 'every packed module is reached from an export');
  // One file per source module: the login form's component is its own file, not folded into the entry.
  assert.ok(paths.has('dist/modules/elements/mc-login/mc-login.js'));
  // The libraries are the consumer's bundler's to resolve, so an app shares one React with the kit.
  const libraries = new Set([...bare].map(packageOf));
  for (const name of ['react', 'react-dom', '@r2wc/react-to-web-component', '@preact/signals-core', 'node-forge', 'crypto-js', 'dompurify', 'firebase']) {
    assert.ok(libraries.has(name), `the modules import ${name} by its name`);
  }
  const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]);
  assert.deepEqual([...libraries].filter((name) => !declared.has(name)), [], 'every library the modules import is declared');
  assert.deepEqual(Object.keys(pkg.dependencies).filter((name) => !libraries.has(name)), [], 'every dependency is imported');
});

test('React is a peer of the package, and the other dependencies are ranges a consumer can share', () => {
  assert.deepEqual(Object.keys(pkg.peerDependencies).sort(), ['react', 'react-dom']);
  for (const name of ['react', 'react-dom']) {
    assert.ok(!(name in pkg.dependencies), `${name} is not a dependency of its own`);
    assert.match(pkg.peerDependencies[name], /^\^19\./);
    assert.match(pkg.devDependencies[name], /^\d+\.\d+\.\d+$/, `${name} is pinned for the kit's own build`);
  }
  for (const [name, range] of Object.entries(pkg.dependencies)) assert.match(range, /^\^\d+\.\d+\.\d+$/, `${name} is a caret range`);
  for (const name of ['better-sqlite3', 'firebase-tools', '@playwright/test']) assert.ok(!(name in pkg.dependencies), `${name} is not a runtime dependency`);
  assert.equal(pkg.private, undefined, 'the package can be installed and published');
  assert.ok(pkg.license, 'the package names its license');
});

test('sideEffects names only the files that define tags', () => {
  needsBuild();
  const paths = [...new Set(packed().files.map((file) => file.path))];
  const matches = (glob, path) => new RegExp(`^${glob.replace(/^\.\//, '').replace(/[.]/g, '\\.').replace(/\*/g, '[^/]+')}$`).test(path);
  const withEffects = paths.filter((path) => pkg.sideEffects.some((glob) => matches(glob, path)));
  const defining = [...tags.map((tag) => `dist/modules/elements/${tag}/index.js`), 'dist/mc-elements.js'];
  assert.deepEqual(withEffects.sort(), defining.sort());
});

test('the script-tag kit in the package is whole: every file the loader can load is packed, and imports only its own files', async () => {
  needsBuild();
  const paths = new Set(packed().files.map((file) => file.path));
  const kit = [...paths].filter((path) => path.endsWith('.js') && path.startsWith('dist/') && !/^dist\/(modules|types)\//.test(path));
  const entries = kit.filter((path) => /^dist\/(index|elements\/mc-[\w-]+)\.[\w-]{8}\.js$/.test(path));
  const { reached, missing, bare } = await walk(entries, paths);
  reached.add('dist/mc-elements.js');
  assert.deepEqual(missing, []);
  assert.deepEqual([...bare], [], 'the kit carries its dependencies');
  assert.deepEqual(kit.filter((path) => !reached.has(path)), []);
  // Every language is there: the runtime's strings in each.
  const languages = new Set(kit.map((path) => path.match(/^dist\/chunks\/([a-z]{2,3}(?:-[A-Z]{2})?)\.common\./)?.[1]).filter(Boolean));
  assert.equal(languages.size, readdirSync(join(ROOT, 'src', 'i18n', 'locales')).length);
});

test('the command line is packed with everything it imports, and imports only Node and declared dependencies', async () => {
  needsBuild();
  const paths = new Set(packed().files.map((file) => file.path));
  assert.deepEqual(Object.keys(pkg.bin), ['mc-elements']);
  const entries = Object.values(pkg.bin).map((file) => posix.normalize(file));
  for (const file of entries) assert.match(readFileSync(join(ROOT, file), 'utf8'), /^#!\/usr\/bin\/env node\n/, `${file} runs as a program`);
  const { missing, bare } = await walk(entries, paths);
  assert.deepEqual(missing, []);
  const libraries = [...bare].filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier)).map(packageOf);
  assert.deepEqual(libraries.filter((name) => !(name in pkg.dependencies)), [], 'the command line needs nothing a merchant would not install');
});

test('the package is installable from a tarball: it builds before packing', () => {
  assert.match(pkg.scripts.prepack ?? '', /\bnpm run build\b/);
  assert.ok(pkg.files.every((entry) => !entry.startsWith('!')), 'files lists what goes in, so nothing new slips in');
});
