// The encrypted request envelope, built as the kit builds it (docs/wire-contract.md, "Encrypted bodies"):
// K is 8 characters of [A-Za-z0-9], sent RSA-encrypted (PKCS#1 v1.5) in X-RSA; the JSON body goes
// DES-ECB-PKCS7-encrypted under utf8(K) in `{ value }`, with the hex MD5 of the JSON text in X-Digest.
// Node's own crypto has no DES without the legacy provider, so this uses the kit's own runtime dependencies,
// node-forge and crypto-js, which every installation of the package has.
import { randomInt } from 'node:crypto';
import forge from 'node-forge';
import CryptoJS from 'crypto-js';

const K_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Draws K from a cryptographic source, as the browser draws it from `crypto.getRandomValues`. */
export function drawKey() {
  let k = '';
  for (let i = 0; i < 8; i += 1) k += K_ALPHABET[randomInt(K_ALPHABET.length)];
  return k;
}

/**
 * Reads the key `/wps/session/key/rsa` serves: base64 DER SubjectPublicKeyInfo, or PEM.
 * Throws when it is neither, or not an RSA key.
 * @param {string} served
 * @returns {forge.pki.rsa.PublicKey}
 */
export function parsePublicKey(served) {
  if (served.includes('-----BEGIN')) return forge.pki.publicKeyFromPem(served);
  if (!/^[A-Za-z0-9+/=\s]+$/.test(served)) throw new Error('not base64');
  const key = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(served.replace(/\s+/g, ''))));
  if (!key?.n) throw new Error('not an RSA public key');
  return /** @type {forge.pki.rsa.PublicKey} */ (key);
}

/**
 * The headers and body of an encrypted call carrying `body`.
 * @param {unknown} body
 * @param {string} servedKey the key as the platform served it
 * @param {string} [k] the DES key; drawn at random when left out
 * @returns {{ headers: Record<string, string>, body: { value: string } }}
 */
export function encryptEnvelope(body, servedKey, k = drawKey()) {
  const json = JSON.stringify(body);
  const rsa = parsePublicKey(servedKey).encrypt(k, 'RSAES-PKCS1-V1_5');
  const value = CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(json), CryptoJS.enc.Utf8.parse(k), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
  return {
    headers: {
      Encryption: 'true',
      'X-RSA': forge.util.encode64(rsa),
      'X-Digest': CryptoJS.MD5(CryptoJS.enc.Utf8.parse(json)).toString(CryptoJS.enc.Hex),
    },
    body: { value },
  };
}
