// The rules of `mc-elements check-platform` (cli/check-platform/rules/) and the wire contract they come from: every
// rule cites a heading docs/wire-contract.md has, so renaming or dropping a section there fails here until the
// check follows; ids are unique; the guide lists every rule; and a rule reads only answers the check makes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate } from '../../cli/check-platform/run.mjs';
import { RULES } from '../../cli/check-platform/rules/index.mjs';
import { formatTable, wrap } from '../../cli/check-platform/table.mjs';
import { formatHtml } from '../../cli/check-platform/html-report.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const contract = readFileSync(join(ROOT, 'docs', 'wire-contract.md'), 'utf8');
const headings = new Set([...contract.matchAll(/^#{2,4} (.+)$/gm)].map((match) => match[1].trim()));
const probes = readFileSync(join(ROOT, 'cli', 'check-platform', 'probes.mjs'), 'utf8');
const observed = new Set([...probes.matchAll(/\bseen\.(\w+) = /g)].map((match) => match[1]));

const target = { platform: 'https://api.merchant.example/', site: 'https://api.merchant.example/', merchant: 'ABC', origin: 'https://www.merchant.example', language: 'EN', credentials: null, timeoutMs: 1000 };

test('every rule cites a heading of the wire contract, has a unique id and a title, and reads answers the check makes', () => {
  assert.ok(RULES.length >= 20);
  const ids = RULES.map((rule) => rule.id);
  assert.deepEqual(ids.filter((id, index) => ids.indexOf(id) !== index), [], 'ids are unique');
  for (const rule of RULES) {
    assert.match(rule.id, /^[a-z]+\.[a-z0-9-]+$/);
    assert.ok(headings.has(rule.section), `${rule.id} cites "${rule.section}", which is not a heading of docs/wire-contract.md`);
    assert.ok(rule.title.length > 10, `${rule.id} has a title`);
    assert.equal(typeof rule.check, 'function');
    for (const name of rule.uses) assert.ok(observed.has(name), `${rule.id} reads "${name}", which the check never records`);
  }
});

test('the guide lists every rule by its id', () => {
  const guide = readFileSync(join(ROOT, 'docs', 'check-platform.md'), 'utf8');
  const listed = [...guide.matchAll(/^\| `([a-z]+\.[a-z0-9-]+)` \|/gm)].map((match) => match[1]);
  assert.deepEqual(listed.sort(), RULES.map((rule) => rule.id).sort());
});

test('a rule on the session is skipped without credentials; one whose answer never came fails and says why', () => {
  const login = RULES.find((rule) => rule.id === 'session.login');
  assert.equal(evaluate(login, {}, target).outcome, 'skip');
  const status = RULES.find((rule) => rule.id === 'status.answer');
  const unanswered = evaluate(status, { status: { method: 'GET', url: 'https://api.merchant.example/wps/system/status', sent: {}, error: 'ECONNREFUSED' } }, target);
  assert.equal(unanswered.outcome, 'fail');
  assert.match(unanswered.actual, /no answer to GET .*ECONNREFUSED/);
  const notJson = evaluate(status, { status: { method: 'GET', url: 'x', sent: {}, status: 200, headers: {}, text: '<html>', json: undefined } }, target);
  assert.equal(notJson.outcome, 'fail');
  assert.match(notJson.actual, /not JSON: "<html>"/);
  const strange = evaluate(RULES.find((rule) => rule.id === 'country.list'), { country: { method: 'GET', url: 'x', sent: {}, status: 200, headers: {}, json: { success: true, value: { countries: [null, 7] } } } }, target);
  assert.equal(strange.outcome, 'fail', 'a value of the wrong shape fails the rule instead of breaking the check');
});

test('the table wraps each column to the width, and the HTML report escapes what the platform sent', () => {
  assert.deepEqual(wrap('one two three four', 9), ['one two', 'three', 'four']);
  assert.deepEqual(wrap('x'.repeat(12), 5), ['xxxxx', 'xxxxx', 'xx']);
  const report = {
    platform: 'https://api.merchant.example/', site: 'https://api.merchant.example/', merchant: 'ABC', origin: 'https://www.merchant.example', user: null,
    startedAt: '2026-01-01T00:00:00.000Z', durationMs: 1200, summary: { passed: 0, failed: 1, skipped: 0 },
    rules: [{ id: 'status.answer', section: '`GET /wps/system/status`', title: 'The status answers', outcome: 'fail', expected: 'HTTP 200', actual: 'not JSON: "<script>alert(1)</script>"' }],
    calls: [{ method: 'GET', url: 'https://api.merchant.example/wps/system/status', status: 500, error: null }],
  };
  const table = formatTable(report, { columns: 80 });
  for (const line of table.trimEnd().split('\n')) assert.ok(line.length <= 80, `${line.length}: ${line}`);
  assert.match(table, /^FAIL │ status\.answer │/m);
  const html = formatHtml(report);
  assert.doesNotMatch(html, /<script>/);
  assert.match(html, /&#60;script&#62;alert\(1\)/);
  assert.match(html, /1 of 1 rules fail/);
});
