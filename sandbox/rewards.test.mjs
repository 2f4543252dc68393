import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
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

const get = async (path, options = {}) => (await client.get(path, { token, ...options })).json;
const post = async (path, body) => (await client.post(path, body, { token, enc: true })).json;

describe('reward center', () => {
  it('lists categories and, with REWCEN3 on, activities a member claims once', async () => {
    const categories = (await get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory')).value;
    assert.deepEqual(categories.map((category) => category.id), [11, 12, 13]);
    assert.equal(categories[0].name, 'Deposit bonuses');
    await client.post('/__sandbox/switches', { REWCEN3: false });
    assert.equal((await post('/wps/relay/MCSFE_claimPromotion', { promotionId: 'PR-1001' })).errorCode, 'feature.disabled');

    await client.post('/__sandbox/switches', { REWCEN3: true });
    const { activities } = (await get('/wps/relay/MCSFE_getMerchantAvailablePromotions')).value;
    assert.equal(activities.length, 5);
    assert.deepEqual(activities[0].promoAnnouncementCategoryIds, [11]);
    assert.equal(activities[0].claimStatus, 'AVAILABLE');
    assert.equal(activities[1].claimStatus, 'NONE');

    const claimed = await post('/wps/relay/MCSFE_claimPromotion', { promotionId: 'PR-1001' });
    assert.equal(claimed.value.claimStatus, 'CLAIMED');
    assert.equal((await post('/wps/relay/MCSFE_claimPromotion', { promotionId: 'PR-1001' })).errorCode, 'promotion.already.claimed');
    assert.equal((await post('/wps/relay/MCSFE_claimPromotion', { promotionId: 'PR-1002' })).errorCode, 'promotion.not.claimable');
    const again = (await get('/wps/relay/MCSFE_getMerchantAvailablePromotions')).value.activities;
    assert.equal(again[0].claimStatus, 'CLAIMED');
    // A visitor sees the activities without a claim state of their own.
    const visitor = (await client.get('/wps/relay/MCSFE_getMerchantAvailablePromotions')).json.value.activities;
    assert.equal(visitor[0].claimStatus, 'AVAILABLE');
  });

  it('answers in the player\'s language and takes content from the control API', async () => {
    const chinese = (await get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory', { headers: { Language: 'CN' } })).value;
    assert.equal(chinese[0].name, '存款优惠');
    await client.post('/__sandbox/rewards', { categories: [], promotions: [] });
    assert.deepEqual((await get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory')).value, []);
    assert.equal((await client.post('/__sandbox/rewards', { promotions: {} })).json.errorCode, 'validation.failed');
  });
});

describe('deposit', () => {
  it('answers channels and statistics, and a deposit raises the count', async () => {
    // A player who has not deposited yet (the demo player's history emptied).
    await client.post('/__sandbox/wallet', { username: 'demo', clear: true });
    const settings = (await get('/wps/relay/MCSFE_getDepositSettings')).value;
    assert.equal(settings.currency, 'BRL');
    assert.deepEqual(settings.channels.map((channel) => channel.id), ['PIX', 'BANK', 'EWALLET']);
    assert.deepEqual([settings.totalDepositSuccessCount, settings.firstDeposit], [0, 'N']);

    const done = await post('/wps/relay/MCSFE_submitDeposit', { channelId: 'PIX', amount: 50.5 });
    assert.deepEqual(done.value, { channelId: 'PIX', amount: 50.5, currency: 'BRL', status: 'SUCCESS', totalDepositSuccessCount: 1, firstDeposit: 'Y' });
    assert.equal((await post('/wps/relay/MCSFE_submitDeposit', { channelId: 'PIX', amount: 5 })).errorCode, 'deposit.amount.out.of.range');
    assert.equal((await post('/wps/relay/MCSFE_submitDeposit', { channelId: 'NOPE', amount: 50 })).errorCode, 'deposit.channel.unavailable');
    assert.equal((await post('/wps/relay/MCSFE_submitDeposit', { channelId: 'PIX', amount: 1.234 })).errorCode, 'validation.failed');
    // The control call that adds deposits still counts with the rest.
    await client.post('/__sandbox/deposits', { username: 'demo' });
    assert.equal((await get('/wps/relay/MCSFE_getDepositSettings')).value.totalDepositSuccessCount, 2);
  });
});

describe('point market', () => {
  it('redeems an item for points, and refuses what the member cannot afford or what is gone', async () => {
    assert.equal((await get('/wps/relay/MALL_getMemberPoints')).value.points, 12500);
    const items = (await get('/wps/relay/MALL_getItems')).value;
    assert.equal(items.length, 5);
    const redeemed = await post('/wps/relay/MALL_redeemItem', { itemId: 'M-01' });
    assert.deepEqual(redeemed.value, { orderId: 'MO-000001', itemId: 'M-01', points: 11500, stock: 499 });
    assert.equal((await get('/wps/relay/MALL_getMemberPoints')).value.points, 11500);
    assert.equal((await post('/wps/relay/MALL_redeemItem', { itemId: 'M-04' })).errorCode, 'mall.points.insufficient');
    assert.equal((await post('/wps/relay/MALL_redeemItem', { itemId: 'M-05' })).errorCode, 'mall.item.sold.out');
    await client.post('/__sandbox/rewards', { points: { username: 'demo', points: 0 } });
    assert.equal((await get('/wps/relay/MALL_getMemberPoints')).value.points, 0);
  });
});

describe('mission leaderboard', () => {
  it('ranks the member among the others', async () => {
    const board = (await get('/wps/relay/MISSION_getLeaderboard')).value;
    assert.equal(board.entries.length, 16);
    assert.deepEqual(board.me, { rank: 7, userName: 'demo', score: 18240, self: true, prize: 150 });
    await client.post('/__sandbox/rewards', { leaderboard: { players: [], selfScore: null } });
    const empty = (await get('/wps/relay/MISSION_getLeaderboard')).value;
    assert.deepEqual([empty.entries, empty.me], [[], null]);
    assert.equal((await client.get('/wps/relay/MISSION_getLeaderboard')).status, 401);
  });
});
