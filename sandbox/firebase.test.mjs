import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startSandbox } from './index.mjs';
import { verifyIdToken } from './firebase.mjs';
import { openTestSandbox } from './test-sandbox.mjs';
import { createWpsClient } from './wps-client.mjs';

const PROJECT = 'demo-mc-elements';
const DEVICE = { loginDeviceId: 'device-1', isOfficialAppLogin: false };

/** An ID token as the Auth emulator writes it: unsigned, `alg: none`. */
function emulatorToken(claims = {}, header = { alg: 'none', typ: 'JWT' }) {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`, aud: PROJECT, sub: 'uid-1', iat: now, exp: now + 3600,
    email: 'ana@example.com', email_verified: true, firebase: { sign_in_provider: 'google.com' }, ...claims,
  };
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part(header)}.${part(payload)}.`;
}
const phoneToken = (phone = '+84912345678') =>
  emulatorToken({ email: undefined, email_verified: undefined, phone_number: phone, firebase: { sign_in_provider: 'phone' } });

describe('Firebase ID tokens', () => {
  const check = (token, channel = 'GOOGLE', mode = 'test') => verifyIdToken(token, { projectId: PROJECT, channel, mode });
  const refused = (token, code, channel, mode) => assert.throws(() => check(token, channel, mode), { code });

  it('reads a Google identity by its verified email and a phone identity by its number', () => {
    assert.deepEqual(check(emulatorToken({ email: 'Ana@Example.com' })), { provider: 'google.com', subject: 'ana@example.com', uid: 'uid-1' });
    assert.deepEqual(check(phoneToken(), 'PHONE'), { provider: 'phone', subject: '+84912345678', uid: 'uid-1' });
  });

  it('refuses a wrong audience, issuer, an expired token, a channel mismatch and a malformed token', () => {
    refused(emulatorToken({ aud: 'other-project' }), 'firebase.token.invalid');
    refused(emulatorToken({ iss: 'https://example.com' }), 'firebase.token.invalid');
    refused(emulatorToken({ exp: Math.floor(Date.now() / 1000) - 1 }), 'firebase.token.expired');
    refused(emulatorToken(), 'firebase.channel.mismatch', 'PHONE');
    refused(emulatorToken({ email_verified: false }), 'firebase.token.invalid');
    refused('not-a-jwt', 'firebase.token.invalid');
  });

  it('accepts unsigned tokens in test and demo modes only, and signed ones never (no access to Google keys)', () => {
    assert.equal(check(emulatorToken(), 'GOOGLE', 'demo').subject, 'ana@example.com');
    refused(emulatorToken(), 'firebase.token.unverifiable', 'GOOGLE', 'production');
    refused(emulatorToken({}, { alg: 'RS256', kid: 'k' }), 'firebase.token.unverifiable');
  });
});

