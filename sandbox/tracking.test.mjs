import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';

describe('ad attribution', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());

  it('records tracking events, with the player when a session is sent', async () => {
    await client.post('/__sandbox/reset');
    const data = JSON.stringify({ customerId: '100001', amount: 50, currency: 'PHP', eventID: 'e-1' });
    const visitor = await client.post('/wps/tracking/event', { event: 'register', data });
    assert.deepEqual(visitor.json, { success: true, value: { event: 'register' } });
    const { value } = await client.login('demo', 'demo1234');
    await client.post('/wps/tracking/event', { event: 'firstDeposit', data }, { token: value.token });
    const events = (await client.get('/__sandbox/tracking/events')).json.value;
    assert.deepEqual(events.map((e) => [e.event, e.player?.username ?? null]), [['register', null], ['firstDeposit', 'demo']]);
    assert.equal(events[1].data.eventID, 'e-1');
    assert.equal(events[1].raw, data);
  });

  it('refuses unknown events and data that is not a JSON object string', async () => {
    for (const body of [{ event: 'click', data: '{}' }, { event: 'login', data: '{' }, { event: 'login', data: '[1]' }, { event: 'login', data: { a: 1 } }]) {
      const { json } = await client.post('/wps/tracking/event', body);
      assert.equal(json.errorCode, 'validation.failed', JSON.stringify(body));
    }
  });

  it('hands the merchant\'s pixels out in the status, and none after a reset', async () => {
    const pixels = { facebook: ['1234567890'], gtag: ['G-DEMO1234'], kwai: ['248586490053502'] };
    const set = await client.post('/__sandbox/analytics', pixels);
    assert.deepEqual(set.json.value, pixels);
    assert.deepEqual((await client.get('/wps/system/status')).json.value.info.analytics, pixels);
    assert.equal((await client.post('/__sandbox/analytics', { bing: ['1'] })).json.errorCode, 'validation.failed');
    await client.post('/__sandbox/reset');
    assert.deepEqual((await client.get('/wps/system/status')).json.value.info.analytics, {});
  });

  it('serves the pixel stand-ins and records what they report', async () => {
    for (const name of ['fbevents', 'ttq', 'gtag', 'kwaiq']) {
      const response = await fetch(`${sandbox.url}/__sandbox/pixels/${name}.js`);
      assert.equal(response.status, 200);
      assert.match(await response.text(), /__sandbox\/pixels\/calls/);
    }
    await client.post('/__sandbox/pixels/calls', { vendor: 'facebook', args: ['init', '1234567890'] });
    await client.post('/__sandbox/pixels/calls', { vendor: 'kwai', args: ['track', 'purchase'], pixel: '248586490053502' });
    assert.deepEqual((await client.get('/__sandbox/pixels/calls')).json.value, [
      { vendor: 'facebook', args: ['init', '1234567890'], query: '' },
      { vendor: 'kwai', args: ['track', 'purchase'], query: '', pixel: '248586490053502' },
    ]);
  });
});
