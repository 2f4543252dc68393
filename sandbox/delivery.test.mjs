import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startSandbox } from './index.mjs';
import { openTestSandbox } from './test-sandbox.mjs';

/** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
let sandbox;
before(async () => ({ sandbox } = await openTestSandbox()));
after(() => sandbox.close());
beforeEach(() => control('POST', '/__sandbox/reset'));

async function control(method, path, body) {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** A browser's preflight for the login call, from `origin`. */
function preflight(url, origin) {
  return fetch(`${url}/wps/session/login`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,merchant,language,moduleid,device,encryption,x-digest,x-rsa',
    },
  });
}

describe('CORS: who may call the platform with credentials', () => {
  it('gives another site neither its origin back nor credentials', async () => {
    for (const origin of ['https://attacker.example', 'null', 'https://127.0.0.1.attacker.example']) {
      const answer = await preflight(sandbox.url, origin);
      assert.equal(answer.headers.get('access-control-allow-origin'), null, origin);
      assert.equal(answer.headers.get('access-control-allow-credentials'), null, origin);
      const call = await fetch(`${sandbox.url}/wps/system/test/ping`, { headers: { Origin: origin, Merchant: 'DEMO' } });
      assert.equal(call.headers.get('access-control-allow-origin'), null, origin);
      assert.match(call.headers.get('vary') ?? '', /Origin/);
    }
  });

  it('allows the configured origins, with the spec headers in the preflight', async () => {
    const origin = 'https://www.lucky-merchant.example';
    assert.equal((await preflight(sandbox.url, origin)).headers.get('access-control-allow-origin'), null);
    const set = await control('POST', '/__sandbox/origins', { origins: [origin] });
    assert.deepEqual(set.json.value, [origin]);
    const answer = await preflight(sandbox.url, origin);
    assert.equal(answer.status, 204);
    assert.equal(answer.headers.get('access-control-allow-origin'), origin);
    assert.equal(answer.headers.get('access-control-allow-credentials'), 'true');
    const headers = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    for (const name of ['authorization', 'merchant', 'language', 'moduleid', 'device', 'encryption', 'x-digest', 'x-rsa']) {
      assert.ok(headers.includes(name), name);
    }
    // Another port of the same host is another origin.
    assert.equal((await preflight(sandbox.url, `${origin}:8443`)).headers.get('access-control-allow-origin'), null);
  });

  it('refuses a configured list holding something that is not an origin', async () => {
    const { json } = await control('POST', '/__sandbox/origins', { origins: ['https://shop.example/landing'] });
    assert.equal(json.success, false);
    assert.equal(json.errorCode, 'validation.failed');
    assert.deepEqual((await control('GET', '/__sandbox/origins')).json.value, []);
  });

  it('allows loopback origins in test mode, where the app and its API lines run', async () => {
    for (const origin of ['http://127.0.0.1:4100', 'http://localhost:5173']) {
      assert.equal((await preflight(sandbox.url, origin)).headers.get('access-control-allow-origin'), origin);
    }
  });

  it('allows a merchant domain over HTTPS only, and no loopback origin in production mode', async () => {
    const production = await startSandbox({ dbFile: ':memory:', mode: 'production' });
    try {
      // The demo merchant's domain is a loopback address, which production never trusts.
      assert.equal((await preflight(production.url, 'http://127.0.0.1:4100')).headers.get('access-control-allow-origin'), null);
      assert.equal((await preflight(production.url, 'https://attacker.example')).headers.get('access-control-allow-origin'), null);
    } finally {
      await production.close();
    }
  });
});

describe('GET /wps/system/manifest.json', () => {
  const get = (query) => fetch(`${sandbox.url}/wps/system/manifest.json?${new URLSearchParams(query)}`);

  it('is the merchant\'s installable app: title, icons, start page and scope', async () => {
    const answer = await get({ merchantCode: 'DEMO' });
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    const manifest = await answer.json();
    assert.equal(manifest.name, 'Demo Lottery');
    assert.equal(manifest.start_url, '/m/home?utm_source=homescreen');
    assert.equal(manifest.scope, '/m/');
    assert.equal(manifest.display, 'standalone');
    assert.deepEqual(manifest.icons.map((icon) => icon.sizes), ['192x192', '256x256', '384x384', '512x512']);
  });

  it('falls back to the merchant name and the default 192x192 icon', async () => {
    const set = await control('POST', '/__sandbox/pwa', { title: null, icons: null });
    assert.equal(set.json.success, true);
    const manifest = await (await get({ merchantCode: 'DEMO' })).json();
    assert.equal(manifest.name, 'Demo Lottery');
    assert.deepEqual(manifest.icons, [{ src: '/m/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' }]);
  });

  it('shows a title the merchant set, and refuses malformed icons', async () => {
    await control('POST', '/__sandbox/pwa', { title: '幸运彩票' });
    assert.equal((await (await get({ merchantCode: 'DEMO' })).json()).name, '幸运彩票');
    const bad = await control('POST', '/__sandbox/pwa', { icons: [{ src: '/x.png', sizes: 'big' }] });
    assert.equal(bad.json.errorCode, 'validation.failed');
  });

  it('answers an unknown or missing merchant with the platform error', async () => {
    assert.equal((await (await get({ merchantCode: 'NOPE' })).json()).errorCode, 'merchant.not.found');
    assert.equal((await (await get({})).json()).errorCode, 'validation.failed');
  });
});
