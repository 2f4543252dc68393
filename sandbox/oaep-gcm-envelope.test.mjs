// The modern envelope `oaep-gcm.1` on the platform's side: its key, what it opens and what it refuses, and that
// §7's envelope keeps working beside it.
import assert from 'node:assert/strict';
import { createPublicKey } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { EnvelopeError } from './envelope.mjs';
import { decryptOaepGcm, generateOaepKeyPair, OAEP_GCM, oaepKeyAnswer } from './oaep-gcm-envelope.mjs';
import { openTestSandbox } from './test-sandbox.mjs';
import { sealOaepGcm } from './wps-client.mjs';

/** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
let sandbox;
/** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
let client;
before(async () => ({ sandbox, client } = await openTestSandbox()));
after(() => sandbox.close());

const LOGIN = { username: 'demo', password: 'demo1234', type: 'username', loginDeviceId: 'node-test-device', isOfficialAppLogin: false };

/**
 * @param {() => unknown} fn
 * @param {string} errorCode
 */
function assertRefused(fn, errorCode) {
  assert.throws(fn, (error) => error instanceof EnvelopeError && error.errorCode === errorCode && error.message.length > 10);
}

/** @param {Record<string, unknown>} body @param {string} [encryption] */
function postSealed(body, encryption = OAEP_GCM) {
  return client.post('/wps/session/login', undefined, {
    rawBody: JSON.stringify(body),
    headers: { Encryption: encryption },
  });
}

describe('oaep-gcm.1 envelope', () => {
  /** @type {import('./oaep-gcm-envelope.mjs').OaepKeyPair} */
  let keys;
  /** @type {import('./oaep-gcm-envelope.mjs').OaepKeyPair} */
  let otherKeys;
  before(async () => {
    [keys, otherKeys] = await Promise.all([generateOaepKeyPair(), generateOaepKeyPair()]);
  });

  it('opens a body sealed for its call, UTF-8 included', () => {
    const body = { username: 'joão', note: '中文 عربي' };
    const sealed = sealOaepGcm(body, oaepKeyAnswer(keys), 'POST', '/wps/session/login');
    assert.deepEqual(Object.keys(sealed.body).sort(), ['iv', 'key', 'kid', 'value']);
    assert.equal(Buffer.from(sealed.body.iv, 'base64').length, 12);
    assert.equal(Buffer.from(sealed.body.key, 'base64').length, 256);
    assert.deepEqual(decryptOaepGcm({ method: 'POST', path: '/wps/session/login', body: JSON.stringify(sealed.body) }, keys), body);
  });

  it('refuses a body sealed for another call, another key, or changed on the way, with one code', () => {
    const sealed = sealOaepGcm({ a: 1 }, oaepKeyAnswer(keys), 'POST', '/wps/session/login').body;
    const open = (/** @type {unknown} */ body, path = '/wps/session/login') => () => decryptOaepGcm({ method: 'POST', path, body }, keys);
    // Replayed to another path: the additional data differs.
    assertRefused(open(sealed, '/wps/member/register'), 'encryption.invalid');
    // A flipped bit in the ciphertext, the IV or the wrapped key.
    const flip = (/** @type {string} */ text) => {
      const bytes = Buffer.from(text, 'base64');
      bytes[0] ^= 1;
      return bytes.toString('base64');
    };
    for (const field of ['value', 'iv', 'key']) assertRefused(open({ ...sealed, [field]: flip(sealed[field]) }), 'encryption.invalid');
    // The wrapped key of another key pair under this kid: the same answer as a bad tag.
    const foreign = sealOaepGcm({ a: 1 }, { ...oaepKeyAnswer(otherKeys), kid: keys.kid }, 'POST', '/wps/session/login').body;
    assertRefused(open(foreign), 'encryption.invalid');
    // Another key id: the client fetches the key again.
    assertRefused(open({ ...sealed, kid: otherKeys.kid }), 'encryption.key.invalid');
    // Shapes that are no envelope.
    assertRefused(open('not json'), 'encryption.invalid');
    assertRefused(open({ ...sealed, iv: Buffer.alloc(16).toString('base64') }), 'encryption.invalid');
    assertRefused(open({ ...sealed, value: 'AAAA' }), 'encryption.invalid');
    assertRefused(open({ ...sealed, kid: undefined }), 'encryption.invalid');
    assertRefused(open({ ...sealed, value: '!!' }), 'encryption.invalid');
  });
});

