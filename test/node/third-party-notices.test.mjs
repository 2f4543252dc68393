// The kit's licence notices and SBOM, checked against what its JS really bundles. The bundled packages are read
// from the source maps of the kit's files, not from rollup-plugin-license, so a package the plugin misses (or a
// notice someone trims by hand) fails here. Built first when dist/ is missing.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { startHostServer } from '../../host-page/server/serve.mjs';
import { DIST, ensureBuilt, jsFiles, ROOT, sourcesOf } from './build-output.mjs';

const NOTICES = 'THIRD-PARTY-NOTICES.txt';
const SBOM = 'sbom.cdx.json';
const SEPARATOR = '\n\n---\n\n';

/**
 * Every third-party package a build's JS is made of, by name, with the version of the copy bundled: the kit's
 * (every JS file but the /m app's, the docs site's and the types), or the /m app's (`host/`). Each file must have
 * a source map, or it would hide its modules from this check.
 * @param {'kit' | 'app'} build
 * @returns {Map<string, string>}
 */
function bundledPackages(build) {
  const packages = new Map();
  const inApp = (path) => path.startsWith('host/');
  const files = jsFiles().filter((path) => (build === 'app' ? inApp(path) : !inApp(path) && !/^(app|docs|types)\//.test(path)));
  for (const file of files) {
    for (const source of sourcesOf(file)) {
      const at = source.lastIndexOf('node_modules/');
      if (at === -1) continue;
      const parts = source.slice(at + 'node_modules/'.length).split('/');
      const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
      const { version } = JSON.parse(readFileSync(join(ROOT, source.slice(0, at), 'node_modules', name, 'package.json'), 'utf8'));
      packages.set(name, version);
    }
  }
  return packages;
}

/** The notices by package name: each entry's fields and its licence text, as rollup-plugin-license writes them. */
function notices(file = NOTICES) {
  const entries = new Map();
  for (const entry of readFileSync(join(DIST, file), 'utf8').split(SEPARATOR)) {
    const [head, licenceText = ''] = entry.split('\nLicense Text:\n===\n');
    const fields = Object.fromEntries(head.split('\n').filter((line) => /^[A-Z]\w*: /.test(line)).map((line) => {
      const colon = line.indexOf(': ');
      return [line.slice(0, colon), line.slice(colon + 2)];
    }));
    assert.ok(fields.Name, `an entry without a name: ${entry.slice(0, 80)}`);
    entries.set(fields.Name, { ...fields, licenceText: licenceText.split('\nNotice:\n===\n')[0].trim() });
  }
  return entries;
}

/** The SBOM's components, nested ones included, by full name (`@scope/name`). */
function sbomComponents() {
  const bom = JSON.parse(readFileSync(join(DIST, SBOM), 'utf8'));
  assert.equal(bom.bomFormat, 'CycloneDX');
  const components = new Map();
  const visit = (list = []) => {
    for (const component of list) {
      components.set(component.group ? `${component.group}/${component.name}` : component.name, component);
      visit(component.components);
    }
  };
  visit(bom.components);
  return { bom, components };
}

describe('third-party notices and SBOM', () => {
  let bundled;
  before(() => {
    ensureBuilt();
    bundled = bundledPackages('kit');
  });

  it('finds the bundled packages in the source maps', () => {
    for (const name of ['react', 'react-dom', '@preact/signals-core', 'node-forge', 'crypto-js', 'dompurify', '@firebase/auth']) {
      assert.ok(bundled.has(name), `${name} is bundled`);
    }
  });

  it('gives every bundled package a notice with its version, licence id and licence text', () => {
    assert.ok(existsSync(join(DIST, NOTICES)), `dist/${NOTICES} is written by the build`);
    const entries = notices();
    const missing = [...bundled.keys()].filter((name) => !entries.has(name));
    assert.deepEqual(missing, [], `bundled packages missing from ${NOTICES}`);
    for (const [name, version] of bundled) {
      const entry = entries.get(name);
      assert.equal(entry.Version, version, `${name}: the notice names the bundled version`);
      assert.ok(entry.License && entry.License !== 'null', `${name}: a licence id`);
      // A licence's text, not a name: the shortest the kit carries (ISC) is about 700 characters.
      assert.ok(entry.licenceText.length >= 500, `${name}: licence text (${entry.licenceText.length} characters)`);
    }
    // The text is the package's own file where it ships one.
    assert.equal(entries.get('react').licenceText, readFileSync(join(ROOT, 'node_modules', 'react', 'LICENSE'), 'utf8').trim());
    assert.match(entries.get('@firebase/auth').licenceText, /Apache License\s+Version 2\.0/);
  });

  it('gives the /m app the notices of what it bundles, its service worker\'s Workbox included', () => {
    // The worker's bundle keeps no source map; these are the packages host-page/sw/sw.ts imports, and their core.
    const workbox = ['workbox-core', 'workbox-precaching', 'workbox-routing', 'workbox-strategies'];
    const entries = notices(`app/${NOTICES}`);
    const app = bundledPackages('app');
    assert.ok(app.has('react-dom'), 'the app bundles React DOM');
    assert.deepEqual([...entries.keys()].sort(), [...app.keys(), ...workbox].sort());
    for (const [name, version] of app) assert.equal(entries.get(name).Version, version, name);
    for (const name of workbox) {
      assert.equal(entries.get(name).licenceText, readFileSync(join(ROOT, 'node_modules', name, 'LICENSE'), 'utf8').trim(), name);
    }
  });

  it('lists every bundled package among the SBOM\'s components, and no development tool', () => {
    const { bom, components } = sbomComponents();
    assert.equal(bom.metadata.component.name, 'mc-elements');
    const missing = [...bundled.keys()].filter((name) => !components.has(name));
    assert.deepEqual(missing, [], `bundled packages missing from ${SBOM}`);
    for (const [name, version] of bundled) assert.equal(components.get(name).version, version, name);
    for (const name of ['rollup', 'firebase-tools', 'better-sqlite3', '@cyclonedx/cyclonedx-npm']) {
      assert.ok(!components.has(name), `${name} is a development dependency, not in the SBOM`);
    }
  });

  it('packs both files in the npm package', () => {
    const [{ files }] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'],
    }));
    const paths = files.map((file) => file.path);
    for (const file of [NOTICES, SBOM]) assert.ok(paths.includes(`dist/${file}`), `dist/${file} is packed`);
  });

  it('serves both beside the kit, readable from any origin', async () => {
    const server = await startHostServer({ port: 0, upstream: 'http://127.0.0.1:9' });
    try {
      for (const [file, type] of [[NOTICES, 'text/plain; charset=utf-8'], [SBOM, 'application/json; charset=utf-8']]) {
        const response = await fetch(`${server.url}/m/assets/${file}`);
        assert.equal(response.status, 200, file);
        assert.equal(response.headers.get('content-type'), type, file);
        assert.equal(response.headers.get('access-control-allow-origin'), '*', file);
        assert.equal(await response.text(), readFileSync(join(DIST, file), 'utf8'), file);
      }
    } finally {
      await server.close();
    }
  });
});
