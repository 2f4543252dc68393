import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';
import { startSandbox } from './index.mjs';
import { createWpsClient } from './wps-client.mjs';

describe('control API', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());

  const status = async () => (await client.get('/wps/system/status')).json.value;

  it('flips maintenance, region restriction, test and the IP', async () => {
    const set = await client.post('/__sandbox/status', {
      maintenance: true, maintenanceEnd: '2030-01-01 10:00', regionRestriction: true, test: true, ip: '198.51.100.9',
    });
    assert.equal(set.json.success, true);
    const value = await status();
    assert.equal(value.maintenance, true);
    assert.equal(value.maintenanceEnd, '2030-01-01 10:00');
    assert.equal(value.regionRestriction, true);
    assert.equal(value.test, true);
    assert.equal(value.location.ip, '198.51.100.9');
    await client.post('/__sandbox/status', { maintenance: false });
    assert.equal((await status()).maintenance, false);
    assert.equal((await status()).regionRestriction, true);
    const bad = await client.post('/__sandbox/status', { maintenence: true });
    assert.equal(bad.json.errorCode, 'validation.failed');
    await client.post('/__sandbox/status', { regionRestriction: false, test: false, ip: null, maintenanceEnd: null });
    assert.equal((await status()).location.ip, '127.0.0.1');
  });

  it('merges switches into the status answer', async () => {
    const set = await client.post('/__sandbox/switches', { A2HS3: false, GEETEST3: true, NEWFEATURE3: true });
    assert.equal(set.json.value.A2HS3, false);
    const { info } = await status();
    assert.equal(info.switches.A2HS3, false);
    assert.equal(info.switches.GEETEST3, true);
    assert.equal(info.switches.NEWFEATURE3, true);
    assert.equal(info.switches.MOBILEAUTOLOGIN3, true);
    assert.equal(info.register.captcha.enabled, true);
    assert.equal((await client.post('/__sandbox/switches', { A2HS3: 'yes' })).json.errorCode, 'validation.failed');
    await client.post('/__sandbox/switches', { A2HS3: true, GEETEST3: false });
  });

  it('creates and replaces players', async () => {
    const created = await client.post('/__sandbox/players', { username: 'agent7', password: 'first123', type: 1, language: 'TH' });
    assert.equal(created.json.success, true);
    const first = await client.login('agent7', 'first123');
    const info = (await client.get('/wps/member/info', { token: first.value.token })).json.value;
    assert.equal(info.type, 1);
    assert.equal(info.language, 'TH');
    const replaced = await client.post('/__sandbox/players', { username: 'agent7', password: 'second12' });
    assert.equal(replaced.json.value.customerId, created.json.value.customerId);
    assert.equal((await client.login('agent7', 'first123')).errorCode, 'login.cred.err');
    assert.equal((await client.login('agent7', 'second12')).success, true);
    const bad = await client.post('/__sandbox/players', { username: 'x' });
    assert.match(bad.json.message, /"password"/);
  });

  it('overrides answers with faults, counts them down and clears them', async () => {
    await client.post('/__sandbox/faults', { path: '/wps/system/test', status: 502, times: 2 });
    assert.equal((await client.get('/wps/system/test/ping')).status, 502);
    const second = await client.get('/wps/system/test/ping');
    assert.equal(second.status, 502);
    assert.equal(second.json.success, false);
    assert.equal((await client.get('/wps/system/test/ping')).status, 200);

    const body = { success: false, errorCode: 'TOO_MANY_REQUEST_LOGIN', message: 'Slow down' };
    await client.post('/__sandbox/faults', { path: '/wps/session/login', body });
    assert.deepEqual(await client.login('demo', 'demo1234'), body);
    assert.deepEqual(await client.login('demo', 'demo1234'), body);
    await client.post('/__sandbox/faults', { path: '/wps/session/login' });
    assert.equal((await client.login('demo', 'demo1234')).success, true);
  });

  it('delays answers with latencyMs', async () => {
    await client.post('/__sandbox/faults', { path: '/wps/system/country', latencyMs: 300, times: 1 });
    const started = Date.now();
    const slow = await client.get('/wps/system/country');
    assert.ok(Date.now() - started >= 290, `took ${Date.now() - started} ms`);
    assert.equal(slow.json.success, true);
    // Once: the fault is used up, so the next call is not delayed (read from the platform, not timed).
    const { faults } = (await client.get('/__sandbox/overview')).json.value;
    assert.deepEqual(faults.filter((/** @type {any} */ fault) => fault.path === '/wps/system/country'), []);
  });

  it('logs requests with headers lower-cased and the decrypted body', async () => {
    await client.post('/__sandbox/reset');
    client.forgetKey();
    await client.login('demo', 'demo1234');
    await client.get('/wps/system/status', { query: { device: 'PWA' } });
    const all = (await client.get('/__sandbox/requests')).json.value;
    assert.deepEqual(all.map((/** @type {any} */ r) => r.path),
      ['/wps/session/key/rsa', '/wps/session/login', '/wps/system/status']);
    const [login] = (await client.get('/__sandbox/requests', { query: { path: '/wps/session/login' } })).json.value;
    assert.equal(login.method, 'POST');
    assert.deepEqual(login.body, {
      username: 'demo', password: 'demo1234', type: 'username', loginDeviceId: 'node-test-device', isOfficialAppLogin: false,
    });
    assert.equal(login.headers.encryption, 'true');
    assert.equal(login.headers.merchant, 'DEMO');
    assert.ok(login.headers['x-rsa']);
    assert.deepEqual(all[2].query, { device: 'PWA' });
  });

  it('resets the database, faults and log', async () => {
    await client.post('/__sandbox/players', { username: 'temporary', password: 'temp1234' });
    await client.post('/__sandbox/faults', { path: '/wps/system/status', status: 500 });
    await client.post('/__sandbox/switches', { A2HS3: false });
    assert.deepEqual((await client.post('/__sandbox/reset')).json, { success: true, value: null });
    assert.equal((await client.get('/__sandbox/requests')).json.value.length, 0);
    assert.equal((await client.login('temporary', 'temp1234')).errorCode, 'not.exists.user');
    const after = await client.get('/wps/system/status');
    assert.equal(after.status, 200);
    assert.equal(after.json.value.info.switches.A2HS3, true);
  });

  it('rotates the RSA key so stale envelopes get encryption.key.invalid', async () => {
    const before = await client.publicKey();
    const rotated = await client.post('/__sandbox/key/rotate');
    assert.notEqual(rotated.json.value, before);
    const stale = await client.login('demo', 'demo1234');
    assert.equal(stale.errorCode, 'encryption.key.invalid');
    client.forgetKey();
    assert.equal((await client.login('demo', 'demo1234')).success, true);
  });

  it('answers 404 for unknown control paths', async () => {
    assert.equal((await client.post('/__sandbox/nothing')).status, 404);
    assert.equal((await client.get('/__sandbox/reset')).status, 404);
  });
});

describe('control API in production mode', () => {
  /** @type {import('./index.mjs').Sandbox} */
  let sandbox;
  before(async () => {
    sandbox = await startSandbox({ dbFile: ':memory:', mode: 'production' });
  });
  after(() => sandbox.close());

  it('answers 404 to every control call while /wps keeps working', async () => {
    const client = createWpsClient({ url: sandbox.url });
    /** @type {[string, string][]} */
    const calls = [['POST', '/__sandbox/reset'], ['POST', '/__sandbox/status'], ['GET', '/__sandbox/requests']];
    for (const [method, path] of calls) {
      const { status, json } = await client.call(method, path, method === 'GET' ? undefined : {});
      assert.equal(status, 404, path);
      assert.equal(json.errorCode, 'not.found');
    }
    assert.equal((await client.login('demo', 'demo1234')).success, true);
  });
});
