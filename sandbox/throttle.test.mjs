// The platform as an attacker's script meets it: guessed passwords, guessed reset codes, pumped SMS, and a
// restart in between where every limit must hold.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startSandbox } from './index.mjs';
import { openTestSandbox } from './test-sandbox.mjs';
import { createWpsClient } from './wps-client.mjs';

const DEVICE = { type: 'username', loginDeviceId: 'device-1', isOfficialAppLogin: false };
const RESET_SMS = { username: 'demo', channel: 'sms', countryDialingCode: '+55', mobileNum: '912345678' };
const QUARTER_HOUR = 15 * 60 * 1000;

/** @param {ReturnType<typeof createWpsClient>} client */
function calls(client) {
  /** @param {string} method @param {string} path @param {unknown} [body] */
  const control = async (method, path, body) => {
    const { json } = await client.call(method, path, body);
    assert.equal(json.success, true, JSON.stringify(json));
    return json.value;
  };
  return {
    control,
    login: async (username, password, extra = {}, headers = {}) =>
      (await client.post('/wps/session/login', { username, password, ...DEVICE, ...extra }, { enc: true, headers })).json,
    sendSms: async (mobileNum, body = {}) =>
      (await client.post('/wps/verification/sms/noLogin', { countryDialingCode: '+55', mobileNum, ...body })).json,
    askReset: async (fields = RESET_SMS) => (await client.post('/wps/member/password/reset/code', fields, { enc: true })).json,
    reset: async (code, fields = RESET_SMS) =>
      (await client.post('/wps/member/password/reset', { ...fields, verificationCode: code, newPassword: 'fresh2026' }, { enc: true })).json,
  };
}

