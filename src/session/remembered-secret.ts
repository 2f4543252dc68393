/**
 * The remembered password's cryptography (lazy chunk): AES-GCM under a non-extractable key kept in IndexedDB.
 * Script on the page can ask the browser to decrypt with the key, but no storage holds the key's bytes or the
 * password, so a copied storage dump or a synced profile reveals nothing.
 */
import type { SealedSecret } from './remembered-login.js';

const DB_NAME = 'mc-elements';
const STORE = 'keys';
const KEY_ID = 'remembered-login';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDb(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DB_NAME, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  return request(opening);
}

/** The browser's key, created on first use. Null where Web Crypto or IndexedDB is unavailable. */
async function loginKey(create: boolean): Promise<CryptoKey | null> {
  if (!globalThis.crypto?.subtle || !globalThis.indexedDB) return null;
  const db = await openDb();
  try {
    const found = await request(db.transaction(STORE).objectStore(STORE).get(KEY_ID));
    if (found instanceof CryptoKey) return found;
    if (!create) return null;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(key, KEY_ID));
    return key;
  } finally {
    db.close();
  }
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Seals a password; null when this browser cannot. */
export async function sealPassword(password: string): Promise<SealedSecret | null> {
  const key = await loginKey(true);
  if (!key) return null;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(password));
  return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/** Opens a sealed password; null when the key is gone or the ciphertext was altered. */
export async function openPassword(secret: SealedSecret): Promise<string | null> {
  try {
    const key = await loginKey(false);
    if (!key) return null;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(secret.iv) }, key, fromBase64(secret.data));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

function decodeBase64Text(text: string): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(fromBase64(text));
  } catch {
    return null;
  }
}

/**
 * The spec's legacy obfuscation (SPEC §3): `Base64(Base64(password) + sass)`, with `sass` a random string
 * stored under its own key. Older builds put the `sass` before the inner Base64; both are read. Null when
 * the pair does not decode.
 */
export function decodeLegacyPassword(obfuscated: string, sass: string): string | null {
  const outer = decodeBase64Text(obfuscated);
  if (!outer || !sass) return null;
  const inner = outer.endsWith(sass) ? outer.slice(0, -sass.length) : outer.startsWith(sass) ? outer.slice(sass.length) : null;
  if (!inner) return null;
  const password = decodeBase64Text(inner);
  return password || null;
}
