import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';
import { DEFAULT_PASSWORD } from './index.mjs';

const REGISTRATION = {
  registerMethod: 'H5',
  registerUrl: 'http://127.0.0.1/m/register',
  loginDeviceId: 'device-2',
  isOfficialAppLogin: false,
  domain: '127.0.0.1',
  ageConfirmed: true,
  termsVersion: '2026-09',
};

describe('member', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());

  /**
   * @param {Record<string, unknown>} body
   * @param {Record<string, string>} [headers]
   */
  const register = (body, headers = { ModuleId: 'REG3' }) =>
    client.post('/wps/member/register', { ...REGISTRATION, ...body }, { enc: true, headers });
  /**
   * @param {Record<string, unknown>} body
   * @param {Record<string, string>} [headers]
   */
  const registerMobile = (body, headers = { ModuleId: 'MOBILENUMREG3' }) =>
    client.post('/wps/member/register/mobile', { ...REGISTRATION, ...body }, { enc: true, headers });

  it('answers member info with a token and 401 without one', async () => {
    const { value } = await client.login('demo', 'demo1234');
    const { status, json } = await client.get('/wps/member/info', { token: value.token });
    assert.equal(status, 200);
    assert.deepEqual(json, {
      success: true,
      value: {
        customerId: 100001, userName: 'demo', type: 0, language: 'CN', merchantCode: 'DEMO',
        firstTimeLogin: false, clubLabel: { labelName: 'Gold' }, rankLevel: 3,
      },
    });
    const anonymous = await client.get('/wps/member/info');
    assert.equal(anonymous.status, 401);
    assert.deepEqual(Object.keys(anonymous.json).sort(), ['errorCode', 'message', 'success']);
    assert.equal(anonymous.json.errorCode, 'user.or.token.invalid');
    const bogus = await client.get('/wps/member/info', { token: 'not-a-token' });
    assert.equal(bogus.status, 401);
  });

  it('changes the member language', async () => {
    const { value } = await client.login('demo', 'demo1234');
    const changed = await client.post('/wps/member/language', { language: 'PT-BR' }, { token: value.token });
    assert.deepEqual(changed.json, { success: true, value: null });
    assert.equal((await client.get('/wps/member/info', { token: value.token })).json.value.language, 'PT-BR');
    const bad = await client.post('/wps/member/language', { language: 'XX' }, { token: value.token });
    assert.equal(bad.json.errorCode, 'validation.failed');
    assert.match(bad.json.message, /"language"/);
    await client.post('/wps/member/language', { language: 'EN' }, { token: value.token });
  });

  it('registers a player, logs in when asked, and refuses a taken user name', async () => {
    const { json } = await register({ username: 'player_one', password: 'pass1234', login: true, referralCode: '100001' });
    assert.equal(json.success, true, JSON.stringify(json));
    assert.equal(json.value.customerName, 'player_one');
    assert.equal(typeof json.value.customerId, 'number');
    const info = await client.get('/wps/member/info', { token: json.value.token });
    assert.equal(info.json.value.userName, 'player_one');
    assert.equal(info.json.value.language, 'EN');
    assert.equal(info.json.value.firstTimeLogin, false);
    assert.equal(info.json.value.clubLabel, undefined);

    const quiet = await register({ username: 'player_two', password: 'pass1234', login: false });
    assert.equal(quiet.json.success, true);
    assert.equal(quiet.json.value.token, undefined);
    assert.equal((await client.login('player_two', 'pass1234')).success, true);

    const taken = await register({ username: 'PLAYER_ONE', password: 'pass1234', login: false });
    assert.equal(taken.json.errorCode, 'username.exists');
  });

  it('validates registration fields and the ModuleId header', async () => {
    const cases = [
      [{ username: 'ab', password: 'pass1234', login: false }, /"username"/],
      [{ username: 'player_x', password: '123', login: false }, /"password"/],
      [{ username: 'player_x', password: 'pass1234' }, /"login"/],
      [{ username: 'player_x', password: 'pass1234', login: false, registerMethod: 'DESKTOP' }, /"registerMethod"/],
      [{ username: 'player_x', password: 'pass1234', login: false, domain: undefined }, /"domain"/],
      [{ username: 'player_x', password: 'pass1234', login: false, pixelTrack: 'x' }, /"pixelTrack"/],
    ];
    for (const [body, message] of cases) {
      const { json } = await register(/** @type {Record<string, unknown>} */ (body));
      assert.equal(json.errorCode, 'validation.failed', JSON.stringify(body));
      assert.match(json.message, /** @type {RegExp} */ (message));
    }
    const noModule = await register({ username: 'player_x', password: 'pass1234', login: false }, {});
    assert.equal(noModule.json.errorCode, 'validation.failed');
    assert.match(noModule.json.message, /ModuleId/);
    const badDevice = await register({ username: 'player_x', password: 'pass1234', login: false },
      { ModuleId: 'REG3', Device: 'TV' });
    assert.match(badDevice.json.message, /Device/);
  });

  it('registers by mobile number with the default password and flags it at login', async () => {
    const { json } = await registerMobile({ mobileNum: '0912345678', login: true });
    assert.equal(json.success, true, JSON.stringify(json));
    assert.equal(json.value.customerName, '0912345678');
    assert.ok(json.value.token);
    const login = await client.login('0912345678', DEFAULT_PASSWORD);
    assert.equal(login.success, true);
    assert.equal(login.value.updatePassword, true);

    const withPassword = await registerMobile({ mobileNum: '0987654321', password: 'mine1234', login: false });
    assert.equal(withPassword.json.success, true);
    assert.equal((await client.login('0987654321', 'mine1234')).value.updatePassword, false);

    const again = await registerMobile({ mobileNum: '0912345678', login: false });
    assert.equal(again.json.errorCode, 'mobile.exists');
    const badNumber = await registerMobile({ mobileNum: 'abc', login: false });
    assert.match(badNumber.json.message, /"mobileNum"/);
    const wrongModule = await registerMobile({ mobileNum: '0911111111', login: false }, { ModuleId: 'REG3' });
    assert.match(wrongModule.json.message, /MOBILENUMREG3/);
  });

  it('requires a password for mobile registration when MOBILENUMPASSREG3 is on', async () => {
    await client.post('/__sandbox/switches', { MOBILENUMPASSREG3: true });
    const { json } = await registerMobile({ mobileNum: '0900000001', login: false });
    assert.equal(json.errorCode, 'validation.failed');
    assert.match(json.message, /"password"/);
    await client.post('/__sandbox/switches', { MOBILENUMPASSREG3: false });
  });
});
