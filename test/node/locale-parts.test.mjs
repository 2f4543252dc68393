// The build's split of each language by who uses its strings (scripts/build/locale-parts.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keyParts } from '../../scripts/build/locale-parts.mjs';

function project(files) {
  const root = mkdtempSync(join(tmpdir(), 'locale-parts-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  for (const dir of ['src', 'elements', 'host-page/app']) mkdirSync(join(root, dir), { recursive: true });
  return root;
}

test('a key goes with the one element, host page or runtime that names it, and to the core otherwise', () => {
  const root = project({
    'elements/mc-a/mc-a.tsx': "t('a_only'); t(\"both\"); t(`tab_${name}`);",
    'elements/mc-b/mc-b.tsx': "t('both'); t('b_only');",
    'elements/mc-b/mc-b.test.ts': "t('test_only');",
    'host-page/app/views.ts': "t('route_home');",
    'src/ui/notice.tsx': "t('notice');",
  });
  try {
    const parts = keyParts(root, ['a_only', 'both', 'b_only', 'tab_sms', 'route_home', 'notice', 'test_only', 'never_named']);
    assert.deepEqual(Object.fromEntries(parts), {
      a_only: 'mc-a',
      both: 'core', // two users share it through the runtime's part
      b_only: 'mc-b',
      tab_sms: 'mc-a', // named by a template's prefix
      route_home: 'host',
      notice: 'core',
      test_only: 'core', // tests do not count as users
      never_named: 'core', // may be built at run time: always there
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
