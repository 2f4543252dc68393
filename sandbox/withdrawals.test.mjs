import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';
import { totpOf } from './security.mjs';

describe('withdrawals', () => {
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

  const info = async () => (await client.get('/wps/member/withdrawal', { token })).json.value;
  /** @param {Record<string, unknown>} body */
  const withdraw = async (body) => (await client.post('/wps/member/withdrawal', body, { token, enc: true })).json;
  const records = async () => (await client.get('/wps/member/records?type=withdrawal&pageSize=50', { token })).json.value.list;

  it('answers the withdrawable amount, the merchant\'s rules, the VIP level\'s daily limits and the demo PIX key', async () => {
    const value = await info();
    const balance = (await client.get('/wps/member/balance', { token })).json.value.balance;
    assert.equal(value.currency, 'BRL');
    assert.equal(value.withdrawable, balance);
    assert.deepEqual([value.minAmount, value.maxAmount, value.feePercent, value.feeMin], [20, 10_000, 1, 1]);
    // The demo member is VIP 3: 8 withdrawals and R$ 20,000 a day (the seeded pending one counts, unless it
    // was made before midnight UTC).
    assert.deepEqual([value.daily.countLimit, value.daily.amountLimit], [8, 20_000]);
    assert.ok(value.daily.count <= 1);
    assert.equal(value.accountType, 'pix');
    assert.deepEqual(value.account, { type: 'pix', pixKeyType: 'cpf', pixKey: '123.456.789-09', holderName: 'Demo Player' });
    assert.equal(value.confirm, 'password');
    const seeded = await records();
    assert.deepEqual(seeded.filter((entry) => !entry.withdrawal.refund).map((entry) => entry.withdrawal.status), ['pending', 'paid', 'paid']);
    assert.equal((await client.get('/wps/member/withdrawal')).status, 401);
  });

  it('takes a confirmed withdrawal as pending, debits it, and gives it back when cancelled', async () => {
    const before = await info();
    const answer = await withdraw({ amount: 100, password: 'demo1234' });
    assert.equal(answer.success, true, JSON.stringify(answer));
    assert.match(answer.value.withdrawal.id, /^WD\d{8}$/);
    assert.deepEqual([answer.value.withdrawal.status, answer.value.withdrawal.fee, answer.value.withdrawal.received], ['pending', 1, 99]);
    assert.equal(answer.value.balance, Math.round((before.balance - 100) * 100) / 100);
    const [latest] = await records();
    assert.deepEqual([latest.amount, latest.title, latest.withdrawal.status], [-100, 'PIX', 'pending']);
    const cancel = async () => (await client.post('/wps/member/withdrawal/cancel', { id: answer.value.withdrawal.id }, { token, enc: true })).json;
    const cancelled = await cancel();
    assert.equal(cancelled.value.withdrawal.status, 'cancelled');
    assert.equal(cancelled.value.balance, before.balance);
    assert.equal((await cancel()).errorCode, 'withdrawal.not.pending');
    const [refund, debit] = await records();
    assert.deepEqual([refund.amount, refund.withdrawal.refund, debit.withdrawal.status], [100, true, 'cancelled']);
  });

  it('refuses with the codes a player can act on', async () => {
    // A day later, so that the seeded withdrawal counts for none of today's limits.
    await client.post('/__sandbox/clock', { advanceMs: 86_400_000 });
    const { balance } = await info();
    assert.equal((await withdraw({ amount: 100, password: 'wrong-one' })).errorCode, 'withdrawal.password.incorrect');
    assert.equal((await withdraw({ amount: 10, password: 'demo1234' })).errorCode, 'withdrawal.amount.below.minimum');
    assert.equal((await withdraw({ amount: 10_001, password: 'demo1234' })).errorCode, 'withdrawal.amount.above.maximum');
    await client.post('/__sandbox/wallet', { username: 'demo', balance: 50 });
    assert.equal((await withdraw({ amount: 60, password: 'demo1234' })).errorCode, 'wallet.balance.insufficient');
    await client.post('/__sandbox/wallet', { username: 'demo', balance });
    await client.post('/__sandbox/benefits', { levels: [{ rankLevel: 3, labelName: 'VIP 3', dailyWithdrawals: 2, dailyWithdrawalAmount: 300 }] });
    assert.equal((await withdraw({ amount: 301, password: 'demo1234' })).errorCode, 'withdrawal.daily.amount.exceeded');
    assert.equal((await withdraw({ amount: 100, password: 'demo1234' })).success, true);
    assert.equal((await withdraw({ amount: 201, password: 'demo1234' })).errorCode, 'withdrawal.daily.amount.exceeded');
    assert.equal((await withdraw({ amount: 100, password: 'demo1234' })).success, true);
    assert.equal((await withdraw({ amount: 20, password: 'demo1234' })).errorCode, 'withdrawal.daily.count.exceeded');
    await client.post('/__sandbox/withdrawals', { username: 'demo', account: null });
    assert.equal((await withdraw({ amount: 20, password: 'demo1234' })).errorCode, 'withdrawal.account.missing');
    const validation = await withdraw({ amount: 'all', password: 'demo1234' });
    assert.equal(validation.errorCode, 'validation.failed');
  });

  it('settles payouts through the control API: paid stays paid, failed puts the money back', async () => {
    const { balance } = await info();
    await withdraw({ amount: 40, password: 'demo1234' });
    const paid = (await client.post('/__sandbox/withdrawals', { username: 'demo', status: 'paid' })).json;
    assert.equal(paid.value.status, 'paid');
    await withdraw({ amount: 30, password: 'demo1234' });
    const failed = (await client.post('/__sandbox/withdrawals', { username: 'demo', status: 'failed' })).json;
    assert.equal(failed.value.status, 'failed');
    assert.equal((await info()).balance, Math.round((balance - 40) * 100) / 100);
  });

  it('saves a PIX key or, for another currency, a bank account, and checks it', async () => {
    const save = async (body) => (await client.post('/wps/member/withdrawal/account', body, { token, enc: true })).json;
    assert.equal((await save({ pixKeyType: 'email', pixKey: 'not-an-email', holderName: 'Ana' })).errorCode, 'withdrawal.account.invalid');
    const saved = await save({ pixKeyType: 'email', pixKey: 'ana@example.com', holderName: 'Ana Souza' });
    assert.deepEqual(saved.value.account, { type: 'pix', pixKeyType: 'email', pixKey: 'ana@example.com', holderName: 'Ana Souza' });
    await client.post('/__sandbox/rewards', { deposit: { currency: 'VND' } });
    assert.equal((await info()).accountType, 'bank');
    const bank = await save({ bankName: 'Vietcombank', accountNumber: '0071 0012 3456 7', holderName: 'Nguyen Van An' });
    assert.equal(bank.value.account.type, 'bank');
  });

  it('asks an account with an authenticator for its code instead of the password', async () => {
    const { gaSecret } = (await client.post('/__sandbox/two-factor', { username: 'demo', methods: ['ga'] })).json.value;
    assert.equal((await info()).confirm, 'ga');
    assert.equal((await withdraw({ amount: 50, password: 'demo1234' })).errorCode, 'login.verify.ga.err');
    const answer = await withdraw({ amount: 50, authCode: totpOf(gaSecret).generate() });
    assert.equal(answer.value?.withdrawal.status, 'pending', JSON.stringify(answer));
  });
});
