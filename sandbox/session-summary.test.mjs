import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';

const MINUTE = 60_000;

describe('the session summary', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());
  beforeEach(() => client.post('/__sandbox/reset', {}));

  const summary = async (token) => (await client.get('/wps/member/session/summary', { token })).json;

  it('answers 401 without a session', async () => {
    assert.equal((await client.get('/wps/member/session/summary')).status, 401);
  });

  it('starts a session on the platform clock and counts its length by it', async () => {
    await client.post('/__sandbox/clock', { advanceMs: 3 * 60 * MINUTE });
    const token = (await client.login('demo', 'demo1234')).value.token;
    const first = await summary(token);
    assert.equal(first.success, true);
    // The session began by the platform's clock, three hours ahead of this machine's.
    assert.ok(first.value.startedAt - Date.now() > 3 * 60 * MINUTE - MINUTE, `startedAt ${first.value.startedAt}`);
    assert.ok(first.value.now >= first.value.startedAt);
    assert.ok(first.value.now - first.value.startedAt < MINUTE);
    await client.post('/__sandbox/clock', { advanceMs: 61 * MINUTE });
    const later = await summary(token);
    assert.equal(later.value.startedAt, first.value.startedAt);
    assert.ok(later.value.now - later.value.startedAt >= 61 * MINUTE);
  });

  it('adds up the games of this session only, in the merchant\'s currency', async () => {
    const token = (await client.login('demo', 'demo1234')).value.token;
    const before = await summary(token);
    // The seeded history (games minutes before the login) is not this session's.
    assert.equal(before.value.netResult, 0);
    assert.equal(before.value.currency, (await client.get('/wps/relay/MCSFE_getDepositSettings', { token })).json.value.currency);
    await client.post('/__sandbox/wallet', { username: 'demo', gameResult: -12.5 });
    await client.post('/__sandbox/wallet', { username: 'demo', gameResult: 40 });
    assert.equal((await summary(token)).value.netResult, 27.5);
    const records = (await client.get('/wps/member/records?type=game', { token })).json.value.list;
    assert.deepEqual(records.slice(0, 2).map((entry) => entry.amount), [40, -12.5]);
  });

  it('reports no result for a player without a wallet', async () => {
    await client.post('/__sandbox/wallet', { username: 'demo', clear: true });
    const token = (await client.login('demo', 'demo1234')).value.token;
    assert.equal((await summary(token)).value.netResult, null);
  });

  it('refuses a game result that is not an amount', async () => {
    const answer = (await client.post('/__sandbox/wallet', { username: 'demo', gameResult: 'lots' })).json;
    assert.equal(answer.errorCode, 'validation.failed');
  });
});
