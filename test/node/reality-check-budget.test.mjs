// The reality check's promise to the /m app (issue: at most 3 KB of brotli added to the app's first load, the
// dialog loading only when a check is due). What a member's first page downloads for it is its route group's
// file (the member overlays, host-page/route-groups.json) and whatever that imports up front beyond what the
// app's shell loads up front, plus its strings. The dialog must be none of it, in the app or in the kit.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { before, describe, it } from 'node:test';
import { brotliBytes, DIST, elementEntry, ensureBuilt, importGraph, ROOT, sourcesOf, upFront } from './build-output.mjs';

const BUDGET = 3 * 1024;

let graph;
before(async () => {
  ensureBuilt();
  graph = await importGraph();
});

const hashed = (folder, name) => {
  const file = readdirSync(join(DIST, folder)).find((entry) => new RegExp(`^${name}\\.[\\w-]{8}\\.js$`).test(entry));
  assert.ok(file, `${name} has a hashed file in dist/${folder}`);
  return `${folder}/${file}`;
};

/** The largest brotli size, over the 22 languages, of the element's own strings (its namespace's file). */
function stringBytes() {
  const folder = join(ROOT, 'src/i18n/locales');
  return Math.max(...readdirSync(folder).map((tag) => brotliCompressSync(readFileSync(join(folder, tag, 'mc-reality-check.json'))).length));
}

describe('the reality check in the /m app', () => {
  it('adds at most 3 KB of brotli to a member\'s first load, strings included', () => {
    const app = new Set([...upFront(graph, hashed('host', 'app')), ...upFront(graph, hashed('host', 'shell'))]);
    const added = [...upFront(graph, hashed('host', 'member-overlays'))].filter((file) => !app.has(file));
    const bytes = added.reduce((sum, file) => sum + brotliBytes(file), 0) + stringBytes();
    assert.ok(bytes <= BUDGET, `${bytes} B over ${BUDGET} B: ${added.map((file) => `${file} ${brotliBytes(file)}`).join(', ')}`);
  });

  it('loads its dialog only when a check is due: the dialog is in no file loaded up front', () => {
    for (const entry of [elementEntry('mc-reality-check'), hashed('host', 'member-overlays')]) {
      const upfront = [...upFront(graph, entry)].flatMap(sourcesOf);
      assert.deepEqual(upfront.filter((source) => source.includes('reality-check-dialog')), [], entry);
      const lazy = graph.get(entry).dynamic.flatMap(sourcesOf);
      assert.ok(lazy.some((source) => source.endsWith('elements/mc-reality-check/reality-check-dialog.tsx')), `${entry}: the dialog is a chunk imported when due`);
    }
  });
});
