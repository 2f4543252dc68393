import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';

const DAY = 86_400_000;

describe('wallet', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  let token = '';
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());
  beforeEach(async () => {
    await client.post('/__sandbox/reset', {});
    token = (await client.login('demo', 'demo1234')).value.token;
  });

  const balance = async () => (await client.get('/wps/member/balance', { token })).json;
  /** @param {Record<string, string | number>} query */
  const page = async (query = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    return (await client.get(`/wps/member/records?${search}`, { token })).json;
  };

  it('answers the demo balance in the merchant\'s currency, and 401 without a token', async () => {
    const { success, value } = await balance();
    assert.equal(success, true);
    assert.ok(value.balance > 0, `a starting balance: ${value.balance}`);
    assert.equal(value.currency, (await client.get('/wps/relay/MCSFE_getDepositSettings', { token })).json.value.currency);
    assert.equal(typeof value.updatedAt, 'number');
    assert.equal((await client.get('/wps/member/balance')).status, 401);
    assert.equal((await client.get('/wps/member/records')).status, 401);
  });

  it('seeds more than 30 days of deposits, bonuses, rewards and game results, newest first, that add up', async () => {
    const all = await page({ pageSize: 50, from: Date.now() - 40 * DAY });
    assert.ok(all.value.total > 80, `total ${all.value.total}`);
    const list = [];
    for (let number = 1; list.length < all.value.total; number++) list.push(...(await page({ pageSize: 50, page: number, from: Date.now() - 40 * DAY })).value.list);
    assert.deepEqual(new Set(list.map((entry) => entry.type)), new Set(['deposit', 'bonus', 'reward', 'game', 'withdrawal']));
    assert.ok(Date.now() - list.at(-1).createdAt > 30 * DAY, 'the oldest entry is over 30 days old');
    for (let index = 1; index < list.length; index++) {
      assert.ok(list[index - 1].createdAt >= list[index].createdAt, 'newest first');
      assert.equal(Math.round((list[index].balance + list[index - 1].amount) * 100) / 100, list[index - 1].balance, 'each balance follows the last');
    }
    assert.equal(list[0].balance, (await balance()).value.balance);
    const games = list.filter((entry) => entry.type === 'game');
    assert.ok(games.some((entry) => entry.amount > 0) && games.some((entry) => entry.amount < 0), 'wins and losses');
    assert.ok(games.every((entry) => ['Golden Dragon', 'Hanoi Lotto', 'Super Ace', 'Lightning Roulette', 'Baccarat Squeeze', 'Lotus Fortune',
      'Fortune Gems', 'Texas Hold\u2019em', 'Southern Lotto', 'Central Lotto', 'Lucky 5D', 'Speed Keno'].includes(entry.title)), 'catalogue names');
    assert.match(list[0].id, /^W\d{8}$/);
  });

  it('filters by type and by date, and pages', async () => {
    const deposits = await page({ type: 'deposit' });
    assert.ok(deposits.value.list.length > 0 && deposits.value.list.every((entry) => entry.type === 'deposit' && entry.amount > 0));
    const bonuses = await page({ type: 'bonus', pageSize: 50 });
    assert.deepEqual(new Set(bonuses.value.list.map((entry) => entry.type)), new Set(['bonus', 'reward']));
    const recent = await page({ from: Date.now() - 3 * 3_600_000, pageSize: 50 });
    assert.ok(recent.value.total >= 4 && recent.value.list.every((entry) => entry.createdAt >= Date.now() - 3 * 3_600_000));
    const first = await page({ pageSize: 10 });
    const second = await page({ pageSize: 10, page: 2 });
    assert.equal(first.value.hasMore, true);
    assert.equal(first.value.list.length, 10);
    assert.notEqual(first.value.list[9].id, second.value.list[0].id);
    assert.equal((await page({ type: 'jackpot' })).errorCode, 'validation.failed');
    assert.equal((await page({ pageSize: 500 })).errorCode, 'validation.failed');
  });

  it('names deposit channels and promotions in the request\'s language', async () => {
    const cn = (await client.get('/wps/member/records?type=deposit', { token, headers: { Language: 'CN' } })).json.value.list;
    const en = (await client.get('/wps/member/records?type=deposit', { token, headers: { Language: 'EN' } })).json.value.list;
    assert.ok(['PIX 即时到账', '银行转账', '电子钱包'].includes(cn[0].title), cn[0].title);
    assert.ok(['PIX instant', 'Bank transfer', 'E-wallet'].includes(en[0].title), en[0].title);
  });

  it('credits a deposit and a claimed reward, each with its record', async () => {
    const before = (await balance()).value.balance;
    await client.post('/wps/relay/MCSFE_submitDeposit', { channelId: 'PIX', amount: 50.5 }, { token, enc: true });
    assert.equal((await balance()).value.balance, Math.round((before + 50.5) * 100) / 100);
    const [latest] = (await page()).value.list;
    assert.deepEqual({ type: latest.type, amount: latest.amount, title: latest.title }, { type: 'deposit', amount: 50.5, title: 'PIX instant' });
    await client.post('/__sandbox/switches', { REWCEN3: true });
    const claim = await client.post('/wps/relay/MCSFE_claimPromotion', { promotionId: 'PR-3001' }, { token, enc: true });
    assert.equal(claim.json.success, true);
    assert.equal((await balance()).value.balance, Math.round((before + 80.5) * 100) / 100);
    assert.deepEqual((await page({ type: 'bonus' })).value.list[0].title, 'Daily check-in reward');
  });

  it('sets a balance, empties a wallet and fails the balance call through the control API', async () => {
    await client.post('/__sandbox/wallet', { username: 'demo', balance: 1234.56 });
    assert.equal((await balance()).value.balance, 1234.56);
    await client.post('/__sandbox/wallet', { failBalance: 1 });
    const failed = (await client.get('/wps/member/balance', { token, headers: { Language: 'CN' } })).json;
    assert.deepEqual(failed, { success: false, errorCode: 'wallet.unavailable', message: '暂时无法读取余额，请稍后再试。' });
    assert.equal((await balance()).success, true);
    await client.post('/__sandbox/wallet', { failBalance: true });
    assert.equal((await balance()).success, false);
    assert.equal((await balance()).success, false);
    await client.post('/__sandbox/wallet', { failBalance: false });
    assert.equal((await balance()).success, true);
    await client.post('/__sandbox/wallet', { username: 'demo', clear: true });
    assert.equal((await balance()).value.balance, 0);
    const { currency, ...empty } = (await page()).value;
    assert.equal(currency, (await balance()).value.currency);
    assert.deepEqual(empty, { list: [], page: 1, pageSize: 20, total: 0, hasMore: false });
    const bad = await client.post('/__sandbox/wallet', { username: 'demo', balance: -1 });
    assert.equal(bad.json.errorCode, 'validation.failed');
    assert.equal((await client.post('/__sandbox/wallet', { username: 'nobody', balance: 1 })).json.errorCode, 'not.exists.user');
  });

  it('starts a new player at zero with no records', async () => {
    await client.post('/__sandbox/players', { username: 'fresh01', password: 'fresh1234' });
    token = (await client.login('fresh01', 'fresh1234')).value.token;
    assert.equal((await balance()).value.balance, 0);
    assert.equal((await page()).value.total, 0);
  });
});
