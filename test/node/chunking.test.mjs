// Which chunk the build puts a module in (scripts/build/chunking.mjs), on small fixture projects built by rollup:
// what at least half of the elements load up front goes to `runtime`, the rest stays with the elements that
// use it, a concern's face does not make an element count as using what it does not call, the code a concern
// loads later comes as one chunk, without taking up front what it shares with an element, and lazy code that
// loads together (chunking.mjs's joins) shares one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedChunks } from '../../scripts/build/chunking.mjs';
import { chunksOf, project, reachOf } from './fixtures/build-project.mjs';

test('modules half the elements load up front share the runtime chunk; the others stay with their users', async () => {
  const files = {
    'src/index.ts': 'export {};',
    'src/core/index.ts': [
      "export { everyone } from './everyone.js';",
      "export { pair } from './pair.js';",
      "export { solo } from './solo.js';",
      "export { threeOfFive } from './three-of-five.js';",
    ].join('\n'),
    'src/core/everyone.ts': "export const everyone = () => console.log('all');",
    'src/core/pair.ts': "export const pair = () => console.log('two of five');",
    'src/core/three-of-five.ts': "export const threeOfFive = () => console.log('three of five');",
    'src/core/solo.ts': "export const solo = () => console.log('one');",
    'host-page/app/main.ts': "import { solo } from '../../src/core/index.js';\nsolo();",
  };
  const uses = {
    'mc-a': ['everyone', 'pair', 'solo', 'threeOfFive'],
    'mc-b': ['everyone', 'pair', 'threeOfFive'],
    'mc-c': ['everyone', 'threeOfFive'],
    'mc-d': ['everyone'],
    'mc-e': ['everyone'],
  };
  for (const [tag, names] of Object.entries(uses)) {
    files[`elements/${tag}/index.ts`] = `import { ${names.join(', ')} } from '../../src/core/index.js';\n${names.map((name) => `${name}();`).join('\n')}`;
  }
  const { root, remove } = project(files);
  try {
    const { home, imports } = await chunksOf(root, sharedChunks(await reachOf(root)));
    assert.equal(home.get('src/core/everyone.ts'), 'runtime');
    assert.equal(home.get('src/core/three-of-five.ts'), 'runtime', 'three of five elements is at least half');
    assert.equal(home.get('src/core/pair.ts'), 'pair', 'two of five is not: a chunk for the two');
    assert.deepEqual(imports.get('elements/mc-c'), ['runtime'], 'an element not using it does not load it');
    assert.equal(home.get('src/core/solo.ts'), 'solo', 'one element and the host page share it');
    assert.equal(home.get('elements/mc-a/index.ts'), 'elements/mc-a', "an element's own code stays in its entry");
  } finally {
    remove();
  }
});

test('with one element, what it loads up front is the runtime, and what it does not call is not built', async () => {
  const { root, remove } = project({
    'src/index.ts': 'export {};',
    'src/core/index.ts': "export { one } from './one.js';\nexport { unused } from './unused.js';",
    'src/core/one.ts': "export const one = () => console.log('one');",
    'src/core/unused.ts': "export const unused = () => console.log('nobody');",
    'elements/mc-a/index.ts': "import { one } from '../../src/core/index.js';\none();",
    'host-page/app/main.ts': 'export {};',
  });
  try {
    const { home } = await chunksOf(root, sharedChunks(await reachOf(root)));
    assert.equal(home.get('src/core/one.ts'), 'runtime');
    assert.equal(home.has('src/core/unused.ts'), false, 'behind the same face, but not called');
  } finally {
    remove();
  }
});

test("a concern's lazy code is one chunk, and takes nothing an element loads up front", async () => {
  const { root, remove } = project({
    'src/index.ts': 'export {};',
    'src/sms/index.ts': "export { loadKit, loadFields } from './load.js';",
    'src/sms/load.ts': "export const loadKit = () => import('./kit.js');\nexport const loadFields = () => import('./fields.js');",
    'src/sms/kit.ts': "import { modal } from '../ui/modal.js';\nexport const kit = () => modal('kit');",
    'src/sms/fields.ts': "export const fields = () => console.log('fields');",
    'src/ui/modal.ts': "export const modal = (name) => console.log('modal', name);",
    'src/ui/index.ts': "export { modal } from './modal.js';",
    'elements/mc-a/index.ts': "import { loadKit, loadFields } from '../../src/sms/index.js';\nloadKit(); loadFields();",
    'elements/mc-b/index.ts': "import { modal } from '../../src/ui/index.js';\nimport { loadKit } from '../../src/sms/index.js';\nmodal('b'); loadKit();",
    'elements/mc-c/index.ts': "import { loadFields } from '../../src/sms/index.js';\nimport { own } from './own.js';\nloadFields(); own('now'); import('./later.js');",
    'elements/mc-c/later.ts': "import { own } from './own.js';\nown('later');",
    'elements/mc-c/own.ts': "export const own = (name) => console.log('own', name);",
    'host-page/app/main.ts': 'export {};',
  });
  try {
    const { home, imports } = await chunksOf(root, sharedChunks(await reachOf(root)));
    assert.equal(home.get('src/sms/kit.ts'), 'lazy-sms');
    assert.equal(home.get('src/sms/fields.ts'), 'lazy-sms', 'loaded by other imports, but the same concern');
    assert.notEqual(home.get('src/ui/modal.ts'), 'lazy-sms', 'mc-b loads the modal up front: it stays out');
    assert.ok(!imports.get('elements/mc-b').includes('lazy-sms'), 'mc-b does not load the lazy chunk up front');
    assert.equal(home.get('elements/mc-c/own.ts'), 'elements/mc-c', "an element's own module stays in its entry");
    assert.ok(!imports.get('elements/mc-c').some((chunk) => chunk.startsWith('lazy-')), 'mc-c loads nothing lazy up front');
  } finally {
    remove();
  }
});

test('lazy code that loads together shares a chunk: the captcha with the second factor, Firebase Auth with its loader', async () => {
  const { root, remove } = project({
    'src/index.ts': 'export {};',
    'src/captcha/box.ts': "export const box = () => console.log('captcha');",
    'src/two-factor/dialog.ts': "export const dialog = () => console.log('second factor');",
    'src/auth-provider/firebase-auth.ts': "export const signIn = () => console.log('firebase');",
    'elements/mc-a/index.ts': [
      "document.addEventListener('click', () => import('../../src/captcha/box.js').then(({ box }) => box()));",
      "document.addEventListener('keydown', () => import('../../src/two-factor/dialog.js').then(({ dialog }) => dialog()));",
      "document.addEventListener('focus', () => import('../../src/auth-provider/firebase-auth.js').then(({ signIn }) => signIn()));",
    ].join('\n'),
    'elements/mc-b/index.ts': "import('../../src/two-factor/dialog.js').then(({ dialog }) => dialog());",
    'host-page/app/main.ts': 'export {};',
  });
  try {
    const { home } = await chunksOf(root, sharedChunks(await reachOf(root)));
    assert.equal(home.get('src/captcha/box.ts'), 'lazy-sign-in');
    assert.equal(home.get('src/two-factor/dialog.ts'), 'lazy-sign-in', 'two concerns, one chunk');
    assert.equal(home.get('src/auth-provider/firebase-auth.ts'), 'firebase-auth', 'with the library it loads');
  } finally {
    remove();
  }
});
