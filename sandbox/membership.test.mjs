import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';

/** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
let sandbox;
/** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
let client;
before(async () => ({ sandbox, client } = await openTestSandbox()));
after(() => sandbox.close());
beforeEach(() => client.post('/__sandbox/reset'));

async function demoToken() {
  return (await client.login('demo', 'demo1234')).value.token;
}

describe('membership', () => {
  it('answers rank progress from the club label, and what a test sets', async () => {
    await client.post('/__sandbox/players', { username: 'vipper', password: 'secret12', clubLabel: 'Gold', rankLevel: 3 });
    const token = (await client.login('vipper', 'secret12')).value.token;
    let { json } = await client.get('/wps/relay/MCSFE_getPlayerRankProgress', { token });
    assert.deepEqual(json.value, {
      currentProgress: { completedConditions: 3, totalExpectedConditions: 5 },
      playerRankProgress: { labelId: 103, labelName: 'Gold', rankLevel: 3 },
    });
    await client.post('/__sandbox/rank-progress', { username: 'vipper', labelId: 7, completedConditions: 1, totalExpectedConditions: 4 });
    ({ json } = await client.get('/wps/relay/MCSFE_getPlayerRankProgress', { token }));
    assert.deepEqual(json.value.currentProgress, { completedConditions: 1, totalExpectedConditions: 4 });
    assert.equal(json.value.playerRankProgress.labelId, 7);
    await client.post('/__sandbox/players', { username: 'rookie', password: 'secret12', clubLabel: null });
    const rookie = (await client.login('rookie', 'secret12')).value.token;
    const plain = await client.get('/wps/relay/MCSFE_getPlayerRankProgress', { token: rookie });
    assert.equal(plain.json.value.playerRankProgress.labelId, null);
    assert.equal((await client.get('/wps/relay/MCSFE_getPlayerRankProgress')).status, 401);
  });

  it('lists the VIP levels and lets a test replace them', async () => {
    const token = await demoToken();
    let { json } = await client.get('/wps/member/benefits', { token });
    assert.equal(json.value.levels.length, 5);
    assert.deepEqual(json.value.levels.map((level) => level.labelName), ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    assert.equal(json.value.currency, 'BRL', 'the merchant country\'s currency');
    await client.post('/__sandbox/benefits', { levels: [] });
    ({ json } = await client.get('/wps/member/benefits', { token }));
    assert.deepEqual(json.value.levels, []);
  });

  it('hands out a stable referral code and counts the players it brought', async () => {
    const token = await demoToken();
    const first = (await client.get('/wps/member/referral', { token })).json.value;
    assert.match(first.referralCode, /^R[0-9A-Z]+$/);
    assert.equal(first.invitedCount, 0);
    assert.deepEqual((await client.get('/wps/member/referral', { token })).json.value, first);
  });

  it('keeps feedback and refuses what is not valid', async () => {
    const token = await demoToken();
    const { json } = await client.post('/wps/member/feedback', { category: 'game', content: 'More keno please', contact: 'demo@example.com' }, { token });
    assert.equal(json.success, true);
    assert.match(json.value.ticket, /^FB\d{6}$/);
    const bad = await client.post('/wps/member/feedback', { category: 'nope', content: 'x' }, { token });
    assert.equal(bad.json.errorCode, 'validation.failed');
    const empty = await client.post('/wps/member/feedback', { category: 'other', content: '  ' }, { token });
    assert.equal(empty.json.success, false);
    const received = (await client.get('/__sandbox/feedback')).json.value;
    assert.equal(received.length, 1);
    assert.equal(received[0].username, 'demo');
    assert.equal(received[0].content, 'More keno please');
  });

  it('draws lucky numbers five times a day, and serves the mini-game script for both variants', async () => {
    const token = await demoToken();
    for (let i = 4; i >= 0; i--) {
      const { json } = await client.post('/wps/relay/MINIGAME_luckyDraw', {}, { token });
      assert.equal(json.value.numbers.length, 3);
      assert.equal(json.value.drawsLeft, i);
    }
    assert.equal((await client.post('/wps/relay/MINIGAME_luckyDraw', {}, { token })).json.errorCode, 'minigame.no.draws.left');
    for (const variant of ['v1', 's1']) {
      const response = await fetch(`${sandbox.url}/mini-game/${variant}/minigame.js?${Date.now()}`);
      assert.equal(response.status, 200);
      assert.match(await response.text(), /window\.McMiniGame =/);
    }
    assert.equal((await fetch(`${sandbox.url}/mini-game/x1/minigame.js`)).status, 404);
    const promo = await fetch(`${sandbox.url}/promo/deposit-bonus.html`);
    assert.match(await promo.text(), /<h1>Deposit Bonus<\/h1>/);
  });
});
