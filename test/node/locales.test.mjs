// Consistency checks for the UI string catalogues in src/i18n/locales/<language>/<namespace>.json. A language's
// namespaces together are its catalogue, named `<language>.json` below.
//
// en-US.json is the reference: every other catalogue must carry exactly the
// same keys (in the same order), a non-empty string for each of them, the same
// {{placeholder}} tokens, and a real translation rather than a copy of the
// English text.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const LOCALES_DIR = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url));
const REFERENCE = 'en-US.json';

const EXPECTED_FILES = [
  'ar.json',
  'bn.json',
  'en-US.json',
  'es.json',
  'fil.json',
  'hi.json',
  'id.json',
  'ja.json',
  'km.json',
  'ko.json',
  'ms.json',
  'my.json',
  'pt-BR.json',
  'pt.json',
  'ru.json',
  'ta.json',
  'th.json',
  'tr.json',
  'ur.json',
  'vi.json',
  'zh-CN.json',
  'zh-HK.json',
];

// Loanwords that are the right word in a language although they are spelt as in English, by language and key.
// Everything else must differ from en-US.json: a copy is almost always an untranslated string. Each entry is
// checked to still be a copy, so the list cannot outlive the reason for it.
const SAME_AS_ENGLISH_ALLOWED = {
  // Indonesian players and banks say "deposit" ("Setor" reads as a bank counter form) and "email" ("surel" is
  // the official coinage nobody uses in apps).
  // So do their records of a deposit and a bonus.
  id: ['route_voucher_center', 'deposit_submit', 'deposit_submit_amount', 'two_factor_tab_email', 'records_kind_deposit', 'records_kind_bonus'],
  // Malaysian payment apps say "Deposit" and "Bonus"; "tambah nilai" is a prepaid top-up.
  ms: ['route_voucher_center', 'deposit_submit', 'deposit_submit_amount', 'records_kind_deposit', 'records_kind_bonus'],
  // Filipino apps say "password" and "bonus"; "kontrasenyas" is archaic.
  fil: ['login_password', 'records_kind_bonus'],
};

const PLACEHOLDER = /\{\{[^{}]*\}\}/g;

function placeholders(value) {
  return [...new Set(value.match(PLACEHOLDER) ?? [])].sort();
}

/** A language's namespace files (`<tag>/<namespace>.json`, i18next's layout), in one order for every language. */
const namespacesOf = (tag) => readdirSync(path.join(LOCALES_DIR, tag)).filter((f) => f.endsWith('.json')).sort();

/**
 * A language's catalogue, `<tag>.json` standing for its folder: the text of its namespace files one after the
 * other, and their strings merged (a key is in one namespace only, which the duplicate check below holds).
 */
function readCatalogue(file) {
  const tag = file.replace(/\.json$/, '');
  const texts = namespacesOf(tag).map((name) => readFileSync(path.join(LOCALES_DIR, tag, name), 'utf8'));
  return { text: texts.join('\n'), data: Object.assign({}, ...texts.map((text) => JSON.parse(text))) };
}

// JSON.parse keeps only the last of repeated keys, so look at the raw text of
// these flat catalogues to make sure no key is written twice.
function rawKeys(text) {
  return [...text.matchAll(/^\s*"((?:[^"\\]|\\.)*)"\s*:/gm)].map((m) => m[1]);
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Plural groups of a catalogue: base key -> the categories it has (`count`, src/i18n/translate.ts). */
function pluralGroups(data) {
  const groups = new Map();
  for (const key of Object.keys(data)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    groups.set(base, [...(groups.get(base) ?? []), match[1]]);
  }
  return groups;
}

/** The key without its plural suffix when it belongs to a plural group of en-US.json. */
const englishPlurals = () => pluralGroups(readCatalogue(REFERENCE).data);
const baseKey = (key) => {
  const match = PLURAL_SUFFIX.exec(key);
  return match && englishPlurals().has(key.slice(0, match.index)) ? key.slice(0, match.index) : key;
};

