// The build's split of each language by who uses its strings (scripts/build/locale-parts.mjs), over the
// import graph of the sources (scripts/build/source-graph.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keyParts, partOf, PART_GROUPS } from '../../scripts/build/locale-parts.mjs';

/** The fixture's groups: mc-a is an account element, mc-b a member page's; the rest is the lobby's. */
const GROUPS = { account: ['mc-a'], member: ['mc-b'] };

function project(files) {
  const root = mkdtempSync(join(tmpdir(), 'locale-parts-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('a key goes to the part of the elements or host page whose code names it, and to the core otherwise', () => {
  const root = project({
    'src/index.ts': [
      "export { notice } from './ui/notice.js';",
      "export { gameTitle, type Game } from './games/games.js';",
      "export { integratorOnly } from './extra/extra.js';",
    ].join('\n'),
    'src/ui/notice.tsx': "export const notice = () => t('notice');",
    'src/games/games.ts': "export const gameTitle = () => t('games_title'); export const loadTrial = () => import('./trial.js');",
    'src/games/trial.ts': "export const trial = () => t('games_trial');",
    'src/extra/extra.ts': "export const integratorOnly = () => t('extra_only');",
    'elements/mc-a/index.ts': "import { McA } from './mc-a.js';",
    'elements/mc-a/mc-a.tsx': [
      "import { notice, gameTitle } from '../../src/index.js';",
      "t('a_only'); t(\"both\"); t(`tab_${name}`);",
    ].join('\n'),
    'elements/mc-b/index.ts': "import { McB } from './mc-b.js';",
    'elements/mc-b/mc-b.tsx': "import { notice } from '../../src/index.js'; t('both'); t('b_only'); t('b_count', { count });",
    'elements/mc-b/mc-b.test.ts': "t('test_only');",
    'host-page/app/main.ts': "import { h } from './views.js';",
    'host-page/app/views.ts': "t('route_home');",
  });
  try {
    const keys = ['a_only', 'both', 'b_only', 'b_count_one', 'b_count_few', 'tab_sms', 'route_home', 'notice', 'games_title', 'games_trial', 'extra_only', 'test_only', 'never_named'];
    assert.deepEqual(Object.fromEntries(keyParts(root, keys, GROUPS)), {
      a_only: ['account'],
      both: ['account', 'member'], // two parts: in each of them
      b_only: ['member'],
      b_count_one: ['member'], // plural forms go with the group the code names
      b_count_few: ['member'],
      tab_sms: ['account'], // named by a template's prefix
      route_home: ['lobby'], // the host page's strings are the lobby's
      notice: ['account', 'member'], // runtime code both elements run
      games_title: ['account'], // a module of src/ only mc-a imports (through the barrel)
      games_trial: ['account'], // and what that module loads later
      extra_only: ['core'], // runtime code no part runs: an integrator may call it
      test_only: ['core'], // tests do not count as users
      never_named: ['core'], // may be built at run time: always there
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a key all three parts use goes to the core, which every part loads', () => {
  const files = { 'src/index.ts': '', 'src/ui/notice.tsx': "export const notice = () => t('shared');" };
  for (const tag of ['mc-a', 'mc-b', 'mc-c', 'mc-d']) {
    files[`elements/${tag}/index.ts`] = "import { x } from './x.js';";
    files[`elements/${tag}/x.ts`] = tag === 'mc-d' ? "import '../../src/ui/notice.js';" : "import { notice } from '../../src/ui/notice.js';";
  }
  const root = project(files);
  try {
    assert.deepEqual(keyParts(root, ['shared'], GROUPS).get('shared'), ['core']);
    // Two parts are still few: each keeps it (mc-c and mc-d are both the lobby's).
    rmSync(join(root, 'elements/mc-b'), { recursive: true });
    assert.deepEqual(keyParts(root, ['shared'], GROUPS).get('shared'), ['account', 'lobby']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('every element of the kit and the host page is in one part at most, and the rest are the lobby\'s', () => {
  const named = Object.values(PART_GROUPS).flat();
  assert.equal(new Set(named).size, named.length);
  for (const tag of named.filter((user) => user !== 'host')) {
    assert.ok(existsSync(new URL(`../../elements/${tag}/index.ts`, import.meta.url)), `${tag} is an element`);
  }
  assert.equal(partOf('mc-login'), 'account');
  assert.equal(partOf('mc-vip-card'), 'member');
  assert.equal(partOf('mc-banner'), 'lobby');
  assert.equal(partOf('host'), 'account');
});
