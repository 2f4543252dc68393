// The modern request envelope `oaep-gcm.1` (docs/wire-contract.md, "The modern envelope").
//
// The client draws a fresh AES-256-GCM key per request, wraps it with RSA-OAEP (SHA-256, MGF1 SHA-256, no
// label) under this envelope's own RSA key, and seals the JSON body with a 96-bit random IV. GCM authenticates
// the body and, as additional data, the envelope's name, the method and the path. Node's crypto does all of it.
// The RSA key is not §7's: a PKCS#1 v1.5 decryption oracle on a shared key would open OAEP ciphertexts too.

import { createDecipheriv, createHash, generateKeyPair, privateDecrypt, constants } from 'node:crypto';
import { promisify } from 'node:util';
import { EnvelopeError } from './envelope.mjs';

const generateKeyPairAsync = promisify(generateKeyPair);

/** The envelope's name: the `Encryption` header and the status's `info.envelopes` entry. */
export const OAEP_GCM = 'oaep-gcm.1';
/** The merchant setting that advertises this envelope in the status (`POST /__sandbox/switches`). */
export const ENVELOPE_SWITCH = 'ENVELOPE_OAEP_GCM';
/** The key algorithm the key endpoint names for it. */
export const OAEP_KEY_ALG = 'RSA-OAEP-256';

const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const AES_KEY_BYTES = 32;

/**
 * @typedef {object} OaepKeyPair
 * @property {string} kid the key's id: hex of the first 8 bytes of the SHA-256 of its DER SubjectPublicKeyInfo
 * @property {string} publicKeyBase64 base64 DER SubjectPublicKeyInfo, as served to clients
 * @property {string} privateKeyPem PKCS#8 PEM of the private key
 */

/**
 * This envelope's RSA key pair (2048 bits). A fresh pair is made at every start, as for §7's.
 * @returns {Promise<OaepKeyPair>}
 */
export async function generateOaepKeyPair() {
  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const der = Buffer.from(publicKey);
  return {
    kid: createHash('sha256').update(der).digest('hex').slice(0, 16),
    publicKeyBase64: der.toString('base64'),
    privateKeyPem: privateKey,
  };
}

/**
 * The key endpoint's answer for this envelope.
 * @param {OaepKeyPair} keys
 */
export function oaepKeyAnswer(keys) {
  return { envelope: OAEP_GCM, alg: OAEP_KEY_ALG, kid: keys.kid, key: keys.publicKeyBase64 };
}

/**
 * What GCM authenticates beside the body.
 * @param {string} method
 * @param {string} path
 */
export function additionalData(method, path) {
  return Buffer.from(`${OAEP_GCM}\n${method.toUpperCase()}\n${path}`, 'utf8');
}

/**
 * @param {Record<string, unknown>} envelope
 * @param {string} field
 */
function base64Field(envelope, field) {
  const text = envelope[field];
  if (typeof text !== 'string' || text === '' || !BASE64_PATTERN.test(text)) {
    throw new EnvelopeError('encryption.invalid', `The body field "${field}" must be base64.`);
  }
  return Buffer.from(text, 'base64');
}

/**
 * Decrypt and check a request sealed in this envelope. Pure: no I/O, no server state.
 *
 * Every failure after the key id is the same `encryption.invalid`, whichever step failed: an answer that told a
 * wrong wrapped key from a wrong tag would help an attacker probe the RSA key.
 *
 * @param {{ method: string, path: string, body: unknown }} request `body` as raw JSON text or parsed
 * @param {OaepKeyPair} keys
 * @returns {unknown} the parsed JSON body
 * @throws {EnvelopeError} `encryption.key.invalid` for another key id (fetch the key again), else `encryption.invalid`
 */
export function decryptOaepGcm({ method, path, body }, keys) {
  let envelope = body;
  if (typeof envelope === 'string' || Buffer.isBuffer(envelope)) {
    try {
      envelope = JSON.parse(String(envelope));
    } catch {
      envelope = null;
    }
  }
  if (!envelope || typeof envelope !== 'object' || Array.isArray(envelope)) {
    throw new EnvelopeError('encryption.invalid', 'The sealed body must be JSON of the form {"kid", "key", "iv", "value"}.');
  }
  const fields = /** @type {Record<string, unknown>} */ (envelope);
  if (typeof fields.kid !== 'string' || fields.kid === '') throw new EnvelopeError('encryption.invalid', 'The body field "kid" is missing.');
  if (fields.kid !== keys.kid) {
    throw new EnvelopeError('encryption.key.invalid', 'The body was sealed for another key. Fetch the key again.');
  }
  const wrapped = base64Field(fields, 'key');
  const iv = base64Field(fields, 'iv');
  const sealed = base64Field(fields, 'value');
  if (iv.length !== IV_BYTES) throw new EnvelopeError('encryption.invalid', `The IV must be ${IV_BYTES} bytes.`);
  if (sealed.length < TAG_BYTES) throw new EnvelopeError('encryption.invalid', 'The sealed value is shorter than its tag.');
  let plain;
  try {
    const contentKey = privateDecrypt(
      { key: keys.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      wrapped,
    );
    if (contentKey.length !== AES_KEY_BYTES) throw new Error('not an AES-256 key');
    const decipher = createDecipheriv('aes-256-gcm', contentKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(additionalData(method, path));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new EnvelopeError('encryption.invalid', 'The sealed body does not open: its key, IV, tag or call do not match.');
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
  } catch {
    throw new EnvelopeError('encryption.invalid', 'The decrypted body is not JSON text.');
  }
}