describe('the platform speaks both envelopes', () => {
  it('serves the modern key apart from §7\'s, naming what it is for', async () => {
    const legacy = (await client.get('/wps/session/key/rsa', { query: { _: Date.now() } })).json.value;
    const { json } = await client.get('/wps/session/key/rsa', { query: { _: Date.now(), envelope: OAEP_GCM } });
    assert.equal(json.success, true);
    assert.deepEqual(Object.keys(json.value).sort(), ['alg', 'envelope', 'key', 'kid']);
    assert.equal(json.value.envelope, OAEP_GCM);
    assert.equal(json.value.alg, 'RSA-OAEP-256');
    assert.match(json.value.kid, /^[0-9a-f]{16}$/);
    assert.notEqual(json.value.key, legacy);
    const key = createPublicKey({ key: Buffer.from(json.value.key, 'base64'), format: 'der', type: 'spki' });
    assert.equal(key.asymmetricKeyDetails?.modulusLength, 2048);
    const unknown = await client.get('/wps/session/key/rsa', { query: { _: Date.now(), envelope: 'oaep-gcm.9' } });
    assert.equal(unknown.json.errorCode, 'validation.failed');
  });

  it('advertises the modern envelope in the status only while the merchant setting is on, kept in its database', async () => {
    const envelopes = async () => (await client.get('/wps/system/status')).json.value.info;
    assert.deepEqual((await envelopes()).envelopes, []);
    await client.post('/__sandbox/switches', { ENVELOPE_OAEP_GCM: true });
    const info = await envelopes();
    assert.deepEqual(info.envelopes, [OAEP_GCM]);
    assert.equal('ENVELOPE_OAEP_GCM' in info.switches, false);
    const row = sandbox.db.prepare("SELECT enabled FROM merchant_switches WHERE name = 'ENVELOPE_OAEP_GCM'").get();
    assert.deepEqual(row, { enabled: 1 });
    await client.post('/__sandbox/switches', { ENVELOPE_OAEP_GCM: false });
    assert.deepEqual((await envelopes()).envelopes, []);
  });

  it('logs in over either envelope', async () => {
    const modern = await client.post('/wps/session/login', LOGIN, { enc: OAEP_GCM });
    assert.equal(modern.json.success, true, JSON.stringify(modern.json));
    assert.match(modern.json.value.token, /.+/);
    const legacy = await client.post('/wps/session/login', LOGIN, { enc: true });
    assert.equal(legacy.json.success, true);
    const [seen] = (await client.get('/__sandbox/requests', { query: { path: '/wps/session/login' } })).json.value.slice(-2);
    assert.equal(seen.headers.encryption, OAEP_GCM);
    assert.equal(seen.body.username, 'demo');
  });

  it('answers encryption.key.invalid after a key rotation, and encryption.invalid for what does not open', async () => {
    const stale = sealOaepGcm(LOGIN, await client.oaepKey(), 'POST', '/wps/session/login').body;
    await client.post('/__sandbox/key/rotate', {});
    client.forgetKey();
    const rotated = await postSealed(stale);
    assert.equal(rotated.status, 400);
    assert.equal(rotated.json.errorCode, 'encryption.key.invalid');
    const wrongCall = sealOaepGcm(LOGIN, await client.oaepKey(), 'POST', '/wps/member/register').body;
    const replayed = await postSealed(wrongCall);
    assert.equal(replayed.status, 400);
    assert.equal(replayed.json.errorCode, 'encryption.invalid');
    const unknown = await postSealed(wrongCall, 'oaep-gcm.2');
    assert.equal(unknown.json.errorCode, 'encryption.invalid');
  });
});
