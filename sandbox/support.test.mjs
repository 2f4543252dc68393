import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import CryptoJS from 'crypto-js';
import { startSandbox } from './index.mjs';
import { openTestSandbox } from './test-sandbox.mjs';
import { createWpsClient } from './wps-client.mjs';

/** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
let sandbox;
/** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
let client;
before(async () => ({ sandbox, client } = await openTestSandbox()));
after(() => sandbox.close());
beforeEach(() => client.post('/__sandbox/reset'));

/** @param {string} path */
function decode(path) {
  const key = path.slice(-8);
  const plain = CryptoJS.DES.decrypt(path.slice(0, -8), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7,
  });
  return plain.toString(CryptoJS.enc.Utf8);
}

describe('lines', () => {
  it('answers on every line, and hands out the domain list only once published', async () => {
    assert.equal(sandbox.lineUrls.length, 2);
    for (const url of sandbox.lineUrls) {
      const { json } = await createWpsClient({ url }).get('/wps/system/test/ping', { query: { speed: 1 } });
      assert.equal(json.value, 'pong');
    }
    assert.deepEqual((await client.get('/wps/system/domainRoute')).json.value.domainList, []);
    await client.post('/__sandbox/lines', { published: true });
    assert.deepEqual((await client.get('/wps/system/domainRoute')).json.value.domainList, sandbox.lineUrls);
    assert.deepEqual((await client.get('/wps/system/status')).json.value.domainList, sandbox.lineUrls);
  });

  it('drops the calls of a dead line and delays those of a slow one', async () => {
    const { json } = await client.post('/__sandbox/lines', { line: 1, state: 'dead' });
    assert.equal(json.value.lines[1].state, 'dead');
    await assert.rejects(createWpsClient({ url: sandbox.lineUrls[0] }).get('/wps/system/test/ping'));
    await client.post('/__sandbox/lines', { line: 2, state: 'slow', latencyMs: 300 });
    const started = performance.now();
    const slow = await createWpsClient({ url: sandbox.lineUrls[1] }).get('/wps/system/test/ping');
    assert.equal(slow.json.value, 'pong');
    assert.ok(performance.now() - started >= 250, 'the slow line waited before answering');
    await client.post('/__sandbox/reset');
    assert.equal((await createWpsClient({ url: sandbox.lineUrls[0] }).get('/wps/system/test/ping')).json.value, 'pong');
  });

  it('refuses an unknown line or state', async () => {
    assert.equal((await client.post('/__sandbox/lines', { line: 9, state: 'dead' })).json.errorCode, 'validation.failed');
    assert.equal((await client.post('/__sandbox/lines', { line: 1, state: 'asleep' })).json.errorCode, 'validation.failed');
  });
});

describe('status faults', () => {
  it('fails the status with any errorCode until cleared, while the domain route still answers', async () => {
    await client.post('/__sandbox/status', { errorCode: 'domain_not_available', message: 'This domain is closed.' });
    const { json } = await client.get('/wps/system/status');
    assert.deepEqual(json, { success: false, errorCode: 'domain_not_available', message: 'This domain is closed.' });
    assert.equal((await client.get('/wps/system/domainRoute')).json.success, true);
    await client.post('/__sandbox/status', { errorCode: null });
    assert.equal((await client.get('/wps/system/status')).json.success, true);
  });
});

describe('customer service', () => {
  it('lists the providers with DES-encrypted paths, one of them not decodable', async () => {
    const list = (await client.get('/wps/system/status')).json.value.info.customerService;
    assert.deepEqual(list.map((/** @type {any} */ entry) => entry.csType), ['AICAN', 'MIDUOKE', 'COMM100VIP', 'LIVECHAT']);
    assert.match(decode(list[0].path), /^http:\/\/127\.0\.0\.1:\d+\/support\/chat\?provider=AICAN$/);
    assert.match(decode(list[2].path), /provider=COMM100VIP$/);
    assert.throws(() => {
      if (!decode(list[3].path)) throw new Error('empty');
    });
    const page = await fetch(decode(list[0].path));
    assert.match(await page.text(), /Provider: <span data-field="provider">AICAN<\/span>/);
  });
});