/** Every `t('key')` literal of the code that ships (tests excluded), with the file it is in. */
function keysUsedInCode() {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const used = [];
  for (const dir of ['src', 'elements', 'host-page/app']) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true })) {
      const file = String(entry);
      if (!/\.(ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(path.join(root, dir, file), 'utf8');
      for (const match of text.matchAll(/(?<![\w.])t\(\s*(['"])([\w.-]+)\1(\s*,\s*\{[^}]*\})?/g)) {
        used.push({ key: match[2], file: `${dir}/${file}`, args: match[3] ?? '' });
      }
    }
  }
  return used;
}

/** Every `t('key', { ... })` of the code that ships, and whether it passes `count` (which picks a plural form). */
function translateCalls() {
  return keysUsedInCode().map(({ key, file, args }) => ({ key, file, counted: /\bcount\b/.test(args) }));
}

/**
 * The plural categories whose rule matches a single number (English one = 1, Arabic zero, one and two): a form
 * for one of these may say the number in words ("رسالتان") instead of through the placeholder.
 */
function singleNumberCategories(tag) {
  const rules = new Intl.PluralRules(tag);
  const seen = new Map();
  for (let n = 0; n <= 1000; n++) seen.set(rules.select(n), (seen.get(rules.select(n)) ?? 0) + 1);
  for (const n of [1.5, 2.5, 10.25]) seen.set(rules.select(n), (seen.get(rules.select(n)) ?? 0) + 1);
  return new Set([...seen].filter(([, times]) => times === 1).map(([category]) => category));
}

const files = readdirSync(LOCALES_DIR).map((tag) => `${tag}.json`).sort();
const english = readCatalogue(REFERENCE).data;
const englishKeys = Object.keys(english);

describe('locale catalogues', () => {
  it('are exactly the expected 22 files', () => {
    assert.deepEqual(files, [...EXPECTED_FILES].sort());
    assert.equal(files.length, 22);
  });

  it('are one folder per language, each with the namespaces of en-US, each namespace with the same keys', () => {
    const reference = REFERENCE.replace(/\.json$/, '');
    const keysOf = (tag, name) => [...new Set(Object.keys(JSON.parse(readFileSync(path.join(LOCALES_DIR, tag, name), 'utf8'))).map(baseKey))];
    for (const file of files) {
      const tag = file.replace(/\.json$/, '');
      assert.deepEqual(namespacesOf(tag), namespacesOf(reference), tag);
      for (const name of namespacesOf(tag)) assert.deepEqual(keysOf(tag, name), keysOf(reference, name), `${tag}/${name}`);
    }
  });

  it('en-US.json is a flat object of strings', () => {
    assert.ok(englishKeys.length > 0);
    for (const key of englishKeys) {
      assert.equal(typeof english[key], 'string', key);
    }
  });

  it('allowlist only names languages and keys that exist', () => {
    for (const [language, keys] of Object.entries(SAME_AS_ENGLISH_ALLOWED)) {
      assert.ok(files.includes(`${language}.json`), `unknown allowlisted language "${language}"`);
      for (const key of keys) assert.ok(Object.hasOwn(english, key), `unknown allowlisted key "${key}"`);
    }
  });

  it('gives plural forms to every key the code counts with, and counts with every plural key', () => {
    const calls = translateCalls();
    const plural = englishPlurals();
    const counted = calls.filter((call) => call.counted && !plural.has(call.key)).map(({ key, file }) => `${key} (${file})`);
    assert.deepEqual(counted, [], 'called with count but without plural forms in en-US.json');
    const uncounted = calls.filter((call) => !call.counted && plural.has(call.key)).map(({ key, file }) => `${key} (${file})`);
    assert.deepEqual(uncounted, [], 'plural keys called without count (the translator finds no form)');
    const unused = [...plural.keys()].filter((base) => !calls.some((call) => call.key === base));
    assert.deepEqual(unused, [], 'plural keys no code asks for');
    for (const base of plural.keys()) assert.ok(!Object.hasOwn(english, base), `${base} is both a plain key and a plural group`);
  });

  it('has every key the code asks for with a literal t(\'...\')', () => {
    const missing = keysUsedInCode().filter(({ key }) => !Object.hasOwn(english, key) && !Object.hasOwn(english, `${key}_other`));
    assert.deepEqual(missing, [], 'keys used in code but missing from en-US.json');
    assert.ok(keysUsedInCode().length > 50, 'the scan finds the code\'s keys');
  });

  it("has every key an element's own files ask for in the runtime's namespace, one the element declares or one the file itself loads", () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const reference = REFERENCE.replace(/\.json$/, '');
    const keysIn = (name) => new Set(Object.keys(JSON.parse(readFileSync(path.join(LOCALES_DIR, reference, `${name}.json`), 'utf8'))).map(baseKey));
    // The shared namespaces' constants (`signInStrings` → `sign-in`), from their modules in src/i18n/.
    const shared = new Map();
    for (const file of readdirSync(path.join(root, 'src/i18n')).filter((name) => name.endsWith('-strings.ts'))) {
      const text = readFileSync(path.join(root, 'src/i18n', file), 'utf8');
      shared.set(/export const (\w+)/.exec(text)[1], /name: '([\w-]+)'/.exec(text)[1]);
    }
    const common = keysIn('common');
    const missing = [];
    for (const tag of readdirSync(path.join(root, 'elements')).filter((name) => name.startsWith('mc-'))) {
      const definition = readFileSync(path.join(root, 'elements', tag, 'element.ts'), 'utf8');
      const keysOf = (list) => {
        const names = list.split(',').map((name) => name.trim()).filter(Boolean);
        const namespaces = names.map((name) => shared.get(name) ?? new RegExp(`const ${name}: Namespace = \\{ name: '([\\w-]+)'`).exec(definition)?.[1]);
        return namespaces.flatMap((name) => [...keysIn(name)]);
      };
      const known = new Set([...common, ...keysOf(/strings: \[([^\]]*)\]/.exec(definition)?.[1] ?? '')]);
      // A part that loads later brings its own namespace with `ensureLocale([...])` before it renders (the lobby's
      // search results): its keys count for that file only, never for the element's first screen.
      const ownOf = (file) => new Set([...readFileSync(path.join(root, file), 'utf8').matchAll(/ensureLocale\(\[([^\]]*)\]\)/g)].flatMap((match) => keysOf(match[1])));
      const used = keysUsedInCode().filter(({ file }) => file.startsWith(`elements/${tag}/`));
      missing.push(...used.filter(({ key, file }) => !known.has(key) && !ownOf(file).has(key)).map(({ key, file }) => `${key} (${file})`));
    }
    assert.deepEqual(missing, []);
  });

  for (const file of files) {
    describe(file, () => {
      const { text, data } = readCatalogue(file);

      it('is a plain JSON object', () => {
        assert.equal(typeof data, 'object');
        assert.ok(data !== null && !Array.isArray(data));
      });

      it('has no duplicated keys', () => {
        const keys = rawKeys(text);
        const seen = new Set();
        const duplicates = keys.filter((k) => (seen.has(k) ? true : (seen.add(k), false)));
        assert.deepEqual(duplicates, []);
      });

      it('has exactly the keys of en-US.json, in the same order (plural forms as its language needs)', () => {
        // Plural forms differ by language (Japanese has only `_other`, Arabic six forms): compare groups.
        const groupsOf = (keys) => [...new Set(keys.map(baseKey))];
        const keys = groupsOf(Object.keys(data));
        const reference = groupsOf(englishKeys);
        const missing = reference.filter((k) => !keys.includes(k));
        const extra = keys.filter((k) => !reference.includes(k));
        assert.deepEqual(missing, [], 'missing keys');
        assert.deepEqual(extra, [], 'extra keys');
        assert.deepEqual(keys, reference, 'key order');
      });

      it('has the plural forms its language needs for every plural key, and no others', () => {
        const tag = file.replace(/\.json$/, '');
        const needed = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
        for (const [base, forms] of pluralGroups(data)) {
          assert.ok(forms.includes('other'), `${base}_other is missing`);
          for (const form of needed) assert.ok(forms.includes(form), `${base}_${form} is missing (${tag} needs ${needed.join(', ')})`);
          // The translator picks forms with Intl.PluralRules only: a `_zero` in a language without that category is never shown.
          for (const form of forms) assert.ok(needed.includes(form), `${base}_${form} is a form ${tag} never uses`);
        }
        for (const base of englishPlurals().keys()) assert.ok(pluralGroups(data).has(base), `${base} has no plural forms`);
      });

      it('has a non-empty string for every key', () => {
        for (const [key, value] of Object.entries(data)) {
          assert.equal(typeof value, 'string', `${key} is not a string`);
          assert.ok(value.trim().length > 0, `${key} is empty`);
        }
      });

      it('keeps the same {{placeholders}} as en-US.json', () => {
        const single = singleNumberCategories(file.replace(/\.json$/, ''));
        for (const key of Object.keys(data)) {
          const reference = english[key] ?? english[`${baseKey(key)}_other`];
          if (typeof data[key] !== 'string' || typeof reference !== 'string') continue;
          const category = baseKey(key) === key ? null : PLURAL_SUFFIX.exec(key)[1];
          if (category && single.has(category)) {
            // A form for exactly one number may spell it out, but never brings a placeholder of its own.
            const extra = placeholders(data[key]).filter((name) => !placeholders(reference).includes(name));
            assert.deepEqual(extra, [], key);
            continue;
          }
          assert.deepEqual(placeholders(data[key]), placeholders(reference), key);
        }
      });

      if (file !== REFERENCE) {
        const allowed = SAME_AS_ENGLISH_ALLOWED[file.replace(/\.json$/, '')] ?? [];

        it('translates every value instead of copying the English text', () => {
          const copied = englishKeys.filter((key) => !allowed.includes(key) && data[key] === english[key]);
          assert.deepEqual(copied, []);
        });

        if (allowed.length) {
          it('uses every loanword it is allowed to', () => {
            assert.deepEqual(allowed.filter((key) => data[key] !== english[key]), [], 'allowlisted but translated: drop them from the list');
          });
        }
      }
    });
  }
});
