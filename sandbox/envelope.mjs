// The encrypted request envelope of the platform (docs/wire-contract.md, "Encrypted bodies").
//
// A client draws an 8-character key K, sends it RSA-encrypted (PKCS#1 v1.5) in `X-RSA`, the JSON body
// DES-ECB-PKCS7-encrypted under utf8(K) in `{ value }`, and the hex MD5 of the JSON text in `X-Digest`.
// Node's own crypto refuses PKCS#1 v1.5 decryption and DES, so node-forge and crypto-js do the work here.
// These algorithms are what the platform requires for compatibility; they protect nothing. TLS does.

import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';
import CryptoJS from 'crypto-js';

const generateKeyPairAsync = promisify(generateKeyPair);

/** Length of the DES key K drawn by the client. */
export const DES_KEY_LENGTH = 8;
const K_PATTERN = /^[A-Za-z0-9]{8}$/;
const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * @typedef {object} RsaKeyPair
 * @property {string} publicKeyBase64 base64 of the DER SubjectPublicKeyInfo, as served to clients
 * @property {string} privateKeyPem PKCS#1 PEM of the private key
 */

/**
 * Generate the server's RSA key pair (2048 bits). A fresh pair is made at every start.
 * @returns {Promise<RsaKeyPair>}
 */
export async function generateRsaKeyPair() {
  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return { publicKeyBase64: Buffer.from(publicKey).toString('base64'), privateKeyPem: privateKey };
}

/** A rejected envelope. `status` is always 400 on the wire. */
export class EnvelopeError extends Error {
  /**
   * @param {'encryption.invalid' | 'encryption.key.invalid'} errorCode
   * @param {string} message
   */
  constructor(errorCode, message) {
    super(message);
    this.name = 'EnvelopeError';
    this.errorCode = errorCode;
    this.status = 400;
  }
}

/** @type {{ pem: string, key: forge.pki.rsa.PrivateKey } | null} */
let parsedKeyCache = null;

/** @param {string} pem */
function privateKeyFromPem(pem) {
  if (parsedKeyCache?.pem !== pem) {
    parsedKeyCache = { pem, key: forge.pki.privateKeyFromPem(pem) };
  }
  return parsedKeyCache.key;
}

/**
 * Header lookup that does not care about case.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string} name lower-case header name
 * @returns {string}
 */
function header(headers, name) {
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? String(value[0] ?? '') : String(value ?? '');
  }
  return '';
}

/**
 * Whether a request says its body is encrypted (`Encryption: true`).
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function isEncrypted(headers) {
  return header(headers, 'encryption').trim().toLowerCase() === 'true';
}

/**
 * Recover K from the `X-RSA` header.
 * @param {string} xRsa
 * @param {forge.pki.rsa.PrivateKey} privateKey
 */
function decryptKey(xRsa, privateKey) {
  if (!xRsa) throw new EnvelopeError('encryption.invalid', 'The X-RSA header is missing.');
  if (!BASE64_PATTERN.test(xRsa)) throw new EnvelopeError('encryption.invalid', 'The X-RSA header is not base64.');
  const bytes = forge.util.decode64(xRsa);
  const modulusBytes = Math.ceil(privateKey.n.bitLength() / 8);
  if (bytes.length !== modulusBytes) {
    throw new EnvelopeError('encryption.key.invalid', 'X-RSA was not encrypted with the current RSA key. Fetch the key again.');
  }
  let k;
  try {
    k = privateKey.decrypt(bytes, 'RSAES-PKCS1-V1_5');
  } catch {
    throw new EnvelopeError('encryption.key.invalid', 'X-RSA was not encrypted with the current RSA key. Fetch the key again.');
  }
  if (!K_PATTERN.test(k)) {
    throw new EnvelopeError('encryption.invalid', `The key inside X-RSA must be ${DES_KEY_LENGTH} characters of [A-Za-z0-9].`);
  }
  return k;
}

/**
 * DES-ECB decrypt `value` under utf8(k) and strip the PKCS#7 padding, checking it.
 * @param {string} value base64 ciphertext
 * @param {string} k
 * @returns {string} the plaintext as UTF-8 text
 */
function decryptValue(value, k) {
  if (!BASE64_PATTERN.test(value)) throw new EnvelopeError('encryption.invalid', 'The body value is not base64.');
  const ciphertext = CryptoJS.enc.Base64.parse(value);
  if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % 8 !== 0) {
    throw new EnvelopeError('encryption.invalid', 'The body value is not a whole number of DES blocks.');
  }
  const plain = CryptoJS.DES.decrypt(
    CryptoJS.lib.CipherParams.create({ ciphertext }),
    CryptoJS.enc.Utf8.parse(k),
    { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.NoPadding },
  );
  const bytes = Buffer.from(plain.toString(CryptoJS.enc.Hex), 'hex');
  const pad = bytes[bytes.length - 1];
  if (!pad || pad > 8 || bytes.subarray(bytes.length - pad).some((b) => b !== pad)) {
    throw new EnvelopeError('encryption.invalid', 'The body value does not decrypt under the key in X-RSA (bad padding).');
  }
  const text = bytes.subarray(0, bytes.length - pad);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(text);
  } catch {
    throw new EnvelopeError('encryption.invalid', 'The decrypted body is not UTF-8 text.');
  }
}

/**
 * Decrypt and verify an encrypted request. Pure: no I/O, no server state.
 *
 * @param {{ headers: Record<string, string | string[] | undefined>, body: unknown }} request
 *   `body` is the request body, either the raw JSON text or the parsed `{ value }` object
 * @param {string} privateKeyPem the server's private key (PEM)
 * @returns {unknown} the decrypted, digest-checked, parsed JSON body
 * @throws {EnvelopeError} with `errorCode` `encryption.invalid` or `encryption.key.invalid`
 */
export function decryptEnvelope({ headers, body }, privateKeyPem) {
  if (!isEncrypted(headers)) throw new EnvelopeError('encryption.invalid', 'The Encryption header must be "true".');
  const digest = header(headers, 'x-digest').trim().toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(digest)) {
    throw new EnvelopeError('encryption.invalid', 'The X-Digest header is missing or is not a hex MD5 digest.');
  }
  let envelope = body;
  if (typeof envelope === 'string' || Buffer.isBuffer(envelope)) {
    try {
      envelope = JSON.parse(String(envelope));
    } catch {
      throw new EnvelopeError('encryption.invalid', 'The encrypted body must be JSON of the form {"value": "<base64>"}.');
    }
  }
  const value = envelope && typeof envelope === 'object' && !Array.isArray(envelope)
    ? /** @type {Record<string, unknown>} */ (envelope).value
    : undefined;
  if (typeof value !== 'string' || value === '') {
    throw new EnvelopeError('encryption.invalid', 'The encrypted body must be JSON of the form {"value": "<base64>"}.');
  }
  const k = decryptKey(header(headers, 'x-rsa').trim(), privateKeyFromPem(privateKeyPem));
  const json = decryptValue(value, k);
  const actual = CryptoJS.MD5(CryptoJS.enc.Utf8.parse(json)).toString(CryptoJS.enc.Hex);
  if (actual !== digest) {
    throw new EnvelopeError('encryption.invalid', 'X-Digest does not match the MD5 of the decrypted body.');
  }
  try {
    return JSON.parse(json);
  } catch {
    throw new EnvelopeError('encryption.invalid', 'The decrypted body is not valid JSON.');
  }
}
