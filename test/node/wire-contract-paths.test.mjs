// Every platform path the code declares (`path: '/wps/...'`, in the module that calls it or in
// src/api/endpoints.ts) is listed in docs/wire-contract.md, the table of every path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './build-output.mjs';

function declaredPaths() {
  const found = new Map();
  for (const folder of ['src', 'elements', 'host-page']) {
    for (const file of readdirSync(join(ROOT, folder), { recursive: true })) {
      if (!/\.(ts|tsx|js|mjs)$/.test(file) || /\.test\.|(^|\/)sandbox\//.test(file)) continue;
      for (const [, path] of readFileSync(join(ROOT, folder, file), 'utf8').matchAll(/\bpath: '(\/wps\/[^']*)'/g)) {
        found.set(path, `${folder}/${file}`);
      }
    }
  }
  return found;
}

test('every declared platform path is in the wire contract', () => {
  const contract = readFileSync(join(ROOT, 'docs/wire-contract.md'), 'utf8');
  const paths = declaredPaths();
  assert.ok(paths.size >= 50, `only ${paths.size} paths found`);
  for (const [path, file] of paths) {
    const listed = new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/])`).test(contract);
    assert.ok(listed, `${path} (${file}) is not in docs/wire-contract.md`);
  }
});
