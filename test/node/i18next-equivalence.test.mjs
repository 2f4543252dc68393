// The locale files stay in i18next's JSON v4 format, so that translators' tools (and any integrator's i18next)
// read them as they are. This loads every language into real i18next and into the runtime's own translator
// (src/i18n/translate.ts, bundled as the browser gets it), and asks both for every key: plural groups at a
// representative count of each plural category of the language (from Intl.PluralRules, as both pick forms),
// with a value for every placeholder. Both must give the same text.
//
// The i18next options are those that describe the files: flat keys (no key or namespace separator, since keys
// may hold neither), and no HTML escaping, since the kit renders strings as text nodes.

import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import i18next from 'i18next';

const LOCALES = new URL('../../src/i18n/locales/', import.meta.url);
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const CHUNKS = `${DIST}chunks/`;
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** @type {typeof import('../../src/i18n/translate.ts')} */
let runtime;

before(async () => {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../../src/i18n/translate.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  const source = result.outputFiles[0].text;
  runtime = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
});

/** Every language the kit ships, by tag (the folder names), with its namespaces' strings (`<tag>/<namespace>.json`). */
const languages = readdirSync(LOCALES).map((tag) => {
  const namespaces = Object.fromEntries(
    readdirSync(new URL(`${tag}/`, LOCALES))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(new URL(`${tag}/${file}`, LOCALES), 'utf8'))]),
  );
  return { tag, namespaces, messages: Object.assign({}, ...Object.values(namespaces)) };
});

/**
 * A count that falls in each plural category of the language: whole numbers first (what the kit counts), then
 * decimals for categories only fractions reach.
 */
function representativeCounts(tag) {
  const rules = new Intl.PluralRules(tag);
  const wanted = new Set(rules.resolvedOptions().pluralCategories);
  const counts = new Map();
  const candidates = [...Array.from({ length: 1001 }, (_, n) => n), 1000000, 0.5, 1.5, 2.5, 10.5];
  for (const n of candidates) {
    const category = rules.select(n);
    if (wanted.has(category) && !counts.has(category)) counts.set(category, n);
  }
  // Zero always: i18next looks for a `_zero` form at 0 whatever the language's rules say.
  counts.set('0', 0);
  return [...new Set(counts.values())];
}

/** A distinct value for each placeholder, with characters HTML escaping would change. */
function valuesFor(texts) {
  const values = {};
  for (const text of texts) {
    for (const [, name] of text.matchAll(PLACEHOLDER)) values[name] = `<${name} & "${name}">`;
  }
  return values;
}

/** The questions to ask of a language: each plain key once, each plural group once per representative count. */
function questions({ tag, messages }) {
  const asked = [];
  const groups = new Map();
  for (const key of Object.keys(messages)) {
    const group = key.replace(PLURAL_FORM, '');
    if (group !== key && `${group}_other` in messages) {
      if (!groups.has(group)) groups.set(group, []);
      groups.get(group).push(messages[key]);
    } else {
      asked.push({ key, values: valuesFor([messages[key]]) });
    }
  }
  for (const [group, texts] of groups) {
    const values = valuesFor(texts);
    for (const count of representativeCounts(tag)) asked.push({ key: group, values: { ...values, count } });
  }
  return asked;
}

/** i18next with every namespace of a language, as its tools load them. */
async function i18nextFor({ tag, namespaces }) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: tag,
    fallbackLng: false,
    resources: { [tag]: namespaces },
    ns: Object.keys(namespaces),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

describe('the locale files read the same in i18next and in the runtime', () => {
  it('covers all 22 languages', () => {
    assert.equal(languages.length, 22);
  });

  for (const language of languages) {
    it(`${language.tag}: every key, plural category and placeholder`, async () => {
      const instance = await i18nextFor(language);
      const differences = [];
      let asked = 0;
      // Each namespace through i18next's own namespace option, against the runtime's merged strings.
      for (const [ns, messages] of Object.entries(language.namespaces)) {
        for (const { key, values } of questions({ tag: language.tag, messages })) {
          asked++;
          const expected = instance.t(key, { ...values, ns });
          const actual = runtime.translate(language.messages, language.tag, key, values);
          if (actual !== expected) differences.push(`${ns}:${key} ${JSON.stringify(values)}: i18next "${expected}", runtime "${actual}"`);
        }
      }
      assert.deepEqual(differences, []);
      assert.ok(asked >= Object.keys(language.messages).length / 2);
    });
  }

  // What pages load is each namespace's file as the builds emit it (`chunks/<tag>.<namespace>.<hash>.js` for the
  // kit, `host/...` for the /m app): the same strings, unchanged, so the answers above are the pages' answers.
  it('the built strings hold exactly the strings of their namespace file', { skip: !existsSync(CHUNKS) && 'no build' }, async () => {
    const chunks = ['chunks', 'host'].flatMap((folder) => readdirSync(`${DIST}${folder}`).filter((file) => file.endsWith('.js')).map((file) => `${folder}/${file}`));
    for (const { tag, namespaces } of languages) {
      for (const [ns, messages] of Object.entries(namespaces)) {
        const built = chunks.filter((file) => file.split('/')[1].startsWith(`${tag}.${ns}.`) && /\/[\w-]+\.[\w-]+\.[\w-]{8}\.js$/.test(file));
        // One file per build at most: the app's own namespace is the app's alone.
        assert.ok(built.length >= 1 && built.length <= 2 && new Set(built.map((file) => file.split('/')[0])).size === built.length, `${tag}/${ns}: ${built.join(', ')}`);
        for (const file of built) assert.deepEqual((await import(pathToFileURL(`${DIST}${file}`).href)).default, messages, file);
      }
    }
  });

  it('a plural group of every language has each of its categories', () => {
    const missing = [];
    for (const { tag, messages } of languages) {
      const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
      const groups = new Set(Object.keys(messages).filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length)));
      for (const group of groups) {
        for (const category of categories) if (!(`${group}_${category}` in messages)) missing.push(`${tag}: ${group}_${category}`);
      }
    }
    assert.deepEqual(missing, []);
  });
});
