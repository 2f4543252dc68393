// Small modules without state are copied into the chunks that use them (scripts/build/module-copies.mjs), on a
// small fixture project built by rollup: no chunk of a few hundred bytes for a helper three entries share, and
// never two copies of a module that keeps state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedChunks } from '../../scripts/build/chunking.mjs';
import { moduleCopies, statelessSource } from '../../scripts/build/module-copies.mjs';
import { chunksOf, project, reachOf } from './fixtures/build-project.mjs';

test('a module is copyable when its top level holds no state', () => {
  const stateless = [
    "import { x } from './x.js';\nexport const LIMIT = 3;\nexport const PATTERN = /^a+$/;",
    'export function format(value) {\n  let text = String(value);\n  return text;\n}',
    "export const label = (value) => `${value}`;\nconst NAMES = {\n  a: 'A',\n};",
    'export const Field = forwardRef(function Field(props, ref) {\n  return null;\n});',
    "export type Mode = 'a' | 'b';\nexport interface Props {\n  mode: Mode;\n}",
    "export { thing } from './thing.js';\nexport * from './other.js';",
    'export class Reader {\n  static of(value) {\n    return new Reader(value);\n  }\n}',
    'const styles = /* css */ `\n.card {\n  color: red;\n}\n\n.card__name { margin: 0; }\n`;\nexport function Card() {\n  return null;\n}',
  ];
  for (const source of stateless) assert.equal(statelessSource(source), true, source);
  const stateful = [
    'let open = null;',
    'export const count = signal(0);',
    'const timers = new Map();',
    'export const cache = {\n  entries: new Map(),\n};',
    'export const Context = createContext(null);',
    "addEventListener('load', () => {});",
    'var legacy = 1;',
    'export const total = compute();',
    'export class Registry {\n  static entries = new Map();\n}',
    'const styles = `\n.card { color: red; }\n`;\nconst sheet = new CSSStyleSheet();',
  ];
  for (const source of stateful) assert.equal(statelessSource(source), false, source);
});

test('a small helper a few entries share is copied into each; a store stays one shared chunk', async () => {
  const files = {
    'src/index.ts': 'export {};',
    'src/ui/index.ts': [
      "export { everyone } from './everyone.js';",
      "export { helper } from './helper.js';",
      "export { store } from './store.js';",
    ].join('\n'),
    'src/ui/everyone.ts': "export const everyone = () => console.log('all');",
    'src/ui/helper.ts': "export const helper = (value) => console.log('helper', value);",
    'src/ui/store.ts': "let count = 0;\nexport function store() {\n  count += 1;\n  console.log('store', count);\n}",
    'host-page/app/main.ts': "import { helper, store } from '../../src/ui/index.js';\nhelper(1);\nstore();",
  };
  const uses = { 'mc-a': ['everyone', 'helper', 'store'], 'mc-b': ['everyone', 'helper', 'store'], 'mc-c': ['everyone'], 'mc-d': ['everyone'], 'mc-e': ['everyone'] };
  for (const [tag, names] of Object.entries(uses)) {
    files[`elements/${tag}/index.ts`] = `import { ${names.join(', ')} } from '../../src/ui/index.js';\n${names.map((name) => `${name}(0);`).join('\n')}`;
  }
  const { root, remove } = project(files);
  try {
    const reach = await reachOf(root);
    const manualChunks = sharedChunks(reach);
    const { home, imports } = await chunksOf(root, manualChunks, [moduleCopies(reach, manualChunks.sharedChunk)]);
    const homes = (module) => [...home].filter(([id]) => id.replace(/\.copy\d+/, '') === module).map(([, chunk]) => chunk).sort();
    assert.deepEqual(homes('src/ui/helper.ts'), ['elements/mc-a', 'elements/mc-b', 'host/app'], 'a copy in each entry that calls it');
    assert.deepEqual(homes('src/ui/store.ts'), ['store'], 'one store, in a chunk of its own');
    assert.deepEqual(homes('src/ui/everyone.ts'), ['runtime']);
    assert.deepEqual(imports.get('elements/mc-a').sort(), ['runtime', 'store']);
    assert.deepEqual(imports.get('elements/mc-c'), ['runtime']);
  } finally {
    remove();
  }
});
