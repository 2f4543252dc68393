// custom-elements.json against the JSDoc it is written from (scripts/manifest.mjs): nothing an element declares
// is lost on the way, and every named type of an event's detail says where it is exported, which the JSX types
// (scripts/jsx-types.mjs) import it from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
execFileSync(process.execPath, ['scripts/manifest.mjs'], { cwd: ROOT, stdio: 'ignore' });
const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', `file://${ROOT}`), 'utf8'));
const declarations = new Map(manifest.modules.map((module) => [module.declarations[0].tagName, module.declarations[0]]));
const tags = readdirSync(new URL('elements/', `file://${ROOT}`)).filter((name) => name.startsWith('mc-'));

test('every event an element declares is in the manifest, object detail types included', () => {
  for (const tag of tags) {
    const source = readFileSync(new URL(`elements/${tag}/index.ts`, `file://${ROOT}`), 'utf8');
    const declared = [...source.matchAll(/@event \{.*?\}\s+(mc-[\w-]+) -/g)].map((match) => match[1]);
    assert.deepEqual(declarations.get(tag).events.map((event) => event.name), declared, tag);
  }
  const close = declarations.get('mc-2fa').events.find((event) => event.name === 'mc-2fa-close');
  assert.equal(close.type.text, 'CustomEvent<{ verified: boolean }>');
});

test('every named detail type has a reference to the module that exports it', () => {
  for (const [tag, declaration] of declarations) {
    for (const event of declaration.events) {
      const named = (event.type.text.match(/\b[A-Z]\w*/g) ?? []).filter((name) => name !== 'CustomEvent');
      assert.deepEqual((event.type.references ?? []).map((ref) => ref.name), [...new Set(named)], `${tag} ${event.name}`);
      for (const ref of event.type.references ?? []) assert.match(ref.module, /^dist\/modules\/(src|elements\/mc-[\w-]+)\/index\.js$/);
    }
  }
  const success = declarations.get('mc-login').events.find((event) => event.name === 'mc-login-success');
  assert.deepEqual(success.type.references, [{ name: 'LoginSuccessDetail', module: 'dist/modules/elements/mc-login/index.js' }]);
});

test('attributes with a fixed set of values carry it as a union', () => {
  const mode = declarations.get('mc-login').attributes.find((attribute) => attribute.name === 'mode');
  assert.equal(mode.type.text, "'username' | 'sms'");
  assert.equal(declarations.get('mc-login').attributes.find((attribute) => attribute.name === 'no-redirect').type.text, 'boolean');
});
