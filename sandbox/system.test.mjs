import assert from 'node:assert/strict';
import { createPublicKey } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';
import { createWpsClient } from './wps-client.mjs';

/** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
let sandbox;
/** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
let client;
before(async () => ({ sandbox, client } = await openTestSandbox()));
after(() => sandbox.close());

describe('GET /wps/session/key/rsa', () => {
  it('answers a base64 DER SubjectPublicKeyInfo that node:crypto accepts', async () => {
    const { status, json } = await client.get('/wps/session/key/rsa', { query: { _: Date.now() } });
    assert.equal(status, 200);
    assert.equal(json.success, true);
    assert.match(json.value, /^[A-Za-z0-9+/]+=*$/);
    const key = createPublicKey({ key: Buffer.from(json.value, 'base64'), format: 'der', type: 'spki' });
    assert.equal(key.asymmetricKeyType, 'rsa');
    assert.equal(key.asymmetricKeyDetails?.modulusLength, 2048);
  });
});

describe('system', () => {
  it('answers the status with the fields of the contract, never cached', async () => {
    const query = { device: 'MOBILE', track: 'abc', originalDomain: 'demo.test', url: 'http://demo.test/m/home' };
    const { status, json, headers } = await client.get('/wps/system/status', { query });
    assert.equal(status, 200);
    assert.equal(headers.get('cache-control'), 'no-store');
    assert.equal(json.success, true);
    const { value } = json;
    assert.deepEqual(Object.keys(value).sort(), ['domainList', 'info', 'location', 'maintenance', 'maintenanceEnd', 'regionRestriction', 'test']);
    assert.deepEqual(Object.keys(value.info).sort(), [
      'analytics', 'customerService', 'defaultLanguage', 'envelopes', 'gw', 'imageCDNs', 'mainDomain', 'merchantCode', 'mobileTemplate', 'paths',
      'register', 'resources', 'responsibleGaming', 'sms', 'switches', 'whitelabel', 'whitelabelVal',
    ]);
    // §7's envelope alone until the merchant turns the modern one on.
    assert.deepEqual(value.info.envelopes, []);
    assert.equal(value.info.merchantCode, 'DEMO');
    assert.equal(value.info.whitelabel, 'Demo Lottery');
    assert.equal(value.info.mainDomain, '127.0.0.1');
    assert.deepEqual(value.info.register, { captcha: { enabled: false } });
    assert.deepEqual(value.info.sms, {
      firebase: false, apiKey: 'demo-mc-elements-api-key', projectId: 'demo-mc-elements', authDomain: 'demo-mc-elements.firebaseapp.com',
    });
    assert.deepEqual(value.info.gw, { GEETEST_ID: '0f4b7d2e9c1a86533e5d27b10c94fa61', GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 });
    assert.equal(value.info.switches.MOBILEAUTOLOGIN3, true);
    assert.equal(value.info.switches.A2HS3, true);
    assert.equal(value.info.switches.PWDEXPFORCECHANGE3, true);
    assert.equal(value.info.switches.STARTGAMEINAPP3, false);
    assert.equal(Object.keys(value.info.switches).length, 17);
    assert.equal(value.location.ip, '127.0.0.1');
    assert.equal(value.test, false);
    assert.equal(value.maintenance, false);
    assert.equal(value.maintenanceEnd, null);
    assert.equal(value.regionRestriction, false);

    const [logged] = (await client.get('/__sandbox/requests', { query: { path: '/wps/system/status' } })).json.value;
    assert.deepEqual(logged.query, query);
  });

  it('takes the IP from the first X-Forwarded-For entry', async () => {
    const { json } = await client.get('/wps/system/status', { headers: { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' } });
    assert.equal(json.value.location.ip, '203.0.113.7');
  });

  it('answers the countries with the demo merchant\'s BR as the default', async () => {
    const { json } = await client.get('/wps/system/country', { query: { _: 'DEMO' } });
    assert.equal(json.success, true);
    const { countries, ...home } = json.value;
    assert.deepEqual(home, { countryCode: 'BR', countryDialingCode: '+55', currency: 'BRL', currencySymbol: 'R$' });
    const byCode = Object.fromEntries(countries.map((/** @type {any} */ c) => [c.countryCode, c]));
    assert.deepEqual(byCode.PH, { countryCode: 'PH', countryDialingCode: '+63', currency: 'PHP', currencySymbol: '₱' });
    assert.equal(byCode.VN.currencySymbol, '₫');
    assert.equal(byCode.CN.currency, 'CNY');
    assert.equal(byCode.TH.currencySymbol, '฿');
  });

  it('answers ping with pong, with or without speed', async () => {
    assert.deepEqual((await client.get('/wps/system/test/ping')).json, { success: true, value: 'pong' });
    assert.deepEqual((await client.get('/wps/system/test/ping', { query: { speed: Date.now() } })).json.value, 'pong');
  });
});

describe('http plumbing', () => {
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

  it('answers CORS preflights and reflects an allowed origin with credentials', async () => {
    const origin = 'https://merchant.example';
    await fetch(`${sandbox.url}/__sandbox/origins`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ origins: [origin] }),
    });
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