describe('chat widgets', () => {
  it('with widgets on, lists LiveChat first and Comm100 last with their vendor accounts, until a reset', async () => {
    const widgets = await client.post('/__sandbox/support', { widgets: true });
    assert.deepEqual(widgets.json.value, { unread: 0, widgets: true });
    const list = (await client.get('/wps/system/status')).json.value.info.customerService;
    assert.deepEqual(list.map((/** @type {any} */ entry) => [entry.csType, entry.csPosition]),
      [['LIVECHAT', 0], ['AICAN', 1], ['MIDUOKE', 2], ['COMM100VIP', 3], ['COMM100', 5]]);
    assert.equal(decode(list[0].path), '12345678');
    assert.match(decode(list[4].path), /^10000:[\w-]+$/);
    await client.post('/__sandbox/reset');
    const plain = (await client.get('/wps/system/status')).json.value.info.customerService;
    assert.equal(plain.some((/** @type {any} */ entry) => entry.csType === 'COMM100'), false);
  });

  it('serves the vendors\' stand-in scripts and refuses a bad switch', async () => {
    for (const [path, global] of [['/__sandbox/chat/livechat.js', 'LiveChatWidget'], ['/__sandbox/chat/comm100.js', 'Comm100API']]) {
      const response = await fetch(`${sandbox.url}${path}?late=100`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /javascript/);
      assert.ok((await response.text()).includes(global));
    }
    assert.equal((await fetch(`${sandbox.url}/__sandbox/chat/other.js`)).status, 404);
    const bad = await client.post('/__sandbox/support', { widgets: 'yes' });
    assert.equal(bad.json.success, false);
  });
});

describe('CBS chat', () => {
  it('launches a chat and counts unread messages for a member, when CBS3 is on', async () => {
    const { value: { token } } = await client.login('demo', 'demo1234');
    const launch = { b2c: 1, title: 'Demo Lottery', backUrl: 'http://127.0.0.1/m/home', language: 'CN', headerColor: '#c8102e' };
    assert.equal((await client.post('/wps/relay/CBS_launchChat', launch, { token })).json.errorCode, 'cbs.disabled');
    await client.post('/__sandbox/switches', { CBS3: true });
    await client.post('/__sandbox/support', { unread: 3 });
    const { json } = await client.post('/wps/relay/CBS_launchChat', launch, { token });
    const chatUrl = new URL(json.value.chatUrl);
    assert.equal(chatUrl.searchParams.get('username'), 'demo');
    assert.equal(chatUrl.searchParams.get('language'), 'CN');
    assert.equal((await client.get('/wps/relay/CBS_unreadCount', { token })).json.value.unReadCount, 3);
    assert.equal((await client.get('/wps/relay/CBS_unreadCount')).json.errorCode, 'user.or.token.invalid');
  });

  it('is on for the demo merchant where the sandbox runs as a demo, from the seed and after a reset', async () => {
    const demo = await startSandbox({ dbFile: ':memory:', mode: 'demo', lines: 0 });
    try {
      const demoClient = createWpsClient({ url: demo.url });
      const status = async () => (await demoClient.get('/wps/system/status')).json.value.info.switches;
      assert.equal((await status()).CBS3, true);
      await demoClient.post('/__sandbox/reset');
      assert.equal((await status()).CBS3, true);
    } finally {
      await demo.close();
    }
    // The test platform keeps the seeded default: a journey about the chat turns it on.
    assert.equal((await client.get('/wps/system/status')).json.value.info.switches.CBS3, false);
  });

  it('refuses member type 4', async () => {
    await client.post('/__sandbox/switches', { CBS3: true });
    await client.post('/__sandbox/players', { username: 'quiet4', password: 'quiet1234', type: 4 });
    const { value: { token } } = await client.login('quiet4', 'quiet1234');
    assert.equal((await client.get('/wps/relay/CBS_unreadCount', { token })).json.errorCode, 'no.permission');
  });
});
