import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';
import CryptoJS from 'crypto-js';
import forge from 'node-forge';
import { createWpsClient, encryptEnvelope } from './wps-client.mjs';

const LOGIN = { type: 'username', loginDeviceId: 'device-1', isOfficialAppLogin: false };

describe('session', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());
  // The tests here fail logins on purpose, more than the throttle allows one address (sandbox/throttle.mjs).
  beforeEach(() => client.call('POST', '/__sandbox/throttles/clear'));

  it('logs in through the encrypted envelope built as a browser client builds it', async () => {
    const keyAnswer = await (await fetch(`${sandbox.url}/wps/session/key/rsa?_=${Date.now()}`, {
      headers: { Merchant: 'DEMO' },
    })).json();
    const publicKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(keyAnswer.value)));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const k = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
    const json = JSON.stringify({ username: 'demo', password: 'demo1234', ...LOGIN });
    const response = await fetch(`${sandbox.url}/wps/session/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Merchant: 'DEMO',
        Language: 'EN',
        Encryption: 'true',
        'X-RSA': forge.util.encode64(publicKey.encrypt(k, 'RSAES-PKCS1-V1_5')),
        'X-Digest': CryptoJS.MD5(CryptoJS.enc.Utf8.parse(json)).toString(CryptoJS.enc.Hex),
      },
      body: JSON.stringify({
        value: CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(json), CryptoJS.enc.Utf8.parse(k), {
          mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7,
        }).toString(),
      }),
    });
    assert.equal(response.status, 200);
    const answer = await response.json();
    assert.equal(answer.success, true);
    assert.deepEqual(Object.keys(answer.value).sort(), ['firstTimeLogin', 'passwordExpired', 'token', 'updatePassword']);
    assert.ok(answer.value.token.length >= 32);
    assert.equal(answer.value.firstTimeLogin, false);
    assert.equal(answer.value.passwordExpired, false);
    assert.equal(answer.value.updatePassword, false);
    const info = await client.get('/wps/member/info', { token: answer.value.token });
    assert.equal(info.json.value.userName, 'demo');
  });

  it('answers login.cred.err for a wrong password and not.exists.user for an unknown user', async () => {
    const wrong = await client.post('/wps/session/login', { username: 'demo', password: 'nope1234', ...LOGIN }, { enc: true });
    assert.equal(wrong.status, 200);
    assert.equal(wrong.json.success, false);
    assert.equal(wrong.json.errorCode, 'login.cred.err');
    assert.match(wrong.json.message, /incorrect/);
    const unknown = await client.login('nobody', 'demo1234');
    assert.equal(unknown.errorCode, 'not.exists.user');
    assert.match(unknown.message, /No account/);
  });

  it("words player-facing errors in the request's language", async () => {
    const body = { username: 'demo', password: 'nope1234', ...LOGIN };
    const said = async (language) => (await client.post('/wps/session/login', body, { enc: true, headers: { Language: language } })).json;
    const cn = await said('CN');
    assert.equal(cn.errorCode, 'login.cred.err');
    assert.equal(cn.message, '用户名或密码错误。');
    assert.equal((await said('KO')).message, '사용자 이름 또는 비밀번호가 올바르지 않습니다.');
    assert.equal((await said('AR')).message, 'اسم المستخدم أو كلمة المرور غير صحيحة.');
    assert.equal((await said('pt-br')).message, 'O nome de usuário ou a senha estão incorretos.');
    // Five failures are what one account may have in 15 minutes.
    await client.call('POST', '/__sandbox/throttles/clear');
    assert.equal((await said('EN')).message, 'The user name or password is incorrect.');
    // A language the platform does not have keeps the English wording.
    assert.equal((await said('XX')).message, 'The user name or password is incorrect.');
  });

  it('answers validation.failed naming the missing or malformed field', async () => {
    const cases = [
      [{ password: 'demo1234', ...LOGIN }, /"username"/],
      [{ username: 'demo', ...LOGIN }, /"password"/],
      [{ username: 'demo', password: 'demo1234', ...LOGIN, type: 'email' }, /"type"/],
      [{ username: 'demo', password: 'demo1234', ...LOGIN, loginDeviceId: undefined }, /"loginDeviceId"/],
      [{ username: 'demo', password: 'demo1234', ...LOGIN, isOfficialAppLogin: 'no' }, /"isOfficialAppLogin"/],
      [{ username: 'demo', password: 'demo1234', ...LOGIN, device: 'PHONE' }, /"device"/],
      [{ username: 'demo', password: 'demo1234', ...LOGIN, type: 'sms' }, /"mobileNum" is required/],
      [{ username: 'demo', password: 'demo1234', ...LOGIN, type: 'firebase' }, /firebaseChannel/],
      [[1, 2], /JSON object/],
    ];
    for (const [body, message] of cases) {
      const { status, json } = await client.post('/wps/session/login', body, { enc: true });
      assert.equal(status, 200);
      assert.equal(json.errorCode, 'validation.failed', JSON.stringify(body));
      assert.match(json.message, /** @type {RegExp} */ (message));
    }
  });

  it('answers HTTP 400 encryption.invalid for a plain or broken envelope', async () => {
    const body = { username: 'demo', password: 'demo1234', ...LOGIN };
    const plain = await client.post('/wps/session/login', body);
    assert.equal(plain.status, 400);
    assert.equal(plain.json.errorCode, 'encryption.invalid');
    assert.match(plain.json.message, /must be encrypted/);

    const envelope = encryptEnvelope(body, await client.publicKey());
    const broken = await client.post('/wps/session/login', { value: 'AAAAAAAAAAA=' }, { headers: envelope.headers });
    assert.equal(broken.status, 400);
    assert.equal(broken.json.errorCode, 'encryption.invalid');

    const notJson = await client.post('/wps/session/login', undefined, { headers: envelope.headers, rawBody: '{oops' });
    assert.equal(notJson.status, 400);
    assert.equal(notJson.json.errorCode, 'encryption.invalid');
  });

  it('rejects a digest mismatch', async () => {
    const envelope = encryptEnvelope({ username: 'demo', password: 'demo1234', ...LOGIN }, await client.publicKey());
    const headers = { ...envelope.headers, 'X-Digest': CryptoJS.MD5('something else').toString() };
    const { status, json } = await client.post('/wps/session/login', envelope.body, { headers });
    assert.equal(status, 400);
    assert.equal(json.errorCode, 'encryption.invalid');
    assert.match(json.message, /X-Digest/);
  });

  it('accepts the token raw or as Bearer, and logout invalidates it', async () => {
    const { value } = await client.login('demo', 'demo1234');
    assert.equal((await client.get('/wps/member/info', { headers: { Authorization: `Bearer ${value.token}` } })).status, 200);
    const out = await client.post('/wps/session/logout', {}, { token: value.token });
    assert.deepEqual(out.json, { success: true, value: null });
    const after = await client.get('/wps/member/info', { token: value.token });
    assert.equal(after.status, 401);
    assert.equal(after.json.errorCode, 'user.or.token.invalid');
    const again = await client.post('/wps/session/logout', {}, { token: value.token });
    assert.equal(again.status, 401);
  });

  it('reports firstTimeLogin once, and passwordExpired, for players created so', async () => {
    await client.post('/__sandbox/players', { username: 'newbie', password: 'secret99', firstTimeLogin: true, passwordExpired: true });
    const first = await client.login('newbie', 'secret99');
    assert.equal(first.value.firstTimeLogin, true);
    assert.equal(first.value.passwordExpired, true);
    const info = await client.get('/wps/member/info', { token: first.value.token });
    assert.equal(info.json.value.firstTimeLogin, true);
    const second = await client.login('newbie', 'secret99');
    assert.equal(second.value.firstTimeLogin, false);
    assert.equal(second.value.passwordExpired, true);
  });

  it('rejects an expired session with 401', async () => {
    const { value } = await client.login('demo', 'demo1234');
    sandbox.db.prepare('UPDATE sessions SET expires_at = ? WHERE token = ?').run(Date.now() - 1, value.token);
    const { status, json } = await client.get('/wps/member/info', { token: value.token });
    assert.equal(status, 401);
    assert.equal(json.errorCode, 'user.or.token.invalid');
    assert.match(json.message, /expired/);
  });

  it('keeps tokens to their merchant', async () => {
    sandbox.db.prepare(`INSERT INTO merchants (code, whitelabel, whitelabel_val, main_domain, mobile_template, default_country)
      VALUES ('OTHER', 'Other', 'other', 'other.test', 'default', 'PH')`).run();
    const { value } = await client.login('demo', 'demo1234');
    const other = createWpsClient({ url: sandbox.url, merchant: 'OTHER' });
    assert.equal((await other.get('/wps/member/info', { token: value.token })).status, 401);
    assert.equal((await other.login('demo', 'demo1234')).errorCode, 'not.exists.user');
  });
});
