// What the console reads and sets on the platform: the request inspector (demo mode only, secrets masked), the
// network and malformed faults, the overview of every setting, the time-out control and the scenarios.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSandbox } from './index.mjs';
import { maskSecrets } from './inspector.mjs';
import { loadScenarios, resolveTimes } from './scenarios.mjs';
import { createWpsClient } from './wps-client.mjs';

describe('the console over the sandbox', () => {
  /** @type {import('./index.mjs').Sandbox} */
  let sandbox;
  /** @type {ReturnType<typeof createWpsClient>} */
  let client;
  before(async () => {
    sandbox = await startSandbox({ dbFile: ':memory:', mode: 'demo' });
    client = createWpsClient({ url: sandbox.url });
  });
  after(() => sandbox.close());

  it('shows each call with its envelope, the opened body and the answer, secrets masked', async () => {
    await client.post('/__sandbox/reset');
    const login = await client.login('demo', 'demo1234');
    assert.equal(login.success, true);
    await client.get('/wps/member/info', { token: login.value.token });
    const { json } = await client.get('/__sandbox/inspector');
    const calls = json.value.calls;
    const sent = calls.find((call) => call.path === '/wps/session/login');
    assert.equal(sent.method, 'POST');
    assert.equal(sent.encrypted, true);
    assert.match(sent.sent, /^\{"value":"[A-Za-z0-9+/=]+"\}$/);
    assert.equal(sent.opened.username, 'demo');
    assert.equal(sent.opened.password, '••••••••');
    assert.match(sent.headers['x-digest'], /^[0-9a-f]{32}$/);
    assert.equal(sent.answer.status, 200);
    assert.equal(sent.answer.body.success, true);
    assert.match(sent.answer.body.value.token, /^••••••••.{4}$/);
    assert.ok(sent.answer.ms >= 0);
    const info = calls.find((call) => call.path === '/wps/member/info');
    assert.match(info.headers.authorization, /^••••••••.{4}$/);
    assert.ok(!JSON.stringify(calls).includes(login.value.token), 'the token appears nowhere whole');
    assert.ok(!JSON.stringify(calls).includes('demo1234'), 'the password appears nowhere');
    // Reading on from the last call seen gives only what came after.
    const last = calls.at(-1).id;
    await client.get('/wps/system/status');
    const next = (await client.get('/__sandbox/inspector', { query: { after: last } })).json.value.calls;
    assert.deepEqual(next.map((call) => call.path), ['/wps/system/status']);
  });

  it('keeps the plain request log of the tests as it was', async () => {
    await client.post('/__sandbox/reset');
    await client.get('/wps/system/status');
    const [entry] = (await client.get('/__sandbox/requests')).json.value;
    assert.deepEqual(Object.keys(entry).sort(), ['body', 'headers', 'method', 'path', 'query']);
  });

  it('drops the connection or answers broken JSON for a network or malformed fault', async () => {
    await client.post('/__sandbox/reset');
    await client.post('/__sandbox/faults', { path: '/wps/system/country', network: true });
    await assert.rejects(client.get('/wps/system/country'));
    await client.post('/__sandbox/faults', { path: '/wps/system/status', malformed: true });
    const broken = await client.get('/wps/system/status');
    assert.equal(broken.status, 200);
    assert.equal(typeof broken.json, 'string');
    const faults = (await client.get('/__sandbox/overview')).json.value.faults;
    assert.deepEqual(faults.map((fault) => fault.path).sort(), ['/wps/system/country', '/wps/system/status']);
    await client.post('/__sandbox/faults', { path: '/wps/system/status' });
    assert.equal((await client.get('/wps/system/status')).json.success, true);
  });

  it('gives one overview of the settings the console shows as controls', async () => {
    await client.post('/__sandbox/reset');
    await client.post('/__sandbox/status', { defaultCountry: 'VN' });
    const value = (await client.get('/__sandbox/overview')).json.value;
    assert.equal(value.defaultCountry, 'VN');
    assert.equal(value.switches.REWCEN3, true);
    // Demo mode, which the console needs, turns the chat switch on.
    assert.equal(value.switches.CBS3, true);
    assert.ok(value.countries.some((country) => country.countryCode === 'BR' && country.currency === 'BRL'));
    assert.equal(value.languages.length, 22);
    assert.ok(value.endpoints.includes('/wps/session/login'));
    assert.ok(value.players.some((player) => player.username === 'demo' && player.balance > 0));
    const country = (await client.get('/wps/system/country', { query: { _: 'DEMO' } })).json.value;
    assert.equal(country.countryCode, 'VN');
    const bad = await client.post('/__sandbox/status', { defaultCountry: 'XX' });
    assert.equal(bad.json.errorCode, 'validation.failed');
  });

  it('puts a player on a time-out and lifts it', async () => {
    await client.post('/__sandbox/reset');
    const set = await client.post('/__sandbox/exclusions', { username: 'demo', kind: 'timeout', period: '24h' });
    assert.equal(set.json.value.exclusion.kind, 'timeout');
    assert.equal((await client.login('demo', 'demo1234')).errorCode, 'member.excluded');
    await client.post('/__sandbox/exclusions', { username: 'demo', lift: true });
    assert.equal((await client.login('demo', 'demo1234')).success, true);
    const unknown = await client.post('/__sandbox/exclusions', { username: 'nobody', kind: 'timeout', period: '24h' });
    assert.equal(unknown.json.errorCode, 'not.exists.user');
  });

  it('applies every scenario of the repository on a reset platform', async () => {
    const listed = (await client.get('/__sandbox/scenarios')).json.value;
    assert.deepEqual(listed.map((scenario) => scenario.name), loadScenarios().map((scenario) => scenario.name));
    for (const { name } of listed) {
      await client.post('/__sandbox/faults', { path: '/wps/system/ping', latencyMs: 5 });
      const applied = await client.post('/__sandbox/scenarios/apply', { name });
      assert.equal(applied.json.success, true, `${name}: ${applied.json.message}`);
      // A scenario starts from the seed: the fault set before it is gone.
      assert.deepEqual((await client.get('/__sandbox/overview')).json.value.faults, []);
    }
    await client.post('/__sandbox/scenarios/apply', { name: 'maintenance-tonight' });
    const status = (await client.get('/wps/system/status')).json.value;
    assert.equal(status.maintenance, true);
    assert.ok(status.maintenanceEnd > Date.now());
    const missing = await client.post('/__sandbox/scenarios/apply', { name: 'nothing-here' });
    assert.equal(missing.json.errorCode, 'validation.failed');
    await client.post('/__sandbox/reset');
  });
});

describe('the request inspector outside demo mode', () => {
  it('is not there in test mode', async () => {
    const sandbox = await startSandbox({ dbFile: ':memory:', mode: 'test', lines: 0 });
    try {
      const { status } = await createWpsClient({ url: sandbox.url }).get('/__sandbox/inspector');
      assert.equal(status, 404);
    } finally {
      await sandbox.close();
    }
  });
});

describe('scenario helpers', () => {
  it('masks secrets at any depth and leaves the rest', () => {
    assert.deepEqual(maskSecrets({ a: 1, user: { newPassword: 'x', token: 'abcdefghijkl' }, list: [{ psw: 'y' }] }),
      { a: 1, user: { newPassword: '••••••••', token: '••••••••ijkl' }, list: [{ psw: '••••••••' }] });
  });

  it('turns a $time into the platform day\'s hour', () => {
    const noon = Date.UTC(2026, 10, 28, 12, 0);
    assert.deepEqual(resolveTimes({ end: { $time: { days: 1, at: '06:00' } }, keep: 'x' }, noon), { end: Date.UTC(2026, 10, 29, 6, 0), keep: 'x' });
  });
});
