/**
 * The primitives of the platform's request envelope (docs/wire-contract.md). This module is its own chunk,
 * loaded on the first encrypted call or when an element prefetches it while idle: it carries the RSA and DES
 * code, which a page that never submits a form should not download.
 *
 * DES-ECB and RSA PKCS#1 v1.5 are what the platform demands for compatibility, not protection; TLS protects.
 */
import forge from 'node-forge/lib/forge.js';
import 'node-forge/lib/asn1.js';
import 'node-forge/lib/rsa.js';
import 'node-forge/lib/pem.js';
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/enc-base64.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';
import 'crypto-js/md5.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 8 characters of [A-Za-z0-9] from the platform CSPRNG, without modulo bias. */
export function randomKey(length = 8): string {
  let out = '';
  const bytes = new Uint8Array(length * 2);
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      // 248 = 4 * 62: bytes above it would favour the first letters.
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** base64(DES-ECB-PKCS7(key = utf8(key), utf8(text))). */
export function desEncrypt(text: string, key: string): string {
  // The key must be a WordArray: a string key makes crypto-js derive a key from a passphrase instead.
  const encrypted = CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(text), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return encrypted.ciphertext.toString(CryptoJS.enc.Base64);
}

/** The reverse of `desEncrypt`, for tests and for platform answers that come encrypted. */
export function desDecrypt(base64: string, key: string): string {
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Base64.parse(base64) });
  return CryptoJS.DES.decrypt(params, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString(CryptoJS.enc.Utf8);
}

export function md5Hex(text: string): string {
  return CryptoJS.MD5(CryptoJS.enc.Utf8.parse(text)).toString(CryptoJS.enc.Hex);
}

export type PublicKey = { encrypt(data: string, scheme: string): string };

/** Parses the platform's public key: base64 DER SubjectPublicKeyInfo, or the same in PEM armour. */
export function parsePublicKey(text: string): PublicKey {
  const trimmed = text.trim();
  const der = trimmed.startsWith('-----')
    ? forge.pem.decode(trimmed)[0]?.body
    : forge.util.decode64(trimmed.replace(/\s+/g, ''));
  if (!der) throw new Error('The public key is empty.');
  const key = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(der)) as unknown as PublicKey;
  if (typeof key?.encrypt !== 'function') throw new Error('The public key is not an RSA key.');
  return key;
}

/** base64(RSAES-PKCS1-v1_5(publicKey, utf8(text))). */
export function rsaEncrypt(key: PublicKey, text: string): string {
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(text), 'RSAES-PKCS1-V1_5'));
}

export interface SealedRequest {
  headers: { Encryption: 'true'; 'X-RSA': string; 'X-Digest': string };
  body: { value: string };
}

/** Wraps a JSON body in the envelope. `key` is injectable for the known-answer test only. */
export function seal(body: unknown, publicKey: PublicKey, key = randomKey()): SealedRequest {
  const json = JSON.stringify(body ?? {});
  return {
    headers: { Encryption: 'true', 'X-RSA': rsaEncrypt(publicKey, key), 'X-Digest': md5Hex(json) },
    body: { value: desEncrypt(json, key) },
  };
}
