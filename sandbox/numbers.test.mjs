// One truth for every number a player reads: the deposit count, the bonuses and the VIP level's name come from
// the same records as the wallet, and a bonus is its promotion's arithmetic on the deposit it is for.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { bonusFor } from './rewards.mjs';
import { openTestSandbox } from './test-sandbox.mjs';

/** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
let sandbox;
/** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
let client;
/** @type {string} */
let token;
before(async () => ({ sandbox, client } = await openTestSandbox()));
after(() => sandbox.close());
beforeEach(async () => {
  await client.post('/__sandbox/reset', {});
  token = (await client.login('demo', 'demo1234')).value.token;
});

const get = async (path) => (await client.get(path, { token })).json;
const post = async (path, body) => (await client.post(path, body, { token, enc: true })).json;
const balance = async () => (await get('/wps/member/balance')).value.balance;
/** Every record of a type in the 90 days the platform keeps. */
async function recordsOf(type) {
  const from = Date.now() - 90 * 86_400_000;
  return (await get(`/wps/member/records?type=${type}&from=${from}&pageSize=50`)).value;
}

describe('deposit count', () => {
  it('is the number of deposits the records list, before and after a deposit', async () => {
    const seeded = await recordsOf('deposit');
    assert.ok(seeded.total >= 10, 'the demo player has weeks of deposits');
    const settings = (await get('/wps/relay/MCSFE_getDepositSettings')).value;
    assert.deepEqual([settings.totalDepositSuccessCount, settings.firstDeposit], [seeded.total, 'Y']);

    const done = await post('/wps/relay/MCSFE_submitDeposit', { channelId: 'PIX', amount: 50 });
    assert.equal(done.value.totalDepositSuccessCount, seeded.total + 1);
    assert.equal((await recordsOf('deposit')).total, seeded.total + 1);
    // A failed attempt moves no money and is no successful deposit.
    await client.post('/__sandbox/deposits', { username: 'demo', success: false });
    assert.equal((await get('/wps/relay/MCSFE_getDepositSettings')).value.totalDepositSuccessCount, seeded.total + 1);
  });
});

describe('bonus arithmetic', () => {
  it('credits 100% of a R$ 50 first deposit as R$ 50, once, and only after the deposit', async () => {
    await client.post('/__sandbox/switches', { REWCEN3: true });
    await client.post('/__sandbox/wallet', { username: 'demo', clear: true });
    assert.equal((await post('/wps/relay/MCSFE_claimPromotion', { promotionId: 'PR-1001' })).errorCode, 'promotion.deposit.required');

    await post('/wps/relay/MCSFE_submitDeposit', { channelId: 'PIX', amount: 50 });
    const before = await balance();
    const claimed = await post('/wps/relay/MCSFE_claimPromotion', { promotionId: 'PR-1001' });
    assert.deepEqual(claimed.value, { id: 'PR-1001', claimStatus: 'CLAIMED', bonusAmount: 50, currency: 'BRL' });
    assert.equal(await balance(), before + 50);
    const [reward] = (await recordsOf('bonus')).list;
    assert.deepEqual([reward.type, reward.amount], ['reward', 50]);
  });

  it('caps the first-deposit bonus at its maximum', async () => {
    await client.post('/__sandbox/switches', { REWCEN3: true });
    await client.post('/__sandbox/wallet', { username: 'demo', clear: true });
    await post('/wps/relay/MCSFE_submitDeposit', { channelId: 'PIX', amount: 2000 });
    assert.equal((await post('/wps/relay/MCSFE_claimPromotion', { promotionId: 'PR-1001' })).value.bonusAmount, 500);
  });

  it('gives the weekend reload 20% from R$ 100, up to R$ 200, in whole cents', () => {
    const reload = { bonus: { on: 'weekend', percent: 20, max: 200, minDeposit: 100 } };
    assert.equal(bonusFor(reload, 99.99), 0);
    assert.equal(bonusFor(reload, 100), 20);
    assert.equal(bonusFor(reload, 250.55), 50.11);
    assert.equal(bonusFor(reload, 5000), 200);
    assert.equal(bonusFor({ bonusAmount: 30 }), 30);
  });

  it('seeds every weekend bonus of the history by the same rule', async () => {
    const { list } = await recordsOf('all');
    const byTime = [...list].reverse();
    for (const [index, entry] of byTime.entries()) {
      if (entry.type !== 'bonus') continue;
      const deposit = byTime.slice(0, index).reverse().find((each) => each.type === 'deposit');
      assert.ok(deposit, 'a bonus follows a deposit');
      assert.equal(entry.amount, bonusFor({ bonus: { percent: 20, max: 200, minDeposit: 100 } }, deposit.amount));
    }
  });
});

describe('VIP level names', () => {
  it('are the merchant\'s level names in the member info, the rank progress and the benefits', async () => {
    const info = (await get('/wps/member/info')).value;
    const progress = (await get('/wps/relay/MCSFE_getPlayerRankProgress')).value.playerRankProgress;
    const benefits = (await get('/wps/member/benefits')).value;
    const current = benefits.levels.find((level) => level.rankLevel === benefits.currentRankLevel);
    assert.equal(info.clubLabel.labelName, 'Gold');
    assert.equal(progress.labelName, 'Gold');
    assert.equal(current.labelName, 'Gold');
    assert.equal(info.rankLevel, current.rankLevel);
  });
});