describe('Firebase sign-in', () => {
  /** @type {import('./index.mjs').Sandbox} */
  let sandbox;
  /** @type {ReturnType<typeof createWpsClient>} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());
  beforeEach(async () => {
    await control('POST', '/__sandbox/reset');
    await control('POST', '/__sandbox/switches', { GOOGLELOGIN3: true });
    await control('POST', '/__sandbox/firebase', { phone: true });
  });

  async function control(method, path, body) {
    const { json } = await client.call(method, path, body);
    assert.equal(json.success, true, JSON.stringify(json));
    return json.value;
  }
  const login = (token, firebaseChannel = 'GOOGLE') =>
    client.post('/wps/session/login', { type: 'firebase', firebaseChannel, firebaseIdToken: token, ...DEVICE }, { enc: true });
  /** The player's acceptance, as the demo merchant (terms at version 2026-09) asks for it. */
  const ACCEPTED = { ageConfirmed: true, termsVersion: '2026-09' };
  const register = (token, firebaseChannel = 'GOOGLE', extra = {}) =>
    client.post('/wps/member/register/firebase', { firebaseChannel, firebaseIdToken: token, login: true, smsTemplate: '', ...ACCEPTED, ...extra }, { enc: true });

  it('says so in the status: phone sign-in, API key, project id and auth domain', async () => {
    const { json } = await client.get('/wps/system/status');
    assert.deepEqual(json.value.info.sms, {
      firebase: true, apiKey: 'demo-mc-elements-api-key', projectId: PROJECT, authDomain: `${PROJECT}.firebaseapp.com`,
    });
  });

  it('answers bind_customer_required for an unbound identity and logs a bound one in', async () => {
    assert.equal((await login(emulatorToken())).json.errorCode, 'bind_customer_required');
    await control('POST', '/__sandbox/firebase/bind', { provider: 'google.com', subject: 'ANA@example.com', username: 'demo' });
    const { json } = await login(emulatorToken());
    assert.equal(json.success, true, JSON.stringify(json));
    assert.ok(json.value.token);
    const member = await client.get('/wps/member/info', { token: json.value.token });
    assert.equal(member.json.value.userName, 'demo');
  });

  it('registers an identity with FIREBASECREATEACC3, then logs it in; twice is refused', async () => {
    assert.equal((await register(phoneToken(), 'PHONE')).json.errorCode, 'firebase.register.disabled');
    await control('POST', '/__sandbox/switches', { FIREBASECREATEACC3: true });
    const first = await register(phoneToken(), 'PHONE', { smsTemplate: 'FIREBASE_REGISTER' });
    assert.equal(first.json.success, true, JSON.stringify(first.json));
    assert.match(first.json.value.userName, /^p345678_[0-9a-f]{6}$/);
    assert.ok(first.json.value.token);
    assert.equal((await register(phoneToken(), 'PHONE')).json.errorCode, 'firebase.identity.exists');
    const again = await login(phoneToken(), 'PHONE');
    assert.equal(again.json.success, true);
    const identities = await control('GET', `/__sandbox/firebase/identities?username=${first.json.value.userName}`);
    assert.deepEqual(identities, [{ provider: 'phone', subject: '+84912345678' }]);
  });

  it('refuses a registration without the confirmation of legal age or the current terms, and records both', async () => {
    await control('POST', '/__sandbox/switches', { FIREBASECREATEACC3: true });
    const refusal = async (extra, field) => {
      const { json } = await register(emulatorToken(), 'GOOGLE', extra);
      assert.equal(json.errorCode, 'validation.failed', JSON.stringify(json));
      assert.match(json.message, new RegExp(field));
    };
    await refusal({ ageConfirmed: undefined }, 'ageConfirmed');
    await refusal({ ageConfirmed: 'yes' }, 'ageConfirmed');
    await refusal({ termsVersion: undefined }, 'termsVersion');
    await refusal({ termsVersion: '2020-01' }, 'termsVersion');
    // Nothing was created by the refusals: the identity is still free.
    assert.equal((await login(emulatorToken())).json.errorCode, 'bind_customer_required');

    const { json } = await register(emulatorToken());
    assert.equal(json.success, true, JSON.stringify(json));
    const row = sandbox.db.prepare('SELECT age_confirmed, terms_version FROM players WHERE username = ?').get(json.value.userName);
    assert.deepEqual({ ...row }, { age_confirmed: 1, terms_version: '2026-09' });
  });

  it('asks a merchant without terms for the age alone', async () => {
    await control('POST', '/__sandbox/switches', { FIREBASECREATEACC3: true });
    await control('POST', '/__sandbox/responsibleGaming', { termsUrl: null, termsVersion: null });
    assert.match((await register(phoneToken(), 'PHONE', { ageConfirmed: undefined, termsVersion: undefined })).json.message, /ageConfirmed/);
    const { json } = await register(phoneToken(), 'PHONE', { termsVersion: undefined });
    assert.equal(json.success, true, JSON.stringify(json));
    const row = sandbox.db.prepare('SELECT age_confirmed, terms_version FROM players WHERE username = ?').get(json.value.userName);
    assert.deepEqual({ ...row }, { age_confirmed: 1, terms_version: null });
  });

  it('refuses a provider the merchant does not offer, and malformed requests', async () => {
    await control('POST', '/__sandbox/switches', { GOOGLELOGIN3: false });
    assert.equal((await login(emulatorToken())).json.errorCode, 'firebase.not.enabled');
    assert.equal((await login(emulatorToken(), 'FACEBOOK')).json.errorCode, 'validation.failed');
    assert.equal((await register(phoneToken(), 'PHONE', { login: 'yes' })).json.errorCode, 'validation.failed');
  });
});

describe('Firebase sign-in outside test and demo modes', () => {
  it('refuses emulator tokens', async () => {
    const sandbox = await startSandbox({ dbFile: ':memory:', mode: 'production', lines: 0 });
    try {
      const client = createWpsClient({ url: sandbox.url });
      sandbox.db.prepare("INSERT INTO merchant_switches (merchant_code, name, enabled) VALUES ('DEMO', 'GOOGLELOGIN3', 1) ON CONFLICT DO UPDATE SET enabled = 1").run();
      const { json } = await client.post('/wps/session/login', { type: 'firebase', firebaseChannel: 'GOOGLE', firebaseIdToken: emulatorToken(), ...DEVICE }, { enc: true });
      assert.equal(json.errorCode, 'firebase.token.unverifiable');
    } finally {
      await sandbox.close();
    }
  });
});
