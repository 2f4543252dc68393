// A small Node client for the sandbox that speaks the wire contract the way the browser client does:
// the same headers, and §7's envelope built with node-forge (RSA PKCS#1 v1.5) and crypto-js (DES-ECB-PKCS7), or
// the modern one (RSA-OAEP + AES-256-GCM) with Node's crypto.
// Used by the sandbox tests; journeys and scripts may use it to prepare data.

import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes, randomInt } from 'node:crypto';
import forge from 'node-forge';
import CryptoJS from 'crypto-js';

const K_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Draw K: 8 characters of [A-Za-z0-9]. */
export function drawKey() {
  let k = '';
  for (let i = 0; i < 8; i += 1) k += K_ALPHABET[randomInt(K_ALPHABET.length)];
  return k;
}

/**
 * DES-ECB-PKCS7 encrypt `json` under utf8(k); base64 out.
 * @param {string} json
 * @param {string} k
 */
export function desEncrypt(json, k) {
  return CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(json), CryptoJS.enc.Utf8.parse(k), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

/**
 * Parse the public key served by `/wps/session/key/rsa` (base64 DER SubjectPublicKeyInfo, or PEM).
 * @param {string} served
 */
export function parsePublicKey(served) {
  if (served.includes('-----BEGIN')) return forge.pki.publicKeyFromPem(served);
  return forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(served)));
}

/**
 * Build the encrypted request for `body`: headers and `{ value }`.
 * @param {unknown} body
 * @param {string} publicKey as served (base64 DER or PEM)
 * @param {string} [k] the DES key; drawn at random when left out
 * @returns {{ headers: Record<string, string>, body: { value: string } }}
 */
export function encryptEnvelope(body, publicKey, k = drawKey()) {
  const json = JSON.stringify(body);
  const rsa = parsePublicKey(publicKey).encrypt(k, 'RSAES-PKCS1-V1_5');
  return {
    headers: {
      Encryption: 'true',
      'X-RSA': forge.util.encode64(rsa),
      'X-Digest': CryptoJS.MD5(CryptoJS.enc.Utf8.parse(json)).toString(CryptoJS.enc.Hex),
    },
    body: { value: desEncrypt(json, k) },
  };
}

/**
 * Seal `body` in the modern envelope for the call `method path`.
 * @param {unknown} body
 * @param {{ kid: string, key: string }} platformKey the key endpoint's answer for the envelope
 * @param {string} method
 * @param {string} path
 * @param {{ contentKey?: Buffer, iv?: Buffer }} [fixed] a fixed AES key and IV, for known-answer tests
 */
