/**
 * DES decoding of customer-service paths (SPEC §3): the last 8 characters are the key, the rest is base64
 * DES-ECB-PKCS7 ciphertext. A chunk of its own, loaded the first time a player opens customer service, on
 * the same minimal crypto-js modules as the request envelope.
 */
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/enc-base64.js';
import 'crypto-js/enc-utf8.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';

export const DES_KEY_LENGTH = 8;

/** The decoded text, or null when the path is too short, not ciphertext, or decodes to nothing. */
export function decryptPath(path: string): string | null {
  if (path.length <= DES_KEY_LENGTH) return null;
  const key = path.slice(-DES_KEY_LENGTH);
  const cipherText = path.slice(0, -DES_KEY_LENGTH);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cipherText) || cipherText.length % 4 !== 0) return null;
  try {
    const plain = CryptoJS.DES.decrypt(cipherText, CryptoJS.enc.Utf8.parse(key), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
    return plain || null;
  } catch {
    return null;
  }
}
