/**
 * Seals request bodies for the platform, in the envelope it offers: §7's (RSA PKCS#1 v1.5 + DES, the default)
 * or the modern `oaep-gcm.1` (RSA-OAEP + AES-GCM on WebCrypto) once the status lists it. Each envelope's code
 * is its own chunk, and its key is fetched once per page and shared by concurrent callers.
 */
import { fetchJson } from './fetch-json.js';
import { getConfig } from '../config/config.js';
import { ApiError } from './api-error.js';
import type { Endpoint } from './endpoint.js';

const rsaKey = { method: 'GET', path: '/wps/session/key/rsa', auth: false } as const satisfies Endpoint;

type LegacyModule = typeof import('../crypto/envelope-crypto.js');
type LegacyKey = import('../crypto/envelope-crypto.js').PublicKey;
type ModernModule = typeof import('../crypto/oaep-gcm.js');
type ModernKey = import('../crypto/oaep-gcm.js').OaepKey;

/** The modern envelope's name, repeated here so that choosing it does not load its chunk. */
const OAEP_GCM = 'oaep-gcm.1';

let offered: readonly string[] = [];
let legacyModule: Promise<LegacyModule> | undefined;
let legacyKey: Promise<LegacyKey> | undefined;
let modernModule: Promise<ModernModule> | undefined;
let modernKey: Promise<ModernKey> | undefined;

/**
 * Takes note of the envelopes the platform's status lists beside §7's (`info.envelopes`). Until a status has
 * answered, and on a page without WebCrypto (an insecure origin), requests go in §7's envelope, which every
 * platform accepts.
 */
export function offerEnvelopes(names: readonly string[]): void {
  offered = names;
}

function modernInUse(): boolean {
  return offered.includes(OAEP_GCM) && typeof crypto !== 'undefined' && typeof crypto.subtle?.importKey === 'function';
}

/** A promise that forgets itself when it fails, so that the next call tries again. */
function retryable<T>(start: () => Promise<T>, forget: () => void): Promise<T> {
  return start().catch((error: unknown) => {
    forget();
    throw error;
  });
}

/** Starts loading the envelope's code and key, so that the first submit does not wait for them. */
export function prefetchEnvelope(): void {
  const key = modernInUse() ? getModernKey() : getLegacyKey();
  void key.catch(() => {});
}

function loadLegacy(): Promise<LegacyModule> {
  legacyModule ??= retryable(() => import('../crypto/envelope-crypto.js'), () => (legacyModule = undefined));
  return legacyModule;
}

function loadModern(): Promise<ModernModule> {
  modernModule ??= retryable(() => import('../crypto/oaep-gcm.js'), () => (modernModule = undefined));
  return modernModule;
}

function getLegacyKey(): Promise<LegacyKey> {
  legacyKey ??= retryable(
    () => Promise.all([loadLegacy(), fetchKey({})]).then(([crypto, answer]) => {
      if (typeof answer !== 'string' || !answer) throw new Error('The platform returned no public key.');
      return crypto.parsePublicKey(answer);
    }),
    () => (legacyKey = undefined),
  );
  return legacyKey;
}

function getModernKey(): Promise<ModernKey> {
  modernKey ??= retryable(
    () => Promise.all([loadModern(), fetchKey({ envelope: OAEP_GCM })]).then(([crypto, answer]) => crypto.importOaepKey(answer)),
    () => (modernKey = undefined),
  );
  return modernKey;
}

async function fetchKey(query: Record<string, string>): Promise<unknown> {
  const { api, merchant } = getConfig();
  const search = new URLSearchParams({ _: String(Date.now()), ...query });
  // Fetched directly rather than through call(): a failure here is reported as an encryption failure of the
  // call that needed the key, not as a second notice.
  const response = await fetchJson(`${api}${rsaKey.path}?${search}`, {
    method: 'GET',
    headers: merchant ? { Merchant: merchant } : {},
    timeout: 30_000,
  });
  const answer = response.ok ? (response.data as { success?: boolean; value?: unknown } | undefined) : undefined;
  if (answer?.success !== true) throw new Error('The platform returned no public key.');
  return answer.value;
}

export function forgetPublicKey(): void {
  legacyKey = undefined;
  modernKey = undefined;
}

/**
 * Returns the headers and body of a sealed request for the call `method path`. On any failure nothing is sent
 * and the call rejects with `{ success: false, message }` (an ApiError with code `encryption`).
 */
export async function sealForPlatform(
  body: unknown,
  call: { method: string; path: string },
): Promise<{ headers: Record<string, string>; body: unknown }> {
  try {
    if (modernInUse()) {
      const [crypto, key] = await Promise.all([loadModern(), getModernKey()]);
      return await crypto.seal(body, key, call.method, call.path);
    }
    const [crypto, key] = await Promise.all([loadLegacy(), getLegacyKey()]);
    return crypto.seal(body, key);
  } catch (error) {
    throw new ApiError('encryption', error instanceof Error ? error.message : String(error));
  }
}