export function sealOaepGcm(body, platformKey, method, path, fixed = {}) {
  const contentKey = fixed.contentKey ?? randomBytes(32);
  const iv = fixed.iv ?? randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', contentKey, iv);
  cipher.setAAD(Buffer.from(`oaep-gcm.1\n${method.toUpperCase()}\n${path}`, 'utf8'));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const rsaKey = createPublicKey({ key: Buffer.from(platformKey.key, 'base64'), format: 'der', type: 'spki' });
  const wrapped = publicEncrypt({ key: rsaKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, contentKey);
  return {
    headers: { Encryption: 'oaep-gcm.1' },
    body: { kid: platformKey.kid, key: wrapped.toString('base64'), iv: iv.toString('base64'), value: sealed.toString('base64') },
  };
}

/**
 * @typedef {object} CallOptions
 * @property {Record<string, string | number | boolean>} [query]
 * @property {string} [token] sent as `Authorization`
 * @property {Record<string, string>} [headers] extra headers, win over the defaults
 * @property {boolean | 'oaep-gcm.1'} [enc] encrypt the body: `true` in §7's envelope, or in the named one
 * @property {string} [publicKey] key to encrypt with instead of the one fetched from the server
 * @property {string} [rawBody] send this text as the body, as is
 */

/**
 * @typedef {object} CallResult
 * @property {number} status
 * @property {any} json
 * @property {Headers} headers
 */

/**
 * `fetch`, sent once more when the connection closed before any answer came, as a browser does. The sandbox
 * drops a connection it has held idle for 5 s; on a starved machine a request can cross that close on the wire
 * and is then never read. A line that drops every call still fails: it drops the second try too.
 * @param {URL} target
 * @param {RequestInit} init
 */
async function send(target, init) {
  try {
    return await fetch(target, init);
  } catch (error) {
    if (/** @type {{ cause?: { code?: string } }} */ (error).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(target, init);
  }
}

/**
 * A client bound to one sandbox URL and one merchant.
 * @param {{ url: string, merchant?: string, language?: string }} options
 */
export function createWpsClient({ url, merchant = 'DEMO', language = 'EN' }) {
  /** @type {string | null} */
  let cachedKey = null;
  /** @type {{ kid: string, key: string } | null} */
  let cachedOaepKey = null;

  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @param {CallOptions} [options]
   * @returns {Promise<CallResult>}
   */
  async function call(method, path, body, options = {}) {
    const target = new URL(path, url);
    for (const [name, value] of Object.entries(options.query ?? {})) target.searchParams.set(name, String(value));
    /** @type {Record<string, string>} */
    const headers = { Merchant: merchant, Language: language };
    if (options.token) headers.Authorization = options.token;
    let payload;
    if (options.rawBody !== undefined) {
      payload = options.rawBody;
      headers['Content-Type'] = 'application/json';
    } else if (body !== undefined) {
      let sent = body;
      if (options.enc === 'oaep-gcm.1') {
        const envelope = sealOaepGcm(body, await oaepKey(), method, target.pathname);
        Object.assign(headers, envelope.headers);
        sent = envelope.body;
      } else if (options.enc) {
        const envelope = encryptEnvelope(body, options.publicKey ?? (await publicKey()));
        Object.assign(headers, envelope.headers);
        sent = envelope.body;
      }
      payload = JSON.stringify(sent);
      headers['Content-Type'] = 'application/json';
    }
    Object.assign(headers, options.headers);
    for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
    const response = await send(target, { method, headers, body: payload });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, json, headers: response.headers };
  }

  /** The server's public key, fetched once. */
  async function publicKey() {
    if (!cachedKey) {
      const { json } = await call('GET', '/wps/session/key/rsa', undefined, { query: { _: Date.now() } });
      if (!json?.success) throw new Error(`RSA key request failed: ${JSON.stringify(json)}`);
      cachedKey = json.value;
    }
    return /** @type {string} */ (cachedKey);
  }

  /** The modern envelope's key, fetched once. */
  async function oaepKey() {
    if (!cachedOaepKey) {
      const { json } = await call('GET', '/wps/session/key/rsa', undefined, { query: { _: Date.now(), envelope: 'oaep-gcm.1' } });
      if (!json?.success) throw new Error(`RSA-OAEP key request failed: ${JSON.stringify(json)}`);
      cachedOaepKey = json.value;
    }
    return /** @type {{ kid: string, key: string }} */ (cachedOaepKey);
  }

  return {
    call,
    publicKey,
    oaepKey,
    /** Forget the cached public keys. */
    forgetKey() {
      cachedKey = null;
      cachedOaepKey = null;
    },
    /** @param {string} path @param {CallOptions} [options] */
    get: (path, options) => call('GET', path, undefined, options),
    /** @param {string} path @param {unknown} [body] @param {CallOptions} [options] */
    post: (path, body, options) => call('POST', path, body, options),
    /**
     * Log in with a user name and password; resolves to the login answer.
     * @param {string} username
     * @param {string} password
     */
    async login(username, password) {
      const { json } = await call('POST', '/wps/session/login', {
        username, password, type: 'username', loginDeviceId: 'node-test-device', isOfficialAppLogin: false,
      }, { enc: true });
      return json;
    },
  };
}
