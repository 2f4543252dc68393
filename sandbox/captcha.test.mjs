import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';

const LOGIN = { username: 'demo', password: 'demo1234', type: 'username', loginDeviceId: 'device-1', isOfficialAppLogin: false };

describe('captcha', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());
  beforeEach(() => client.post('/__sandbox/reset'));

  const login = (extra = {}) => client.post('/wps/session/login', { ...LOGIN, ...extra }, { enc: true });
  const config = async () => (await client.get('/wps/captcha/geetest', { query: { t: Date.now() } })).json;
  /** Solve a v3 challenge the way the stand-in client does, through the stand-in of Geetest's service. */
  const solveV3 = async () => {
    const { value } = await config();
    const solved = await client.post('/__sandbox/geetest/verify', { gt: value.gt, challenge: value.challenge });
    return solved.json.value;
  };

  it('needs no captcha for login while GEETEST3 is off', async () => {
    assert.equal((await login()).json.success, true);
  });

  it('hands out a v3 challenge, and the status names the id and version', async () => {
    const answer = await config();
    assert.equal(answer.success, true);
    assert.match(answer.value.gt, /^[0-9a-f]{32}$/);
    assert.match(answer.value.challenge, /^[0-9a-f]{32}$/);
    assert.equal(answer.value.newCaptcha, true);
    const status = (await client.get('/wps/system/status')).json.value;
    assert.equal(status.info.gw.GEETEST_VERSION, 'v3');
    assert.equal(status.info.gw.GEETEST_ID, answer.value.gt);
  });

  it('with GEETEST3 on, refuses a login without a solved v3 captcha and accepts one, once', async () => {
    await client.post('/__sandbox/switches', { GEETEST3: true });
    assert.equal((await login()).json.errorCode, 'captcha.required');

    const { value } = await config();
    const unsolved = await login({ geetestChallenge: value.challenge, geetestSeccode: 'forged|jordan' });
    assert.equal(unsolved.json.errorCode, 'captcha.invalid');

    const solved = await solveV3();
    assert.equal(solved.geetest_seccode, `${solved.geetest_validate}|jordan`);
    const fields = { geetestChallenge: solved.geetest_challenge, geetestSeccode: solved.geetest_seccode };
    assert.equal((await login({ ...fields, geetestChallenge: 'f'.repeat(32) })).json.errorCode, 'captcha.invalid');
    const accepted = await login(fields);
    assert.equal(accepted.json.success, true, JSON.stringify(accepted.json));
    assert.equal((await login(fields)).json.errorCode, 'captcha.invalid', 'a result works once');
  });

  it('checks the captcha before the password, so that guessing needs a captcha each time', async () => {
    await client.post('/__sandbox/switches', { GEETEST3: true });
    assert.equal((await login({ password: 'wrong-one' })).json.errorCode, 'captcha.required');
  });

  it('with v4, hands out the captcha id and checks lot number, output and pass token', async () => {
    await client.post('/__sandbox/switches', { GEETEST3: true });
    const set = await client.post('/__sandbox/captcha', { version: 'v4' });
    assert.equal(set.json.value.GEETEST_VERSION, 'v4');
    const { value } = await config();
    assert.deepEqual(Object.keys(value), ['captchaId']);
    const lot = (await client.post('/__sandbox/geetest/verify4', { captchaId: value.captchaId })).json.value;
    assert.deepEqual(Object.keys(lot).sort(), ['captcha_output', 'gen_time', 'lot_number', 'pass_token']);

    assert.equal((await login({ geetestValidateV4: { ...lot, pass_token: 'x' } })).json.errorCode, 'captcha.invalid');
    assert.equal((await login({ geetestValidateV4: 'not json' })).json.errorCode, 'captcha.required');
    assert.equal((await login({ geetestValidateV4: JSON.stringify(lot) })).json.success, true);
    assert.equal((await login({ geetestValidateV4: lot })).json.errorCode, 'captcha.invalid');
    const unknownId = await client.post('/__sandbox/geetest/verify4', { captchaId: 'nope' });
    assert.equal(unknownId.json.errorCode, 'captcha.id.unknown');
  });

  it('on a test platform asks for a captcha only with GEETESTTEST3 on as well', async () => {
    await client.post('/__sandbox/switches', { GEETEST3: true });
    await client.post('/__sandbox/status', { test: true });
    assert.equal((await login()).json.success, true);
    await client.post('/__sandbox/switches', { GEETESTTEST3: true });
    assert.equal((await login()).json.errorCode, 'captcha.required');
  });

  it('rejects a bad control call and an unknown challenge', async () => {
    assert.equal((await client.post('/__sandbox/captcha', { version: 'v5' })).json.errorCode, 'validation.failed');
    const expired = await client.post('/__sandbox/geetest/verify', { gt: 'x', challenge: 'unknown' });
    assert.equal(expired.json.errorCode, 'captcha.expired');
  });

  it('serves the stand-in client scripts with the real clients\' global functions', async () => {
    const v3 = await fetch(`${sandbox.url}/__sandbox/geetest/gt.js`);
    assert.equal(v3.status, 200);
    assert.match(v3.headers.get('content-type') ?? '', /javascript/);
    const text = await v3.text();
    assert.match(text, /window\.initGeetest = function/);
    assert.match(text, /window\.initGeetest4 = function/);
    assert.equal((await fetch(`${sandbox.url}/__sandbox/geetest/other.js`)).status, 404);
  });
});

describe('password change and token address', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());
  beforeEach(() => client.post('/__sandbox/reset'));

  it('changes the password of a player who had to, and clears the reasons', async () => {
    await client.post('/__sandbox/players', { username: 'expired1', password: 'old-pass1', passwordExpired: true });
    const { value } = await client.login('expired1', 'old-pass1');
    assert.equal(value.passwordExpired, true);
    const change = (body, token = value.token) => client.post('/wps/member/password', body, { enc: true, token });

    assert.equal((await change({ oldPassword: 'wrong-pass', newPassword: 'new-pass1' })).json.errorCode, 'password.old.incorrect');
    assert.equal((await change({ oldPassword: 'old-pass1', newPassword: 'old-pass1' })).json.errorCode, 'password.same');
    assert.equal((await change({ oldPassword: 'old-pass1', newPassword: 'short' })).json.errorCode, 'validation.failed');
    assert.equal((await change({ oldPassword: 'old-pass1', newPassword: 'Aa123456' })).json.errorCode, 'password.default');
    assert.equal((await change({ oldPassword: 'old-pass1', newPassword: 'new-pass1' }, '')).status, 401);
    const plain = await client.post('/wps/member/password', { oldPassword: 'old-pass1', newPassword: 'new-pass1' }, { token: value.token });
    assert.equal(plain.json.errorCode, 'encryption.invalid');

    assert.equal((await change({ oldPassword: 'old-pass1', newPassword: 'new-pass1' })).json.success, true);
    assert.equal((await client.login('expired1', 'old-pass1')).errorCode, 'login.cred.err');
    const again = await client.login('expired1', 'new-pass1');
    assert.equal(again.success, true);
    assert.equal(again.value.passwordExpired, false);
    assert.equal(again.value.updatePassword, false);
  });

  it('refuses a token used from another address than the one it was issued to', async () => {
    const { value } = await client.login('demo', 'demo1234');
    assert.equal((await client.get('/wps/member/info', { token: value.token })).status, 200);
    const moved = await client.get('/wps/member/info', { token: value.token, headers: { 'X-Forwarded-For': '198.51.100.7' } });
    assert.equal(moved.status, 401);
    assert.equal(moved.json.errorCode, 'token_ip_different');
  });
});
