import { readdirSync } from 'node:fs';
import { elementBudget } from './scripts/build/budgets.mjs';
import { brotliBytes, elementEntry, importGraph, upFront } from './test/node/build-output.mjs';
const graph = await importGraph();
const languages = readdirSync('src/i18n/locales');
const languageOf = (f) => f.match(/^chunks\/([\w-]+?)\.[a-z][\w-]*\.[\w-]{8}\.js$/)?.[1];
const nsOf = (f) => f.match(/^chunks\/[\w-]+?\.([a-z][\w-]*)\.[\w-]{8}\.js$/)?.[1];
const rows = [];
for (const tag of readdirSync('elements').filter((t) => t.startsWith('mc-'))) {
  const code = ['mc-elements.js', ...upFront(graph, elementEntry(tag))];
  const strings = code.flatMap((f) => graph.get(f)?.dynamic ?? []).filter((f) => languages.includes(languageOf(f)) && nsOf(f) !== 'errors');
  let worst = { bytes: 0 };
  for (const l of languages) { const files = [...code, ...new Set(strings.filter((f) => languageOf(f) === l))]; const bytes = files.reduce((s, f) => s + brotliBytes(f), 0); if (bytes > worst.bytes) worst = { l, bytes, n: files.length }; }
  rows.push([tag, worst.l, worst.n, (worst.bytes / 1024).toFixed(1), elementBudget(tag) / 1024, ((elementBudget(tag) - worst.bytes) / 1024).toFixed(1)]);
}
rows.sort((a, b) => a[5] - b[5]);
for (const r of rows) console.log(r.join('\t'));
