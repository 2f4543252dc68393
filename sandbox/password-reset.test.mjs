import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { RESET_REQUEST_RULES } from './throttle.mjs';
import { openTestSandbox } from './test-sandbox.mjs';

const DEVICE = { loginDeviceId: 'device-1', isOfficialAppLogin: false };
const SMS = { username: 'demo', channel: 'sms', countryDialingCode: '+84', mobileNum: '912345678' };
const EMAIL = { username: 'demo', channel: 'email', email: 'demo@example.com' };

describe('password reset', () => {
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
  const sendCode = (fields, headers) => client.post('/wps/member/password/reset/code', fields, { enc: true, headers });
  const reset = (fields, headers) => client.post('/wps/member/password/reset', fields, { enc: true, headers });
  const login = (username, password) =>
    client.post('/wps/session/login', { type: 'username', username, password, ...DEVICE }, { enc: true });
  /** @param {string} to */
  const codeFor = (to) => control('GET', `/__sandbox/codes?to=${encodeURIComponent(to)}`);

  it('resets the password with a code sent by SMS, once, and ends the old sessions', async () => {
    const before = await login('demo', 'demo1234');
    const sent = await sendCode(SMS);
    assert.equal(sent.json.success, true, JSON.stringify(sent.json));
    assert.ok(sent.json.value.expirationTime > Date.now());
    const stored = await codeFor('912345678');
    assert.equal(stored.channel, 'reset-sms');
    assert.equal(stored.countryDialingCode, '+84');

    const done = await reset({ ...SMS, verificationCode: stored.code, newPassword: 'fresh2026' });
    assert.equal(done.json.success, true, JSON.stringify(done.json));
    assert.equal((await login('demo', 'demo1234')).json.errorCode, 'login.cred.err');
    assert.equal((await login('demo', 'fresh2026')).json.success, true);
    const old = await client.get('/wps/member/info', { token: before.json.value.token });
    assert.equal(old.json.errorCode, 'user.or.token.invalid');

    const again = await reset({ ...SMS, verificationCode: stored.code, newPassword: 'other2026' });
    assert.equal(again.json.errorCode, 'reset.code.used');
  });

  it('mails a code to the account address, whatever its case', async () => {
    await sendCode({ ...EMAIL, email: 'Demo@Example.com' });
    const stored = await codeFor('demo@example.com');
    assert.equal(stored.channel, 'reset-email');
    const done = await reset({ ...EMAIL, verificationCode: stored.code, newPassword: 'mail2026' });
    assert.equal(done.json.success, true, JSON.stringify(done.json));
    assert.equal((await login('demo', 'mail2026')).json.success, true);
  });

  it('tells a wrong code, an expired one and a replaced one apart from a used one', async () => {
    await sendCode(SMS);
    const first = await codeFor('912345678');
    const wrong = first.code === '000000' ? '111111' : '000000';
    assert.equal((await reset({ ...SMS, verificationCode: wrong, newPassword: 'fresh2026' })).json.errorCode, 'reset.code.invalid');

    await sendCode(SMS);
    const second = await codeFor('912345678');
    if (second.code !== first.code) {
      assert.equal((await reset({ ...SMS, verificationCode: first.code, newPassword: 'fresh2026' })).json.errorCode, 'reset.code.invalid');
    }
    await control('POST', '/__sandbox/codes/expire', { to: '912345678' });
    const expired = await reset({ ...SMS, verificationCode: second.code, newPassword: 'fresh2026' });
    assert.equal(expired.json.errorCode, 'reset.code.expired');
    assert.equal((await login('demo', 'demo1234')).json.success, true);
  });

  it('answers an unknown account, or a number not the account\'s, as a known one, and sends nothing', async () => {
    const known = await sendCode(SMS);
    const unknown = await sendCode({ ...SMS, username: 'nobody', mobileNum: '955555555' });
    const mismatch = await sendCode({ ...SMS, mobileNum: '966666666' });
    const noEmail = await sendCode({ ...EMAIL, username: 'secure', email: 'someone@example.com' });
    for (const answer of [unknown, mismatch, noEmail]) {
      assert.equal(answer.status, known.status);
      assert.deepEqual(Object.keys(answer.json).sort(), Object.keys(known.json).sort());
      assert.deepEqual(Object.keys(answer.json.value), Object.keys(known.json.value));
    }
    assert.equal(await codeFor('955555555'), null);
    assert.equal(await codeFor('966666666'), null);
    assert.equal(await codeFor('someone@example.com'), null);
    const guessed = await reset({ ...SMS, username: 'nobody', mobileNum: '955555555', verificationCode: '123456', newPassword: 'fresh2026' });
    assert.equal(guessed.json.errorCode, 'reset.code.invalid');
  });

  it('keeps a reset code from logging in and a login code from resetting', async () => {
    await client.post('/wps/verification/sms/noLogin', { countryDialingCode: '+84', mobileNum: '912345678' });
    const loginCode = await codeFor('912345678');
    const refused = await reset({ ...SMS, verificationCode: loginCode.code, newPassword: 'fresh2026' });
    assert.equal(refused.json.errorCode, 'reset.code.invalid');

    await sendCode(SMS);
    const resetCode = await codeFor('912345678');
    const smsLogin = await client.post('/wps/session/login',
      { type: 'sms', mobileNum: '912345678', countryDialingCode: '+84', verificationCode: resetCode.code, ...DEVICE }, { enc: true });
    assert.equal(smsLogin.json.errorCode, 'verification.code.err');
  });

  it('holds the new password to the registration rules, and checks them before the code', async () => {
    await sendCode(SMS);
    const { code } = await codeFor('912345678');
    assert.equal((await reset({ ...SMS, verificationCode: code, newPassword: 'abc12' })).json.errorCode, 'validation.failed');
    assert.equal((await reset({ ...SMS, verificationCode: code, newPassword: 'lettersonly' })).json.errorCode, 'password.too.weak');
    const done = await reset({ ...SMS, verificationCode: code, newPassword: 'letters123' });
    assert.equal(done.json.success, true, JSON.stringify(done.json));
  });

  it('limits the codes asked for one user name, known or not, and a control reset forgets the count', async () => {
    for (const [username, mobileNum] of [['demo', '912345678'], ['nobody', '955555555']]) {
      for (let sent = 0; sent < RESET_REQUEST_RULES.account.max; sent += 1) {
        assert.equal((await sendCode({ ...SMS, username, mobileNum })).json.success, true);
      }
      assert.equal((await sendCode({ ...SMS, username, mobileNum })).json.errorCode, 'reset.code.limit');
    }
    await control('POST', '/__sandbox/reset');
    assert.equal((await sendCode(SMS)).json.success, true);
  });

  it('needs the envelope, and words its errors in the request\'s language', async () => {
    const plain = await client.post('/wps/member/password/reset/code', SMS);
    assert.equal(plain.json.errorCode, 'encryption.invalid');
    const wrong = await reset({ ...SMS, verificationCode: '000000', newPassword: 'fresh2026' }, { Language: 'AR' });
    assert.equal(wrong.json.errorCode, 'reset.code.invalid');
    assert.equal(wrong.json.message, 'رمز التحقق غير صحيح.');
  });
});
