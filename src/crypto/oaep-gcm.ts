/**
 * The modern request envelope `oaep-gcm.1` (docs/wire-contract.md, "The modern envelope"): a fresh AES-256-GCM
 * key per request, wrapped with RSA-OAEP (SHA-256), all through the browser's WebCrypto. Nothing here comes
 * from a library, so a page on this envelope downloads neither node-forge nor crypto-js.
 */

/** The envelope's name: the `Encryption` header, and what the platform's status lists in `info.envelopes`. */
export const OAEP_GCM = 'oaep-gcm.1';
/** The key algorithm the key endpoint must name for this envelope (JOSE's name for RSA-OAEP with SHA-256). */
export const OAEP_KEY_ALG = 'RSA-OAEP-256';

/** The platform's key for this envelope, imported for wrapping only. */
export interface OaepKey {
  readonly kid: string;
  readonly key: CryptoKey;
}

export interface SealedRequest {
  headers: { Encryption: typeof OAEP_GCM };
  body: { kid: string; key: string; iv: string; value: string };
}

const KID = /^[A-Za-z0-9_-]{1,64}$/;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Reads the key endpoint's answer for this envelope, `{ envelope, alg, kid, key }` with `key` the base64 DER
 * SubjectPublicKeyInfo (PEM armour accepted), and imports it. Anything else (a bare key as §7's endpoint
 * answers, another algorithm, a key WebCrypto refuses) throws: the request is then not sent.
 */
export async function importOaepKey(answer: unknown): Promise<OaepKey> {
  const fields = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  if (fields.envelope !== OAEP_GCM || fields.alg !== OAEP_KEY_ALG) {
    throw new Error(`The platform's key is not for the ${OAEP_GCM} envelope.`);
  }
  const { kid, key } = fields;
  if (typeof kid !== 'string' || !KID.test(kid)) throw new Error('The platform key has no valid key id.');
  if (typeof key !== 'string' || !key.trim()) throw new Error('The platform returned no public key.');
  const base64 = key.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  let der: Uint8Array<ArrayBuffer>;
  try {
    der = fromBase64(base64);
  } catch {
    throw new Error('The public key is not base64.');
  }
  const imported = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return { kid, key: imported };
}

/**
 * What GCM authenticates beside the body: the envelope's name, the method and the contract path, so that a
 * sealed body is refused anywhere but the call it was made for.
 */
export function additionalData(method: string, path: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${OAEP_GCM}\n${method.toUpperCase()}\n${path}`);
}

/** Seals a JSON body for one call (`method`, `path` as in the wire contract, no query). */
export async function seal(body: unknown, platformKey: OaepKey, method: string, path: string): Promise<SealedRequest> {
  const json = JSON.stringify(body ?? {});
  const contentKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const [ciphertext, rawKey] = await Promise.all([
    crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(method, path), tagLength: 128 },
      contentKey,
      new TextEncoder().encode(json),
    ),
    crypto.subtle.exportKey('raw', contentKey),
  ]);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, platformKey.key, rawKey);
  return {
    headers: { Encryption: OAEP_GCM },
    body: {
      kid: platformKey.kid,
      key: toBase64(new Uint8Array(wrapped)),
      iv: toBase64(iv),
      value: toBase64(new Uint8Array(ciphertext)),
    },
  };
}
