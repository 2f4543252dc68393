/**
 * Stands in for node-forge's `random` module in the build (rollup.config.mjs swaps it in). Forge's own is a
 * Fortuna generator on forge's AES, SHA-256 and cipher modes, about 7 KB brotli of the crypto chunk, which
 * seeds itself from crypto.getRandomValues anyway; the envelope only needs random bytes for the RSA
 * PKCS#1 v1.5 padding, so they come straight from the platform CSPRNG.
 */
import forge from 'node-forge/lib/forge.js';

/** getRandomValues fills at most 65536 bytes per call. */
const MAX_CALL = 65536;

/** `count` random bytes as a binary string, forge's byte format. */
function getBytesSync(count: number): string {
  let out = '';
  while (out.length < count) {
    const bytes = crypto.getRandomValues(new Uint8Array(Math.min(count - out.length, MAX_CALL)));
    for (const byte of bytes) out += String.fromCharCode(byte);
  }
  return out;
}

function getBytes(count: number, callback?: (error: Error | null, bytes: string) => void): string | undefined {
  const bytes = getBytesSync(count);
  if (!callback) return bytes;
  callback(null, bytes);
  return undefined;
}

(forge as unknown as { random: unknown }).random = { getBytes, getBytesSync };
