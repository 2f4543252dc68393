// The build's split of each language by who uses its strings (scripts/build/locale-parts.mjs), over what
// rollup's first pass finds each entry runs (scripts/build/module-reach.mjs), on small fixture projects.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_PART, keyParts, partOf, PART_GROUPS } from '../../scripts/build/locale-parts.mjs';
import { project, reachOf } from './fixtures/build-project.mjs';

/** The fixture's groups: mc-a is an account element, mc-b a member page's; the rest is the lobby's. */
const GROUPS = { account: ['mc-a'], member: ['mc-b'] };

test('a key goes to the part of the elements or host page whose code runs it, and to the core otherwise', async () => {
  const { root, remove } = project({
    'src/index.ts': "export { integratorOnly } from './extra/extra.js';",
    'src/ui/index.ts': "export { notice } from './notice.js';\nexport { tabs } from './tabs.js';",
    'src/ui/notice.ts': "export const notice = () => t('notice');",
    'src/ui/tabs.ts': "export const tabs = () => t('ui_tabs');",
    'src/games/index.ts': "export { gameTitle, loadTrial } from './games.js';",
    'src/games/games.ts': "export const gameTitle = () => t('games_title');\nexport const loadTrial = () => import('./trial.js');",
    'src/games/trial.ts': "export const trial = () => t('games_trial');",
    'src/extra/extra.ts': "export const integratorOnly = () => t('extra_only');",
    'elements/mc-a/index.ts': "import { McA } from './mc-a.js';\nMcA();",
    'elements/mc-a/mc-a.ts': [
      "import { notice, tabs } from '../../src/ui/index.js';",
      "import { gameTitle, loadTrial } from '../../src/games/index.js';",
      "export function McA() { notice(); tabs(); gameTitle(); loadTrial(); t('a_only'); t(\"both\"); t(`tab_${name}`); }",
    ].join('\n'),
    'elements/mc-b/index.ts': "import { McB } from './mc-b.js';\nMcB();",
    'elements/mc-b/mc-b.ts': "import { notice } from '../../src/ui/index.js';\nexport function McB() { notice(); t('both'); t('b_only'); t('b_count', { count }); }",
    'elements/mc-b/mc-b.test.ts': "t('test_only');",
    'host-page/app/main.ts': "import { h } from './views.js';\nh();",
    'host-page/app/views.ts': "export const h = () => t('route_home');",
  });
  try {
    const keys = ['a_only', 'both', 'b_only', 'b_count_one', 'b_count_few', 'tab_sms', 'route_home', 'notice', 'ui_tabs', 'games_title', 'games_trial', 'extra_only', 'test_only', 'never_named'];
    assert.deepEqual(Object.fromEntries(keyParts((await reachOf(root)).entries, keys, GROUPS)), {
      a_only: ['account'],
      both: ['account', 'member'], // two parts: in each of them
      b_only: ['member'],
      b_count_one: ['member'], // plural forms go with the group the code names
      b_count_few: ['member'],
      tab_sms: ['account'], // named by a template's prefix
      route_home: ['lobby'], // the host page's strings are the lobby's
      notice: ['account', 'member'], // runtime code both elements run
      ui_tabs: ['account'], // mc-b imports the same face, but not this name: its build does not carry it
      games_title: ['account'], // a module of src/ only mc-a runs
      games_trial: ['account'], // and what that module loads later
      extra_only: ['core'], // the integrator's surface: every part may need it
      test_only: ['core'], // tests do not count as users
      never_named: ['core'], // may be built at run time: always there
    });
  } finally {
    remove();
  }
});

test('a key all three parts use goes to the core, which every part loads', async () => {
  const files = {
    'src/index.ts': 'export {};',
    'src/ui/index.ts': "export { notice } from './notice.js';",
    'src/ui/notice.ts': "export const notice = () => t('shared');",
    'host-page/app/main.ts': 'export {};',
  };
  for (const tag of ['mc-a', 'mc-b', 'mc-c', 'mc-d']) {
    files[`elements/${tag}/index.ts`] = "import { x } from './x.js';\nx();";
    files[`elements/${tag}/x.ts`] = "import { notice } from '../../src/ui/index.js';\nexport const x = () => notice();";
  }
  const { root, remove } = project(files);
  try {
    assert.deepEqual(keyParts((await reachOf(root)).entries, ['shared'], GROUPS).get('shared'), ['core']);
    // Two parts are still few: each keeps it (mc-c and mc-d are both the lobby's).
    rmSync(join(root, 'elements/mc-b'), { recursive: true });
    assert.deepEqual(keyParts((await reachOf(root)).entries, ['shared'], GROUPS).get('shared'), ['account', 'lobby']);
  } finally {
    remove();
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

test('the platform\'s error texts are a part of their own, whoever names their prefix', async () => {
  const { root, remove } = project({
    'src/index.ts': "export { explain } from './api/policy.js';",
    'src/api/policy.ts': "export const explain = (code) => t(`err_${code}`) || t('unknown_error');",
    'elements/mc-a/index.ts': "import { explain } from '../../src/index.js';\nexplain('x');",
    'host-page/app/main.ts': 'export {};',
  });
  try {
    const parts = keyParts((await reachOf(root)).entries, ['err_login_cred_err', 'error_access', 'unknown_error'], GROUPS);
    assert.deepEqual(parts.get('err_login_cred_err'), [ERROR_PART]);
    // `error_…` keys are ordinary strings.
    assert.notDeepEqual(parts.get('error_access'), [ERROR_PART]);
    assert.notDeepEqual(parts.get('unknown_error'), [ERROR_PART]);
  } finally {
    remove();
  }
});
