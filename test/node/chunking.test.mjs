// Which chunk the build puts a module in (scripts/build/chunking.mjs), on a small fixture project: what at
// least half of the elements load up front goes to `runtime`, the rest stays with the elements that use it,
// and a concern's face does not make an element count as using what it does not call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { sharedChunks } from '../../scripts/build/chunking.mjs';
import { project, reachOf } from './fixtures/build-project.mjs';

test('modules half the elements load up front share the runtime chunk; the others stay with their users', async () => {
  const files = {
    'src/index.ts': 'export {};',
    'src/core/index.ts': "export { everyone } from './everyone.js';\nexport { pair } from './pair.js';\nexport { solo } from './solo.js';\nexport { later } from './later.js';",
    'src/core/everyone.ts': "export const everyone = () => console.log('all');",
    'src/core/pair.ts': "export const pair = () => console.log('two of four');",
    'src/core/solo.ts': "export const solo = () => console.log('one');",
    'src/core/later.ts': "export const later = () => import('./lazy.js');",
    'src/core/lazy.ts': "export const lazy = () => console.log('lazy');",
    'host-page/app/main.ts': "import { solo } from '../../src/core/index.js';\nsolo();",
  };
  const uses = { 'mc-a': ['everyone', 'pair', 'solo', 'later'], 'mc-b': ['everyone', 'pair', 'later'], 'mc-c': ['everyone', 'later'], 'mc-d': ['everyone', 'later'] };
  for (const [tag, names] of Object.entries(uses)) {
    files[`elements/${tag}/index.ts`] = `import { ${names.join(', ')} } from '../../src/core/index.js';\n${names.map((name) => `${name}();`).join('\n')}`;
  }
  const { root, remove } = project(files);
  try {
    const chunkOf = sharedChunks(await reachOf(root));
    const at = (path) => join(root, path);
    assert.equal(chunkOf(at('src/core/everyone.ts')), 'runtime');
    assert.equal(chunkOf(at('src/core/pair.ts')), 'runtime', 'two of four elements is half');
    assert.equal(chunkOf(at('src/core/solo.ts')), undefined, 'one element (and the host page) is not enough');
    assert.equal(chunkOf(at('src/core/lazy.ts')), undefined, 'loaded later by all, up front by none');
    assert.equal(chunkOf(at('elements/mc-a/index.ts')), undefined, "an element's own code stays in its entry");
    assert.equal(chunkOf('/x/node_modules/react-dom/cjs/react-dom-client.production.js'), 'react');
  } finally {
    remove();
  }
});

test('with one element, what it loads up front is the runtime', async () => {
  const { root, remove } = project({
    'src/index.ts': 'export {};',
    'src/core/index.ts': "export { one } from './one.js';\nexport { unused } from './unused.js';",
    'src/core/one.ts': "export const one = () => console.log('one');",
    'src/core/unused.ts': "export const unused = () => console.log('nobody');",
    'elements/mc-a/index.ts': "import { one } from '../../src/core/index.js';\none();",
    'host-page/app/main.ts': 'export {};',
  });
  try {
    const chunkOf = sharedChunks(await reachOf(root));
    assert.equal(chunkOf(join(root, 'src/core/one.ts')), 'runtime');
    assert.equal(chunkOf(join(root, 'src/core/unused.ts')), undefined, 'behind the same face, but not called');
  } finally {
    remove();
  }
});
