/**
 * Remembered login (SPEC §3 remPass, §4, §8) under the security stance of the design, a lazy chunk: the user
 * name and login type are kept in local storage; a password only as AES-GCM ciphertext whose key is a
 * non-extractable Web Crypto key in IndexedDB, so that nothing in any storage reveals it. The spec's legacy
 * format (password as double Base64 with a random `sass` key beside it) is read once, re-encrypted and deleted.
 * Where Web Crypto or IndexedDB is missing, only the user name is remembered. SMS logins keep no password.
 */
import { getConfig } from '../config/config.js';
import { readRaw, removeRaw, writeRaw } from '../storage/storage.js';
import { LEGACY_SECRET_KEY, REMEMBERED_KEY } from './remember.js';
import { decodeLegacyPassword, openPassword, sealPassword } from './remembered-secret.js';

export type RememberedType = 'username' | 'sms';

/** AES-GCM ciphertext and its nonce, both Base64. */
export interface SealedSecret {
  iv: string;
  data: string;
}

interface RememberedRecord {
  type: RememberedType;
  username: string;
  merchant: string;
  secret?: SealedSecret;
  /** Legacy only: the obfuscated password of the spec's format, migrated on first read. */
  password?: string;
}

/** What a form may show about the remembered login; never the password. */
export interface RememberedLogin {
  type: RememberedType;
  username: string;
  merchant: string;
  hasPassword: boolean;
}

function readRecord(): RememberedRecord | null {
  const raw = readRaw('local', REMEMBERED_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (!value || typeof value !== 'object') return null;
    const type = value.type === 'sms' ? 'sms' : value.type === 'username' || value.type === undefined ? 'username' : null;
    if (!type || typeof value.username !== 'string' || !value.username) return null;
    const secret = value.secret as Record<string, unknown> | undefined;
    return {
      type,
      username: value.username,
      merchant: typeof value.merchant === 'string' ? value.merchant : '',
      secret: secret && typeof secret.iv === 'string' && typeof secret.data === 'string' ? { iv: secret.iv, data: secret.data } : undefined,
      password: typeof value.password === 'string' && value.password ? value.password : undefined,
    };
  } catch {
    return null;
  }
}

function writeRecord(record: RememberedRecord): void {
  writeRaw('local', REMEMBERED_KEY, JSON.stringify(record));
}

/** The remembered login of this browser, or null. */
export function rememberedLogin(): RememberedLogin | null {
  const record = readRecord();
  if (!record) return null;
  return {
    type: record.type,
    username: record.username,
    merchant: record.merchant,
    hasPassword: record.type === 'username' && Boolean(record.secret || (record.password && readRaw('local', LEGACY_SECRET_KEY))),
  };
}

/**
 * Remembers a successful login: user name and type always, the password (username logins only) sealed when
 * the browser can. A failure to seal leaves the user name remembered; it never fails the login.
 */
export async function rememberLoginNow(input: { type: RememberedType; username: string; password?: string }): Promise<void> {
  const record: RememberedRecord = { type: input.type, username: input.username.trim(), merchant: getConfig().merchant };
  removeRaw('local', LEGACY_SECRET_KEY);
  if (input.type === 'username' && input.password) {
    try {
      record.secret = (await sealPassword(input.password)) ?? undefined;
    } catch {
      /* username-only memory */
    }
  }
  writeRecord(record);
}

/**
 * The remembered password, or null. A legacy record is migrated here: its password is sealed, and the
 * readable copy and `sass` are deleted, whether or not sealing works.
 */
export async function rememberedPassword(): Promise<string | null> {
  const record = readRecord();
  if (!record || record.type !== 'username') return null;
  try {
    if (record.password) {
      const password = decodeLegacyPassword(record.password, readRaw('local', LEGACY_SECRET_KEY) ?? '');
      removeRaw('local', LEGACY_SECRET_KEY);
      const { password: _legacy, ...rest } = record;
      const sealed = password ? await sealPassword(password).catch(() => null) : null;
      writeRecord({ ...rest, secret: sealed ?? undefined });
      return password;
    }
    return record.secret ? await openPassword(record.secret) : null;
  } catch {
    return null;
  }
}
