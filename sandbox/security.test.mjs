import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { openTestSandbox } from './test-sandbox.mjs';

const DEVICE = { loginDeviceId: 'device-1', isOfficialAppLogin: false };
const SECURE = { username: 'secure', password: 'demo1234' };

describe('SMS codes, SMS login and two-factor', () => {
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
  const sendSms = (mobileNum, countryDialingCode = '+84') =>
    client.post('/wps/verification/sms/noLogin', { countryDialingCode, mobileNum });
  const smsLogin = (mobileNum, verificationCode) =>
    client.post('/wps/session/login', { type: 'sms', mobileNum, countryDialingCode: '+84', verificationCode, ...DEVICE }, { enc: true });
  const verify = (fields) => client.post('/wps/session/login/verification', { ...SECURE, ...fields }, { enc: true });

  it('sends an SMS code that the control API reads, and logs in with it once', async () => {
    const sent = await sendSms('912345678');
    assert.equal(sent.json.success, true);
    assert.ok(sent.json.value.expirationTime > Date.now());
    const stored = await control('GET', '/__sandbox/codes?to=912345678');
    assert.match(stored.code, /^\d{6}$/);
    assert.equal(stored.countryDialingCode, '+84');

    const login = await smsLogin('912345678', stored.code);
    assert.equal(login.json.success, true, JSON.stringify(login.json));
    const info = await client.get('/wps/member/info', { token: login.json.value.token });
    assert.equal(info.json.value.userName, 'demo');

    const again = await smsLogin('912345678', stored.code);
    assert.equal(again.json.errorCode, 'verification.code.err');
  });

  it('refuses a wrong code, an expired code, an older code and an unknown number', async () => {
    await sendSms('912345678');
    const first = await control('GET', '/__sandbox/codes?to=912345678');
    const wrong = first.code === '000000' ? '111111' : '000000';
    assert.equal((await smsLogin('912345678', wrong)).json.errorCode, 'verification.code.err');

    await sendSms('912345678');
    const second = await control('GET', '/__sandbox/codes?to=912345678');
    if (second.code !== first.code) assert.equal((await smsLogin('912345678', first.code)).json.errorCode, 'verification.code.err');
    await control('POST', '/__sandbox/codes/expire', { to: '912345678' });
    assert.equal((await smsLogin('912345678', second.code)).json.errorCode, 'verification.code.expired');

    await sendSms('900000001');
    const other = await control('GET', '/__sandbox/codes?to=900000001');
    assert.equal((await smsLogin('900000001', other.code)).json.errorCode, 'not.exists.user');
    assert.equal((await sendSms('12')).json.errorCode, 'validation.failed');
  });

  it('asks an account with a second factor to verify a new address, then trusts it', async () => {
    await control('POST', '/__sandbox/client-ip', { ip: '203.0.113.9' });
    const first = await client.post('/wps/session/login', { ...SECURE, type: 'username', ...DEVICE }, { enc: true });
    assert.equal(first.json.errorCode, 'login_verify_required');
    assert.deepEqual(first.json.value, { payeeName: true, sms: true, ga: true, email: true, emailCode: false });

    assert.equal((await verify({ method: 'P', payeeName: 'Someone Else' })).json.errorCode, 'login.verify.payee.err');
    const passed = await verify({ method: 'P', payeeName: '  nguyen van an ' });
    assert.equal(passed.json.success, true, JSON.stringify(passed.json));

    const later = await client.post('/wps/session/login', { ...SECURE, type: 'username', ...DEVICE }, { enc: true });
    assert.equal(later.json.success, true);
    await control('POST', '/__sandbox/client-ip', { ip: '198.51.100.4' });
    const elsewhere = await client.post('/wps/session/login', { ...SECURE, type: 'username', ...DEVICE }, { enc: true });
    assert.equal(elsewhere.json.errorCode, 'login_verify_required');
  });

  it('checks Google Authenticator codes with RFC 6238 TOTP', async () => {
    const setup = await control('POST', '/__sandbox/two-factor', { username: 'demo', methods: ['ga'], trustedIps: [] });
    assert.match(setup.otpauthUri, /^otpauth:\/\/totp\//);
    const first = await client.post('/wps/session/login', { username: 'demo', password: 'demo1234', type: 'username', ...DEVICE }, { enc: true });
    assert.deepEqual(first.json.value, { payeeName: false, sms: false, ga: true, email: false, emailCode: false });
    const totp = new TOTP({ secret: Secret.fromBase32(setup.gaSecret), digits: 6, period: 30 });
    const demo = { username: 'demo', password: 'demo1234', method: 'G' };
    const bad = await client.post('/wps/session/login/verification', { ...demo, authCode: String((Number(totp.generate()) + 500000) % 1000000).padStart(6, '0') }, { enc: true });
    assert.equal(bad.json.errorCode, 'login.verify.ga.err');
    const payee = await client.post('/wps/session/login/verification', { ...demo, method: 'P', payeeName: 'x' }, { enc: true });
    assert.equal(payee.json.errorCode, 'login.verify.method.invalid');
    const good = await client.post('/wps/session/login/verification', { ...demo, authCode: totp.generate() }, { enc: true });
    assert.equal(good.json.success, true, JSON.stringify(good.json));
  });

  it('verifies by SMS code, and still checks the password', async () => {
    await control('POST', '/__sandbox/client-ip', { ip: '203.0.113.10' });
    assert.equal((await verify({ password: 'wrong123', method: 'P', payeeName: 'Nguyen Van An' })).json.errorCode, 'login.cred.err');

    await sendSms('987654321');
    const sms = await control('GET', '/__sandbox/codes?to=987654321');
    assert.equal((await verify({ method: 'S', mobileNum: '912345678', verificationCode: sms.code })).json.errorCode, 'login.verify.mobile.err');
    assert.equal((await verify({ method: 'S', mobileNum: '987654321', verificationCode: sms.code })).json.success, true);
  });

  it('verifies by email address alone by default, as the spec has it, and mails no code', async () => {
    await control('POST', '/__sandbox/client-ip', { ip: '203.0.113.12' });
    assert.equal((await verify({ method: 'E', email: 'other@example.com' })).json.errorCode, 'login.verify.email.err');
    assert.equal((await verify({ method: 'E', email: '' })).json.errorCode, 'validation.failed');
    // A platform of this mode sends no code, so a stray request for one gets the usual answer and nothing goes out.
    const asked = await client.post('/wps/verification/email/noLogin', { username: 'secure', email: 'secure@example.com' });
    assert.equal(asked.json.success, true);
    assert.equal(await control('GET', '/__sandbox/codes?to=secure@example.com'), null);

    const passed = await verify({ method: 'E', email: ' Secure@Example.com ' });
    assert.equal(passed.json.success, true, JSON.stringify(passed.json));
    const later = await client.post('/wps/session/login', { ...SECURE, type: 'username', ...DEVICE }, { enc: true });
    assert.equal(later.json.success, true);
  });

  it('in email-code mode, says so in the challenge and requires the mailed code', async () => {
    const setup = await control('POST', '/__sandbox/two-factor', { username: 'secure', emailCode: true });
    assert.equal(setup.emailCode, true);
    await control('POST', '/__sandbox/client-ip', { ip: '203.0.113.11' });
    const first = await client.post('/wps/session/login', { ...SECURE, type: 'username', ...DEVICE }, { enc: true });
    assert.deepEqual(first.json.value, { payeeName: true, sms: true, ga: true, email: true, emailCode: true });
    assert.equal((await verify({ method: 'E', email: 'secure@example.com' })).json.errorCode, 'validation.failed');
    assert.equal((await verify({ method: 'E', email: 'secure@example.com', verificationCode: '' })).json.errorCode, 'validation.failed');

    const stranger = await client.post('/wps/verification/email/noLogin', { username: 'secure', email: 'other@example.com' });
    assert.equal(stranger.json.success, true);
    assert.equal(await control('GET', '/__sandbox/codes?to=other@example.com'), null);
    await client.post('/wps/verification/email/noLogin', { username: 'secure', email: 'Secure@Example.com' });
    const mail = await control('GET', '/__sandbox/codes?to=secure@example.com');
    assert.equal(mail.channel, 'email');
    assert.equal((await verify({ method: 'E', email: 'other@example.com', verificationCode: mail.code })).json.errorCode, 'login.verify.email.err');
    await control('POST', '/__sandbox/codes/expire', { to: 'secure@example.com' });
    assert.equal((await verify({ method: 'E', email: 'secure@example.com', verificationCode: mail.code })).json.errorCode, 'verification.code.expired');
    await client.post('/wps/verification/email/noLogin', { username: 'secure', email: 'secure@example.com' });
    const fresh = await control('GET', '/__sandbox/codes?to=secure@example.com');
    assert.equal((await verify({ method: 'E', email: 'secure@example.com', verificationCode: fresh.code })).json.success, true);
  });

  it('keeps the email mode when the player is set again without it, and turns it off on request and on reset', async () => {
    await control('POST', '/__sandbox/two-factor', { username: 'secure', emailCode: true });
    assert.equal((await control('POST', '/__sandbox/two-factor', { username: 'secure', methods: ['email'] })).emailCode, true);
    assert.equal((await control('POST', '/__sandbox/two-factor', { username: 'secure', emailCode: false })).emailCode, false);
    await control('POST', '/__sandbox/two-factor', { username: 'secure', emailCode: true });
    await control('POST', '/__sandbox/reset');
    await control('POST', '/__sandbox/client-ip', { ip: '203.0.113.13' });
    const first = await client.post('/wps/session/login', { ...SECURE, type: 'username', ...DEVICE }, { enc: true });
    assert.equal(first.json.value.emailCode, false);
    const refused = await client.call('POST', '/__sandbox/two-factor', { username: 'secure', emailCode: 'yes' });
    assert.equal(refused.json.errorCode, 'validation.failed');
  });
});
