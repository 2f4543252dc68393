import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';
import { periodBounds } from './limits.mjs';

const HOUR = 3_600_000;

describe('limits', () => {
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

  const limits = async () => (await client.get('/wps/member/limits', { token })).json;
  /** @param {Record<string, unknown>} body */
  const change = async (body) => (await client.post('/wps/member/limits', body, { token, enc: true })).json;
  /** @param {number} amount */
  const deposit = async (amount) => (await client.post('/wps/relay/MCSFE_submitDeposit', { channelId: 'PIX', amount }, { token, enc: true })).json;
  /** @param {number} advanceMs */
  const advance = (advanceMs) => client.post('/__sandbox/clock', { advanceMs });

  it('starts with no limits, and needs a session and an encrypted change', async () => {
    const { success, value } = await limits();
    assert.equal(success, true);
    for (const period of ['day', 'week', 'month']) {
      assert.equal(value.deposit[period].limit, null);
      assert.equal(value.deposit[period].left, null);
      assert.equal(value.deposit[period].pending, null);
      assert.ok(value.deposit[period].resetsAt > value.now);
    }
    assert.deepEqual(value.session.limitMinutes, null);
    assert.equal(typeof value.session.startedAt, 'number');
    assert.equal(typeof value.currency, 'string');
    assert.equal((await client.get('/wps/member/limits')).status, 401);
    assert.equal((await client.post('/wps/member/limits', { day: 100 }, { token })).json.errorCode, 'encryption.invalid');
  });

  it('refuses malformed changes with a validation error naming the field', async () => {
    for (const body of [{}, { day: -5 }, { week: 0 }, { month: 1.234 }, { day: '100' }, { session: 2 }, { session: 90.5 }, { year: 100 }]) {
      const answer = await change(body);
      assert.equal(answer.success, false, JSON.stringify(body));
      assert.equal(answer.errorCode, 'validation.failed');
    }
    assert.match((await change({ day: -5 })).message, /"day"/);
  });

  it('applies a first limit and a lower one at once, and counts deposits against it', async () => {
    assert.equal((await change({ day: 500 })).value.deposit.day.limit, 500);
    assert.equal((await deposit(120)).success, true);
    let day = (await limits()).value.deposit.day;
    assert.deepEqual([day.used, day.left], [120, 380]);
    day = (await change({ day: 200 })).value.deposit.day;
    assert.deepEqual([day.limit, day.left, day.pending], [200, 80, null]);
    const settings = (await client.get('/wps/relay/MCSFE_getDepositSettings', { token })).json.value;
    assert.equal(settings.depositLimit.left, 80);
    assert.equal(settings.depositLimit.period, 'day');
  });

  it('refuses a deposit over what is left, naming it, in the player\'s language too', async () => {
    await change({ day: 100, month: 1000 });
    assert.equal((await deposit(60)).success, true);
    const refused = await deposit(50);
    assert.equal(refused.success, false);
    assert.equal(refused.errorCode, 'limit.deposit.exceeded');
    assert.match(refused.message, /40\.00/);
    assert.equal(refused.value.left, 40);
    assert.equal(refused.value.period, 'day');
    assert.equal((await deposit(40)).success, true);
    const chinese = (await client.post('/wps/relay/MCSFE_submitDeposit', { channelId: 'PIX', amount: 10 }, { token, enc: true, headers: { Language: 'CN' } })).json;
    assert.equal(chinese.errorCode, 'limit.deposit.exceeded');
    assert.match(chinese.message, /[\u4e00-\u9fff]/);
    // The next day the daily limit is whole again, and the month's holds what was used.
    await advance(24 * HOUR);
    const next = (await limits()).value.deposit;
    assert.equal(next.day.left, 100);
  });

  it('holds a raise or a removal pending for 24 hours of platform time, then applies it', async () => {
    await change({ day: 100, session: 180 });
    const pending = (await change({ day: 300, session: null })).value;
    assert.equal(pending.deposit.day.limit, 100);
    assert.equal(pending.deposit.day.pending.limit, 300);
    // 24 hours from the change (the answer's `now` is read a moment after it).
    const inADay = (time) => time <= pending.now + 24 * HOUR && time > pending.now + 24 * HOUR - 1000;
    assert.ok(inADay(pending.deposit.day.pending.appliesAt), String(pending.deposit.day.pending.appliesAt));
    assert.equal(pending.session.pending.limitMinutes, null);
    assert.ok(inADay(pending.session.pending.appliesAt));
    // Asking again keeps the time; the limit still binds meanwhile.
    await advance(HOUR);
    assert.equal((await change({ day: 300 })).value.deposit.day.pending.appliesAt, pending.deposit.day.pending.appliesAt);
    assert.equal((await deposit(150)).errorCode, 'limit.deposit.exceeded');
    await advance(23 * HOUR);
    token = (await client.login('demo', 'demo1234')).value.token;
    const applied = (await limits()).value;
    assert.equal(applied.deposit.day.limit, 300);
    assert.equal(applied.deposit.day.pending, null);
    assert.equal(applied.session.limitMinutes, null);
    assert.equal((await deposit(150)).success, true);
  });

  it('drops a pending raise when the player lowers the limit instead', async () => {
    await change({ week: 1000 });
    await change({ week: 2000 });
    const lowered = (await change({ week: 800 })).value.deposit.week;
    assert.deepEqual([lowered.limit, lowered.pending], [800, null]);
    const kept = (await change({ week: 800 })).value.deposit.week;
    assert.deepEqual([kept.limit, kept.pending], [800, null]);
  });

  it('ends a session older than the session-time limit on its next token call', async () => {
    const set = (await change({ session: 30 })).value.session;
    assert.equal(set.limitMinutes, 30);
    assert.equal(set.endsAt, set.startedAt + 30 * 60_000);
    await advance(29 * 60_000);
    assert.equal((await limits()).success, true);
    await advance(2 * 60_000);
    const ended = await client.get('/wps/member/balance', { token });
    assert.equal(ended.status, 401);
    assert.equal(ended.json.errorCode, 'limit.session.reached');
    // The token is gone, and calls the page had on their way get the same reason, whichever answer it reads first.
    const late = await client.get('/wps/member/limits', { token });
    assert.equal(late.status, 401);
    assert.equal(late.json.errorCode, 'limit.session.reached');
  });

  it('cuts calendar periods in UTC: the day, the week from Monday, the month', () => {
    const thursday = Date.UTC(2026, 10, 26, 15, 30);
    assert.deepEqual(periodBounds('day', thursday), { start: Date.UTC(2026, 10, 26), end: Date.UTC(2026, 10, 27) });
    assert.deepEqual(periodBounds('week', thursday), { start: Date.UTC(2026, 10, 23), end: Date.UTC(2026, 10, 30) });
    assert.deepEqual(periodBounds('month', thursday), { start: Date.UTC(2026, 10, 1), end: Date.UTC(2026, 11, 1) });
    assert.deepEqual(periodBounds('week', Date.UTC(2026, 10, 29, 23)), { start: Date.UTC(2026, 10, 23), end: Date.UTC(2026, 10, 30) });
  });
});
