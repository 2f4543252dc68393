/**
 * Seals request bodies for the platform. The crypto code is a separate chunk; the public key is fetched once
 * per page and shared by concurrent callers.
 */
import { fetchJson } from './fetch-json.js';
import { getConfig } from '../config/config.js';
import { ApiError } from './api-error.js';
import type { Endpoint } from './endpoint.js';

const rsaKey = { method: 'GET', path: '/wps/session/key/rsa', auth: false } as const satisfies Endpoint;

type CryptoModule = typeof import('../crypto/envelope-crypto.js');
type PublicKey = import('../crypto/envelope-crypto.js').PublicKey;

let cryptoModule: Promise<CryptoModule> | undefined;
let publicKey: Promise<PublicKey> | undefined;

/** Starts loading the crypto chunk and the key, so that the first submit does not wait for them. */
export function prefetchEnvelope(): void {
  void loadCrypto().catch(() => {});
  void getPublicKey().catch(() => {});
}

function loadCrypto(): Promise<CryptoModule> {
  cryptoModule ??= import('../crypto/envelope-crypto.js').catch((error: unknown) => {
    cryptoModule = undefined;
    throw error;
  });
  return cryptoModule;
}

function getPublicKey(): Promise<PublicKey> {
  publicKey ??= Promise.all([loadCrypto(), fetchKeyText()])
    .then(([crypto, text]) => crypto.parsePublicKey(text))
    .catch((error: unknown) => {
      publicKey = undefined;
      throw error;
    });
  return publicKey;
}

async function fetchKeyText(): Promise<string> {
  const { api, merchant } = getConfig();
  // Fetched directly rather than through call(): a failure here is reported as an encryption failure of the
  // call that needed the key, not as a second notice.
  const response = await fetchJson(`${api}${rsaKey.path}?_=${Date.now()}`, {
    method: 'GET',
    headers: merchant ? { Merchant: merchant } : {},
    timeout: 30_000,
  });
  const answer = response.ok ? (response.data as { success?: boolean; value?: unknown } | undefined) : undefined;
  if (answer?.success !== true || typeof answer.value !== 'string' || !answer.value) {
    throw new Error('The platform returned no public key.');
  }
  return answer.value;
}

export function forgetPublicKey(): void {
  publicKey = undefined;
}

/**
 * Returns the headers and body of a sealed request. On any failure nothing is sent and the call rejects with
 * `{ success: false, message }` (an ApiError with code `encryption`).
 */
export async function sealForPlatform(body: unknown): Promise<{ headers: Record<string, string>; body: unknown }> {
  try {
    const [crypto, key] = await Promise.all([loadCrypto(), getPublicKey()]);
    return crypto.seal(body, key);
  } catch (error) {
    throw new ApiError('encryption', error instanceof Error ? error.message : String(error));
  }
}
