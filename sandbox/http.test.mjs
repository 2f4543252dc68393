import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSandbox } from './index.mjs';
import { createWpsClient } from './wps-client.mjs';

describe('http plumbing', () => {
  /** @type {import('./index.mjs').Sandbox} */
  let sandbox;
  /** @type {ReturnType<typeof createWpsClient>} */
  let client;

  before(async () => {
    sandbox = await startSandbox({ dbFile: ':memory:', mode: 'test' });
    client = createWpsClient({ url: sandbox.url });
  });
  after(() => sandbox.close());

  it('requires a known Merchant header', async () => {
    const unknown = await createWpsClient({ url: sandbox.url, merchant: 'NOPE' }).get('/wps/system/status');
    assert.equal(unknown.status, 200);
    assert.equal(unknown.json.errorCode, 'merchant.not.found');
    assert.match(unknown.json.message, /NOPE/);
    const missing = await client.get('/wps/system/status', { headers: { Merchant: '' } });
    assert.equal(missing.json.errorCode, 'validation.failed');
    assert.match(missing.json.message, /Merchant/);
  });

  it('answers 404 JSON for unknown paths and 405 for a wrong method', async () => {
    for (const path of ['/wps/nothing/here', '/elsewhere', '/']) {
      const { status, json } = await client.get(path);
      assert.equal(status, 404);
      assert.equal(json.errorCode, 'not.found');
      assert.equal(json.success, false);
    }
    const wrong = await client.post('/wps/system/status', {});
    assert.equal(wrong.status, 405);
    assert.equal(wrong.headers.get('allow'), 'GET');
  });

  it('answers bad JSON with validation.failed and keeps serving', async () => {
    const { value } = await client.login('demo', 'demo1234');
    const { status, json } = await client.post('/wps/member/language', undefined, { token: value.token, rawBody: '{"language":' });
    assert.equal(status, 200);
    assert.equal(json.errorCode, 'validation.failed');
    assert.match(json.message, /not valid JSON/);
    assert.equal((await client.get('/wps/system/test/ping')).json.value, 'pong');
  });

  it('refuses bodies over 64 KB with 413 JSON', async () => {
    const { status, json } = await client.post('/wps/member/language', { language: 'x'.repeat(70 * 1024) });
    assert.equal(status, 413);
    assert.equal(json.errorCode, 'payload.too.large');
    assert.equal((await client.get('/wps/system/test/ping')).json.value, 'pong');
  });

  it('answers CORS preflights and reflects the origin with credentials', async () => {
    const origin = 'https://merchant.example';
    const preflight = await fetch(`${sandbox.url}/wps/session/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,merchant,encryption,x-rsa,x-digest,content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), origin);
    assert.equal(preflight.headers.get('access-control-allow-credentials'), 'true');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    for (const name of ['authorization', 'merchant', 'language', 'moduleid', 'device', 'encryption', 'x-rsa', 'x-digest', 'content-type']) {
      assert.ok(allowed.includes(name), name);
    }
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
    const { headers } = await client.get('/wps/system/test/ping', { headers: { Origin: origin } });
    assert.equal(headers.get('access-control-allow-origin'), origin);
    assert.equal(headers.get('access-control-allow-credentials'), 'true');
  });
});
