// The console costs the kit nothing (issue: the merchant's workbench): none of its code or styles is in the
// package's modules, the script-tag kit or the /m app, nothing the kit's sources import comes from it, the
// package does not ship it, and the production nginx recipe does not serve it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { DIST, ensureBuilt, ROOT } from './build-output.mjs';
import { renderNginx } from '../../deploy/nginx/render.mjs';

const CONSOLE = join(ROOT, 'host-page', 'console');

/** Strings only the console's files hold: its control paths, its class names, its modules' names. */
const MARKERS = ['inspector?after=', 'scenarios/apply', 'console-phone', 'console-calls', 'createInspector', 'createPreview'];

/** Every file of a folder, recursively, as paths relative to it. @param {string} folder */
const filesOf = (folder) => readdirSync(folder, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)));

test('the console\'s markers are really in its files (so their absence below means something)', () => {
  const text = filesOf(CONSOLE).map((file) => readFileSync(join(CONSOLE, file), 'utf8')).join('\n');
  for (const marker of MARKERS) assert.ok(text.includes(marker), marker);
});

test('no built file of the package, the kit or the /m app holds console code or styles', () => {
  ensureBuilt();
  // The docs site only links the console; everything else in dist/ is a build a player or an integrator gets.
  const built = filesOf(DIST).filter((file) => !file.startsWith('docs/') && /\.(js|mjs|css|html|json|map)$/.test(file));
  assert.ok(built.some((file) => file.startsWith('modules/')) && built.some((file) => file.startsWith('elements/')) && built.some((file) => file.startsWith('host/')),
    'the three builds are there');
  for (const file of built) {
    const text = readFileSync(join(DIST, file), 'utf8');
    for (const marker of MARKERS) assert.ok(!text.includes(marker), `${file} holds "${marker}"`);
    assert.ok(!text.includes('host-page/console/'), `${file} names a console file`);
  }
});

test('no source of the kit or the app imports the console', () => {
  for (const folder of ['src', 'elements', 'host-page/app', 'host-page/sw']) {
    for (const file of filesOf(join(ROOT, folder)).filter((name) => /\.(ts|tsx|js|mjs)$/.test(name))) {
      const text = readFileSync(join(ROOT, folder, file), 'utf8');
      assert.doesNotMatch(text, /from\s+['"][^'"]*console\/|import\(\s*['"][^'"]*console\//, `${folder}/${file}`);
    }
  }
});

test('the package does not ship the console, and the nginx recipe does not serve it', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  // The built kit, its manifest, and the platform check's command (which never serves a page).
  for (const entry of pkg.files) assert.ok(entry.startsWith('dist/') || entry === 'custom-elements.json' || entry === 'cli', entry);
  assert.ok(!pkg.files.some((entry) => entry.includes('console')), 'no console in the package');
  const files = renderNginx({ dist: '/srv/mc/dist', upstream: 'https://api.merchant.example/', listen: '127.0.0.1:8080', confDir: '/etc/nginx/mc' });
  for (const [name, text] of Object.entries(files)) {
    assert.doesNotMatch(text, /location[^{]*\/console/, `${name} has a console location`);
    assert.doesNotMatch(text, /__sandbox/, `${name} reaches the sandbox's control API`);
  }
});
