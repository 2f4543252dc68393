import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';

describe('responsible-gaming settings', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());
  beforeEach(() => client.post('/__sandbox/reset', {}));

  /** @param {string} language */
  const settings = async (language) => (await client.get('/wps/system/status', { headers: { Language: language } })).json.value.info.responsibleGaming;

  it('ride on the status answer, the help line in the request language', async () => {
    const english = await settings('EN');
    assert.equal(english.realityCheckMinutes, 60);
    assert.equal(english.termsUrl, '/terms.html?lang={lang}');
    assert.match(english.helpLine, /help line/);
    assert.match((await settings('PT-BR')).helpLine, /Ligue/);
    assert.match((await settings('JA')).helpLine, /help line/, 'English where the merchant has no text');
  });

  it('follow the control API, and a reset restores them', async () => {
    const changed = await client.post('/__sandbox/responsibleGaming', { realityCheckMinutes: null, termsUrl: null, helpLine: { EN: 'Call us.' } });
    assert.equal(changed.json.success, true);
    const now = await settings('EN');
    assert.equal(now.realityCheckMinutes, null);
    assert.equal(now.termsUrl, null);
    assert.equal(now.helpLine, 'Call us.');
    assert.equal((await client.post('/__sandbox/responsibleGaming', { termsUrl: 5 })).json.errorCode, 'validation.failed');
    await client.post('/__sandbox/reset', {});
    assert.equal((await settings('EN')).realityCheckMinutes, 60);
  });
});
