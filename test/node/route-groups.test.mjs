// The /m app's route groups (host-page/route-groups.json, which the build turns into one file each) and the
// app's loaders (host-page/app/elements.ts): every element of the kit can be loaded by the app, and sits in one
// group at most (the rest are the shell's).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ensureBuilt, importGraph, ROOT } from './build-output.mjs';

const tags = readdirSync(join(ROOT, 'elements'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mc-'))
  .map((entry) => entry.name)
  .sort();

test('the app has a loader for every element, and each element is in one route group at most', () => {
  const loaders = readFileSync(join(ROOT, 'host-page/app/elements.ts'), 'utf8');
  const loaded = [...loaders.matchAll(/'(mc-[\w-]+)': \(\) => import\('\.\.\/\.\.\/elements\/(mc-[\w-]+)\/index\.js'\)/g)];
  for (const [, tag, folder] of loaded) assert.equal(folder, tag, `${tag} loads its own folder`);
  assert.deepEqual(loaded.map(([, tag]) => tag).sort(), tags);

  const grouped = Object.values(JSON.parse(readFileSync(join(ROOT, 'host-page/route-groups.json'), 'utf8'))).flat();
  assert.equal(new Set(grouped).size, grouped.length, 'an element in two groups');
  for (const tag of grouped) assert.ok(tags.includes(tag), `${tag} in route-groups.json is an element`);
});

test('a route group\'s file imports the shell\'s up front, and no other group\'s but the one named to share', async () => {
  ensureBuilt();
  const graph = await importGraph();
  const groups = Object.keys(JSON.parse(readFileSync(join(ROOT, 'host-page/route-groups.json'), 'utf8')));
  const groupOf = (file) => file.match(/^host\/([\w-]+)\.[\w-]{8}\.js$/)?.[1];
  // The member pages take the membership calls from the care group's file, where rollup.config.mjs names them.
  const shared = { member: ['care'] };
  for (const [file, { static: imports }] of graph) {
    const group = groupOf(file);
    if (!groups.includes(group)) continue;
    const others = imports.map(groupOf).filter((other) => groups.includes(other) && other !== group);
    assert.deepEqual(others, shared[group] ?? [], `${file} imports ${imports.join(', ')}`);
  }
});
