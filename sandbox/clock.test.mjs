import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';

describe('the platform clock', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());

  it('moves forward on request, never back, and a reset rewinds it', async () => {
    const day = 86_400_000;
    const moved = (await client.post('/__sandbox/clock', { advanceMs: day })).json;
    assert.equal(moved.value.offsetMs, day);
    assert.ok(moved.value.now - Date.now() > day - 60_000);
    const back = (await client.post('/__sandbox/clock', { advanceMs: -1 })).json;
    assert.equal(back.errorCode, 'validation.failed');
    await client.post('/__sandbox/reset', {});
    assert.equal((await client.get('/__sandbox/clock')).json.value.offsetMs, 0);
  });
});
