import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import CryptoJS from 'crypto-js';
import forge from 'node-forge';
import { decryptEnvelope, EnvelopeError, generateRsaKeyPair } from './envelope.mjs';
import { desEncrypt, encryptEnvelope } from './wps-client.mjs';

/**
 * @param {() => unknown} fn
 * @param {string} errorCode
 */
function assertEnvelopeError(fn, errorCode) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof EnvelopeError, `expected EnvelopeError, got ${error}`);
    assert.equal(error.errorCode, errorCode);
    assert.ok(error.message.length > 10);
    return true;
  });
}

describe('envelope', () => {
  /** @type {import('./envelope.mjs').RsaKeyPair} */
  let keys;
  /** @type {import('./envelope.mjs').RsaKeyPair} */
  let otherKeys;

  before(async () => {
    [keys, otherKeys] = await Promise.all([generateRsaKeyPair(), generateRsaKeyPair()]);
  });

  it('DES-ECB-PKCS7 of {"a":1} under K=abcdefgh is 0ZIr5aGtvNo= (known answer)', () => {
    assert.equal(desEncrypt('{"a":1}', 'abcdefgh'), '0ZIr5aGtvNo=');
    const direct = CryptoJS.DES.encrypt('{"a":1}', CryptoJS.enc.Utf8.parse('abcdefgh'), {
      mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7,
    }).toString();
    assert.equal(direct, '0ZIr5aGtvNo=');
  });

  it('decrypts the known-answer body sent with K=abcdefgh', () => {
    const envelope = encryptEnvelope({ a: 1 }, keys.publicKeyBase64, 'abcdefgh');
    assert.deepEqual(envelope.body, { value: '0ZIr5aGtvNo=' });
    assert.deepEqual(decryptEnvelope(envelope, keys.privateKeyPem), { a: 1 });
  });

  it('round-trips UTF-8 bodies, with the body given as text or as an object, and any header case', () => {
    const body = { username: 'Nguyễn', password: 'mật khẩu ₫', nested: { list: [1, 2, 3] } };
    const envelope = encryptEnvelope(body, keys.publicKeyBase64);
    assert.deepEqual(decryptEnvelope(envelope, keys.privateKeyPem), body);
    const lower = Object.fromEntries(Object.entries(envelope.headers).map(([k, v]) => [k.toLowerCase(), v]));
    assert.deepEqual(decryptEnvelope({ headers: lower, body: JSON.stringify(envelope.body) }, keys.privateKeyPem), body);
  });

  it('accepts a PEM public key on the client side', () => {
    const pem = forge.pki.publicKeyToPem(forge.pki.publicKeyFromAsn1(
      forge.asn1.fromDer(forge.util.decode64(keys.publicKeyBase64))));
    const envelope = encryptEnvelope({ b: 2 }, pem);
    assert.deepEqual(decryptEnvelope(envelope, keys.privateKeyPem), { b: 2 });
  });

  it('rejects a digest that does not match', () => {
    const envelope = encryptEnvelope({ a: 1 }, keys.publicKeyBase64);
    envelope.headers['X-Digest'] = CryptoJS.MD5('{"a":2}').toString();
    assertEnvelopeError(() => decryptEnvelope(envelope, keys.privateKeyPem), 'encryption.invalid');
  });

  it('answers encryption.key.invalid for K encrypted under another key', () => {
    const envelope = encryptEnvelope({ a: 1 }, otherKeys.publicKeyBase64);
    assertEnvelopeError(() => decryptEnvelope(envelope, keys.privateKeyPem), 'encryption.key.invalid');
  });

  it('rejects missing headers, bad base64, bad bodies and a value under another K', () => {
    const good = encryptEnvelope({ a: 1 }, keys.publicKeyBase64, 'abcdefgh');
    const cases = [
      { ...good, headers: { ...good.headers, Encryption: 'false' } },
      { ...good, headers: { ...good.headers, 'X-RSA': '' } },
      { ...good, headers: { ...good.headers, 'X-RSA': 'not base64!' } },
      { ...good, headers: { ...good.headers, 'X-Digest': 'abc' } },
      { ...good, body: 'not json' },
      { ...good, body: { value: 42 } },
      { ...good, body: [] },
      { ...good, body: { value: '***' } },
      { ...good, body: { value: 'AAAA' } },
      { ...good, body: { value: desEncrypt('{"a":1}', 'zzzzzzzz') } },
      {
        headers: { ...good.headers, 'X-Digest': CryptoJS.MD5('not json').toString() },
        body: { value: desEncrypt('not json', 'abcdefgh') },
      },
    ];
    for (const request of cases) {
      assertEnvelopeError(() => decryptEnvelope(request, keys.privateKeyPem), 'encryption.invalid');
    }
  });

  it('rejects a K that is not 8 characters of [A-Za-z0-9]', () => {
    const envelope = encryptEnvelope({ a: 1 }, keys.publicKeyBase64, 'abc-defg');
    assertEnvelopeError(() => decryptEnvelope(envelope, keys.privateKeyPem), 'encryption.invalid');
  });
});
