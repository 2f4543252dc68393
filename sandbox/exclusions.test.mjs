import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { endOf } from './exclusions.mjs';
import { startSandbox } from './index.mjs';
import { openTestSandbox } from './test-sandbox.mjs';
import { createWpsClient } from './wps-client.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DEVICE = { loginDeviceId: 'device-1', isOfficialAppLogin: false };

describe('time-outs and self-exclusions', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());
  beforeEach(() => control('POST', '/__sandbox/reset'));

  /** @param {string} method @param {string} path @param {unknown} [body] */
  async function control(method, path, body) {
    const { json } = await client.call(method, path, body);
    assert.equal(json.success, true, JSON.stringify(json));
    return json.value;
  }
  const platformNow = async () => (await control('GET', '/__sandbox/clock')).now;
  const login = (username = 'demo', password = 'demo1234', headers = {}) =>
    client.post('/wps/session/login', { username, password, type: 'username', ...DEVICE }, { enc: true, headers });
  const token = async (username = 'demo') => {
    const { json } = await login(username);
    assert.equal(json.success, true, JSON.stringify(json));
    return json.value.token;
  };
  /** @param {string} session @param {Record<string, unknown>} body */
  const takeBreak = (session, body) => client.post('/wps/member/selfExclusion', body, { enc: true, token: session });

  it('starts a 24-hour time-out that ends every session and refuses log-in until the platform clock passes it', async () => {
    const here = await token();
    const elsewhere = await token();
    const before = await platformNow();
    const taken = await takeBreak(here, { kind: 'timeout', period: '24h' });
    assert.equal(taken.json.success, true, JSON.stringify(taken.json));
    assert.ok(taken.json.value.until >= before + DAY && taken.json.value.until <= before + DAY + 60_000, `until ${taken.json.value.until}`);
    for (const session of [here, elsewhere]) assert.equal((await client.get('/wps/member/info', { token: session })).status, 401);

    const refused = await login();
    assert.equal(refused.json.success, false);
    assert.equal(refused.json.errorCode, 'member.excluded');
    assert.equal(refused.json.until, taken.json.value.until, 'the end rides beside the code and message');
    assert.match(refused.json.message, /break/);
    const chinese = await login('demo', 'demo1234', { Language: 'CN' });
    assert.equal(chinese.json.message, '此账户正处于休息期，暂时无法登录。');
    assert.equal(chinese.json.until, taken.json.value.until);
    // A wrong password still says so: the break is told only to who knows the password.
    assert.equal((await login('demo', 'wrong-pass')).json.errorCode, 'login.cred.err');

    await control('POST', '/__sandbox/clock', { advanceMs: DAY - HOUR });
    assert.equal((await login()).json.errorCode, 'member.excluded', 'an hour before the end');
    await control('POST', '/__sandbox/clock', { advanceMs: HOUR + 1000 });
    assert.equal((await login()).json.success, true, 'after the end');
  });

  it('keeps a permanent self-exclusion for good, and six months and a year by the calendar', async () => {
    const taken = await takeBreak(await token(), { kind: 'exclusion', period: 'permanent' });
    assert.deepEqual(taken.json, { success: true, value: { until: null } });
    await control('POST', '/__sandbox/clock', { advanceMs: 700 * DAY });
    const refused = await login();
    assert.equal(refused.json.errorCode, 'member.excluded');
    assert.equal(refused.json.until, null);

    assert.equal(endOf('6m', Date.UTC(2026, 7, 31, 10)), Date.UTC(2027, 1, 28, 10));
    assert.equal(endOf('1y', Date.UTC(2028, 1, 29, 8)), Date.UTC(2029, 1, 28, 8));
    assert.equal(endOf('7d', 1000), 1000 + 7 * DAY);
    assert.equal(endOf('30d', 1000), 1000 + 30 * DAY);
  });

  it('refuses the SMS, two-factor and Firebase ways in as well', async () => {
    await control('POST', '/__sandbox/players', { username: 'mobile1', password: 'demo1234', mobileNum: '955500017' });
    await takeBreak(await token('mobile1'), { kind: 'timeout', period: '7d' });
    await client.post('/wps/verification/sms/noLogin', { countryDialingCode: '+84', mobileNum: '955500017' });
    const { code } = await control('GET', '/__sandbox/codes?to=955500017');
    const sms = await client.post('/wps/session/login', { type: 'sms', mobileNum: '955500017', countryDialingCode: '+84', verificationCode: code, ...DEVICE }, { enc: true });
    assert.equal(sms.json.errorCode, 'member.excluded', JSON.stringify(sms.json));

    // The seeded two-factor player: no second factor is asked of a player who could not log in after it, and
    // the step itself refuses too.
    const verify = () => client.post('/wps/session/login/verification', { username: 'secure', password: 'demo1234', method: 'P', payeeName: 'Nguyen Van An' }, { enc: true });
    assert.equal((await login('secure')).json.errorCode, 'login_verify_required');
    await takeBreak((await verify()).json.value.token, { kind: 'timeout', period: '30d' });
    assert.equal((await login('secure')).json.errorCode, 'member.excluded');
    assert.equal((await verify()).json.errorCode, 'member.excluded');

    await control('POST', '/__sandbox/switches', { GOOGLELOGIN3: true });
    await control('POST', '/__sandbox/firebase/bind', { provider: 'google.com', subject: 'ana@example.com', username: 'demo' });
    await takeBreak(await token(), { kind: 'exclusion', period: '1y' });
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: 'https://securetoken.google.com/demo-mc-elements', aud: 'demo-mc-elements', sub: 'uid-1', iat: now, exp: now + 3600,
      email: 'ana@example.com', email_verified: true, firebase: { sign_in_provider: 'google.com' } };
    const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const firebaseIdToken = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
    const firebase = await client.post('/wps/session/login', { type: 'firebase', firebaseChannel: 'GOOGLE', firebaseIdToken, ...DEVICE }, { enc: true });
    assert.equal(firebase.json.errorCode, 'member.excluded');
    assert.ok(firebase.json.until > Date.now() + 360 * DAY);
  });

  it('takes only a member\'s encrypted request with a period of its kind', async () => {
    const session = await token();
    assert.equal((await client.post('/wps/member/selfExclusion', { kind: 'timeout', period: '24h' }, { enc: true })).status, 401);
    assert.equal((await client.post('/wps/member/selfExclusion', { kind: 'timeout', period: '24h' }, { token: session })).json.errorCode, 'encryption.invalid');
    for (const body of [{ kind: 'timeout', period: '6m' }, { kind: 'exclusion', period: '24h' }, { kind: 'pause', period: '24h' }, { kind: 'timeout' }, { kind: 'timeout', period: '24h', extra: 1 }]) {
      assert.equal((await takeBreak(session, body)).json.errorCode, 'validation.failed', JSON.stringify(body));
    }
    assert.equal((await client.get('/wps/member/info', { token: session })).json.success, true, 'a refused request ends nothing');
  });

  it('keeps a break across a restart of the platform', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'exclusions-'));
    const dbFile = join(directory, 'sandbox.db');
    try {
      const first = await startSandbox({ dbFile, mode: 'test' });
      const one = createWpsClient({ url: first.url });
      const answer = await one.login('demo', 'demo1234');
      await one.post('/wps/member/selfExclusion', { kind: 'timeout', period: '24h' }, { enc: true, token: answer.value.token });
      await first.close();
      const second = await startSandbox({ dbFile, mode: 'test' });
      try {
        assert.equal((await createWpsClient({ url: second.url }).login('demo', 'demo1234')).errorCode, 'member.excluded');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