describe('throttling', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {ReturnType<typeof calls>} */
  let api;
  before(async () => {
    const opened = await openTestSandbox();
    sandbox = opened.sandbox;
    api = calls(opened.client);
  });
  after(() => sandbox.close());
  beforeEach(() => api.control('POST', '/__sandbox/reset'));

  it('locks an account after 5 failed logins, with the end, in the player\'s language, until the clock passes it', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) assert.equal((await api.login('demo', 'wrong999')).errorCode, 'login.cred.err');
    const locked = await api.login('demo', 'demo1234', {}, { Language: 'PT-BR' });
    assert.equal(locked.errorCode, 'login.locked');
    assert.match(locked.message, /Muitas tentativas/);
    const { now } = await api.control('GET', '/__sandbox/clock');
    assert.ok(locked.until > now && locked.until <= now + QUARTER_HOUR, JSON.stringify(locked));
    // A refused try counts for nothing: the end stays where it was.
    assert.equal((await api.login('demo', 'wrong999')).until, locked.until);
    // Another account from the same address is not locked by these five.
    await api.control('POST', '/__sandbox/players', { username: 'neighbour', password: 'neigh2026' });
    assert.equal((await api.login('neighbour', 'neigh2026')).success, true);

    await api.control('POST', '/__sandbox/clock', { advanceMs: locked.until - now + 1 });
    assert.equal((await api.login('demo', 'demo1234')).success, true);
  });

  it('counts an unknown user name as a known one, and 20 failures lock the address for every account', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) assert.equal((await api.login('ghost', 'wrong999')).errorCode, 'not.exists.user');
    assert.equal((await api.login('ghost', 'wrong999')).errorCode, 'login.locked');

    await api.control('POST', '/__sandbox/client-ip', { ip: '203.0.113.9' });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      assert.notEqual((await api.login(`guess${attempt}`, 'wrong999')).errorCode, 'login.locked');
    }
    assert.equal((await api.login('demo', 'demo1234')).errorCode, 'login.locked');
    await api.control('POST', '/__sandbox/client-ip', { ip: '198.51.100.7' });
    assert.equal((await api.login('demo', 'demo1234')).success, true);
  });

  it('asks for the captcha instead of locking when the merchant has one, even on a test platform', async () => {
    await api.control('POST', '/__sandbox/switches', { GEETEST3: true });
    await api.control('POST', '/__sandbox/status', { test: true });
    for (let attempt = 0; attempt < 5; attempt += 1) assert.equal((await api.login('demo', 'wrong999')).errorCode, 'login.cred.err');
    assert.equal((await api.login('demo', 'demo1234')).errorCode, 'captcha.required');
  });

  it('voids a reset code after 5 wrong tries, for known and unknown accounts alike, until a new one is asked for', async () => {
    const ghost = { ...RESET_SMS, username: 'ghost', mobileNum: '955555555' };
    for (const fields of [RESET_SMS, ghost]) {
      assert.equal((await api.askReset(fields)).success, true);
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await api.reset('000000', fields)).errorCode);
      assert.deepEqual(answers, ['reset.code.invalid', 'reset.code.invalid', 'reset.code.invalid', 'reset.code.invalid', 'reset.code.void', 'reset.code.void']);
    }
    // The right code no longer works either; a new code does.
    const { code: spent } = await api.control('GET', '/__sandbox/codes?to=912345678');
    assert.equal((await api.reset(spent)).errorCode, 'reset.code.void');
    assert.equal((await api.askReset()).success, true);
    const { code } = await api.control('GET', '/__sandbox/codes?to=912345678');
    assert.equal((await api.reset(code)).success, true);
  });

  it('limits reset requests per address too, with the time they are possible again', async () => {
    for (let user = 0; user < 10; user += 1) {
      assert.equal((await api.askReset({ ...RESET_SMS, username: `someone${user}`, mobileNum: `90000000${user}` })).success, true);
    }
    const refused = await api.askReset({ ...RESET_SMS, username: 'someone_else', mobileNum: '900000099' });
    assert.equal(refused.errorCode, 'reset.code.limit');
    assert.equal(typeof refused.until, 'number');
  });

  it('needs the SMS captcha for a reset code when the merchant has one for SMS', async () => {
    await api.control('POST', '/__sandbox/switches', { GEETESTVCODE3: true });
    await api.control('POST', '/__sandbox/captcha', { version: 'v4' });
    assert.equal((await api.askReset()).errorCode, 'captcha.required');
    assert.equal((await api.askReset({ ...RESET_SMS, username: 'ghost' })).errorCode, 'captcha.required');
    const solved = await api.control('POST', '/__sandbox/geetest/verify4', { captchaId: '8a7c43e05d9f1b26c0e4a7d9386b5f12' });
    assert.equal((await api.askReset({ ...RESET_SMS, geetestValidateV4: solved })).success, true);
  });

  it('limits SMS sends per number per hour and per day, and per address', async () => {
    for (let sent = 0; sent < 5; sent += 1) assert.equal((await api.sendSms('912345678')).success, true);
    const refused = await api.sendSms('912345678');
    assert.equal(refused.errorCode, 'sms.send.limit');
    const { now } = await api.control('GET', '/__sandbox/clock');
    assert.ok(refused.until > now && refused.until <= now + 60 * 60 * 1000);
    // The reset's SMS counts against the same number.
    assert.equal((await api.askReset()).errorCode, 'sms.send.limit');

    await api.control('POST', '/__sandbox/clock', { advanceMs: 60 * 60 * 1000 + 1 });
    for (let sent = 0; sent < 5; sent += 1) assert.equal((await api.sendSms('912345678')).success, true);
    const daily = await api.sendSms('912345678');
    assert.equal(daily.errorCode, 'sms.send.limit');
    assert.ok(daily.until - now > 23 * 60 * 60 * 1000, 'the day\'s limit ends a day after the first send');

    // One address, many numbers: 20 an hour.
    await api.control('POST', '/__sandbox/client-ip', { ip: '203.0.113.50' });
    for (let number = 0; number < 20; number += 1) assert.equal((await api.sendSms(`93000${String(number).padStart(4, '0')}`)).success, true);
    assert.equal((await api.sendSms('939999999')).errorCode, 'sms.send.limit');
  });
});

describe('throttling across a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-throttle-'));
  const dbFile = join(dir, 'sandbox.sqlite');
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a login lock, a void reset code and the SMS quota', async () => {
    const first = await startSandbox({ dbFile, mode: 'test' });
    const before = calls(createWpsClient({ url: first.url }));
    for (let attempt = 0; attempt < 5; attempt += 1) await before.login('demo', 'wrong999');
    const locked = await before.login('demo', 'demo1234');
    assert.equal(locked.errorCode, 'login.locked');
    await before.askReset();
    for (let attempt = 0; attempt < 5; attempt += 1) await before.reset('000000');
    for (let sent = 0; sent < 4; sent += 1) await before.sendSms('912345678');
    await first.close();

    const second = await startSandbox({ dbFile, mode: 'test' });
    try {
      const again = calls(createWpsClient({ url: second.url }));
      const still = await again.login('demo', 'demo1234');
      assert.equal(still.errorCode, 'login.locked');
      assert.equal(still.until, locked.until);
      assert.equal((await again.reset('000000')).errorCode, 'reset.code.void');
      // The reset's SMS and four more make five this hour.
      assert.equal((await again.sendSms('912345678')).errorCode, 'sms.send.limit');
    } finally {
      await second.close();
    }
  });
});
