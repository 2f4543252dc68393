// The build's promises to a merchant page, computed from the build output's import graph (not timed in a
// browser): what a page holding only one element downloads before the element is interactive stays within the
// element's budget, and no element (the download bar, install prompt, push prompt, maintenance and support
// elements least of all) brings crypto, Firebase or DOMPurify before it shows.
//
// Before it is interactive a page downloads the loader script, the element's entry with everything that entry
// imports up front, and the strings of the page's language that the element needs: its group's part (from the
// entry's table), which holds the runtime's strings too. Every language is counted, and the largest is held to
// the budget, since a page in Burmese downloads Burmese strings.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { elementBudget } from '../../scripts/budgets.mjs';
import { brotliBytes, DIST, elementEntry, ensureBuilt, importGraph, ROOT, sourcesOf, upFront } from './build-output.mjs';


const HEAVY = { crypto: /node_modules\/(node-forge|crypto-js)\//, Firebase: /node_modules\/(firebase|@firebase)\//, DOMPurify: /node_modules\/dompurify\// };

const tags = readdirSync(join(ROOT, 'elements'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mc-'))
  .map((entry) => entry.name)
  .sort();
const languages = readdirSync(join(ROOT, 'src/i18n/locales'));
/** `chunks/<language>.<namespace>.<hash>.js` (the /m app's own in `host/`): the language. */
const languageOf = (file) => file.match(/^(?:chunks|host)\/([\w-]+?)\.[a-z][\w-]*\.[\w-]{8}\.js$/)?.[1];
/** The namespace of a strings file. */
const namespaceOf = (file) => file.match(/^(?:chunks|host)\/[\w-]+?\.([a-z][\w-]*)\.[\w-]{8}\.js$/)?.[1];

let graph;
before(async () => {
  ensureBuilt();
  graph = await importGraph();
});

/** The entry of an element. */
function entryOf(tag) {
  const entry = elementEntry(tag);
  assert.ok(graph.has(entry), `${tag} has an entry in dist/elements`);
  return entry;
}

/** What a page holding only `tag` downloads before it is interactive, per language: `{ files, bytes }`. */
function pageWeights(tag) {
  const code = ['mc-elements.js', ...upFront(graph, entryOf(tag))];
  // Every namespace whose loader the element's files hold, but the error texts (loaded with a failed call).
  const strings = code
    .flatMap((file) => graph.get(file)?.dynamic ?? [])
    .filter((file) => languages.includes(languageOf(file)) && namespaceOf(file) !== 'errors');
  return languages.map((language) => {
    const files = [...code, ...new Set(strings.filter((file) => languageOf(file) === language))];
    return { language, files, bytes: files.reduce((sum, file) => sum + brotliBytes(file), 0) };
  });
}

describe('a page holding one element', () => {
  for (const tag of tags) {
    const budget = elementBudget(tag);
    it(`downloads at most ${budget / 1024} KB of JS before <${tag}> is interactive, in every language`, () => {
      const weights = pageWeights(tag);
      for (const { language, files } of weights) {
        const namespaces = files.filter((file) => languageOf(file) === language).map(namespaceOf);
        assert.ok(namespaces.includes('common'), `${tag} in ${language} has the runtime's strings: ${namespaces.join(', ')}`);
      }
      const heaviest = weights.reduce((a, b) => (b.bytes > a.bytes ? b : a));
      assert.ok(
        heaviest.bytes <= budget,
        `<${tag}> in ${heaviest.language}: ${heaviest.bytes} B over its ${budget} B budget, in ${heaviest.files.length} files:\n  ${heaviest.files
          .map((file) => `${file} ${brotliBytes(file)}`)
          .join('\n  ')}`,
      );
    });
  }

  it('never brings crypto, Firebase or DOMPurify up front: they load when a flow needs them', () => {
    for (const tag of tags) {
      const modules = [...upFront(graph, entryOf(tag))].flatMap(sourcesOf);
      for (const [name, pattern] of Object.entries(HEAVY)) {
        assert.deepEqual(modules.filter((module) => pattern.test(module)), [], `<${tag}> loads ${name} before it is interactive`);
      }
    }
  });
});

describe('the strings', () => {
  it('are one file per namespace and language, and the error texts hold only theirs', () => {
    const namespaces = readdirSync(join(ROOT, 'src/i18n/locales/en-US')).map((file) => file.slice(0, -'.json'.length));
    const files = [...graph.keys()].filter((file) => languages.includes(languageOf(file)));
    // The kit's (`chunks/`) hold every namespace but the /m app's own; the app's (`host/`) every one.
    const kit = files.filter((file) => file.startsWith('chunks/'));
    const app = files.filter((file) => file.startsWith('host/'));
    assert.equal(kit.length, languages.length * (namespaces.length - 1));
    assert.ok(!kit.some((file) => namespaceOf(file) === 'app'), 'the kit has no /m app strings');
    assert.equal(app.length, languages.length * namespaces.length);
    for (const file of files.filter((each) => namespaceOf(each) === 'errors')) {
      const text = readFileSync(join(DIST, file), 'utf8');
      assert.match(text, /\berr_login_cred_err\b/, `${file} holds the error texts`);
      assert.doesNotMatch(text, /\bin_please_wait\b/, `${file} holds the error texts only`);
    }
  });
});
