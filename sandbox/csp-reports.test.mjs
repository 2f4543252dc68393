import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSandbox } from './index.mjs';
import { openTestSandbox } from './test-sandbox.mjs';

describe('violation reports (POST /wps/csp-report)', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());

  /** @param {string} type @param {string} body @param {string} [method] */
  const post = (type, body, method = 'POST') =>
    fetch(`${sandbox.url}/wps/csp-report`, { method, headers: { 'Content-Type': type }, body: method === 'POST' ? body : undefined });

  it('takes both formats with no Merchant header and lists them in one shape until a reset', async () => {
    await client.post('/__sandbox/reset');
    const legacy = { 'csp-report': { 'document-uri': 'http://app.example/m/home', 'violated-directive': 'frame-src', 'blocked-uri': 'https://x.example', 'line-number': 3 } };
    assert.equal((await post('application/csp-report', JSON.stringify(legacy))).status, 204);
    const listed = [
      { type: 'csp-violation', url: 'http://app.example/m/login', body: { effectiveDirective: 'require-trusted-types-for', blockedURL: 'trusted-types-sink', sample: 'Element innerHTML|<b>' } },
      { type: 'deprecation', url: 'http://app.example/m/login', body: { id: 'x' } },
    ];
    assert.equal((await post('application/reports+json', JSON.stringify(listed))).status, 204);
    const reports = (await client.get('/__sandbox/csp-reports')).json.value;
    assert.deepEqual(reports.map(({ receivedAt, ...report }) => (assert.ok(receivedAt), report)), [
      { format: 'csp-report', document: 'http://app.example/m/home', directive: 'frame-src', blocked: 'https://x.example', source: '', line: '3', sample: '', disposition: '' },
      { format: 'reports+json', document: 'http://app.example/m/login', directive: 'require-trusted-types-for', blocked: 'trusted-types-sink', source: '', line: '', sample: 'Element innerHTML|<b>', disposition: '' },
    ]);
    // A report is not an API call: the request log stays for the app's calls.
    assert.deepEqual((await client.get('/__sandbox/requests?path=/wps/csp-report')).json.value, []);
    await client.post('/__sandbox/reset');
    assert.deepEqual((await client.get('/__sandbox/csp-reports')).json.value, []);
  });

  it('refuses other methods, media types, bodies that are no report, and bodies over 64 KB', async () => {
    assert.equal((await post('application/csp-report', '', 'GET')).status, 405);
    assert.equal((await post('text/plain', '{"csp-report":{}}')).status, 415);
    assert.equal((await post('application/csp-report', 'not json')).status, 400);
    assert.equal((await post('application/reports+json', '{"a":1}')).status, 400);
    assert.equal((await post('application/csp-report', JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(70 * 1024) } }))).status, 413);
    assert.deepEqual((await client.get('/__sandbox/csp-reports')).json.value, []);
  });

  it('keeps the newest 200, with long fields cut', async () => {
    const one = (n) => ({ type: 'csp-violation', url: `http://app.example/${n}`, body: { effectiveDirective: 'img-src', blockedURL: 'y'.repeat(900) } });
    const batch = (from) => JSON.stringify(Array.from({ length: 50 }, (_, i) => one(from + i)));
    for (let from = 0; from < 250; from += 50) assert.equal((await post('application/reports+json', batch(from))).status, 204);
    const reports = (await client.get('/__sandbox/csp-reports')).json.value;
    assert.equal(reports.length, 200);
    assert.equal(reports[0].document, 'http://app.example/50');
    assert.equal(reports[0].blocked.length, 500);
    const cleared = await fetch(`${sandbox.url}/__sandbox/csp-reports`, { method: 'DELETE', headers: { Merchant: 'DEMO' } });
    assert.equal(cleared.status, 200);
    assert.deepEqual((await client.get('/__sandbox/csp-reports')).json.value, []);
  });

  it('collects in production too, where only the control API is closed', async () => {
    const production = await startSandbox({ mode: 'production', port: 0, dbFile: ':memory:', lines: 0 });
    try {
      const sent = await fetch(`${production.url}/wps/csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: '{"csp-report":{}}' });
      assert.equal(sent.status, 204);
      assert.equal((await fetch(`${production.url}/__sandbox/csp-reports`)).status, 404);
    } finally {
      await production.close();
    }
  });
});
