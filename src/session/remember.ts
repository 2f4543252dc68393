/**
 * The always-loaded part of the remembered login (SPEC §3 remPass, §4, §8): cheap checks and forgetting.
 * Reading, sealing and opening a remembered password live in a lazy chunk (remembered-login.ts), loaded only
 * when something is remembered or a player asks to be.
 */
import { readRaw, removeRaw, writeRaw } from '../storage/storage.js';
import type { RememberedType } from './remembered-login.js';

export type { RememberedType } from './remembered-login.js';

export const REMEMBERED_KEY = 'remPass';
export const LEGACY_SECRET_KEY = 'sass';
/** `1` or `0`: whether the app logs the remembered player in on start (SPEC §3, §4). */
export const AUTO_LOGIN_KEY = 'autoLogin';

/** What a form restores from a remembered login. */
export interface RestoredLogin {
  type: RememberedType;
  username: string;
  merchant: string;
  /** The unsealed password of a username login, or null. */
  password: string | null;
}

/** Whether this browser remembers a login at all (no chunk loads when it does not). */
export function hasRememberedLogin(): boolean {
  return readRaw('local', REMEMBERED_KEY) !== null;
}

/** Forgets everything remembered about the login (SPEC §8 `login.cred.err`, `not.exists.user`). */
export function forgetRememberedLogin(): void {
  removeRaw('local', REMEMBERED_KEY);
  removeRaw('local', LEGACY_SECRET_KEY);
}

/** Turns auto-login on or off for this browser (off on `token_ip_different`, SPEC §8). */
export function setAutoLogin(on: boolean): void {
  writeRaw('local', AUTO_LOGIN_KEY, on ? '1' : '0');
}

/** Whether auto-login was turned off (a stored `autoLogin` of 0). */
export function autoLoginTurnedOff(): boolean {
  return readRaw('local', AUTO_LOGIN_KEY) === '0';
}

/**
 * Remembers a successful login: user name and type always; the password (username logins only) sealed with
 * a non-extractable AES-GCM key where the browser can, never readable. SMS logins keep no password.
 */
export async function rememberLogin(input: { type: RememberedType; username: string; password?: string }): Promise<void> {
  const { rememberLoginNow } = await import('./remembered-login.js');
  await rememberLoginNow(input);
}

/** The remembered login with its password unsealed (a legacy record is migrated on the way), or null. */
export async function restoreRememberedLogin(): Promise<RestoredLogin | null> {
  if (!hasRememberedLogin()) return null;
  const { rememberedLogin, rememberedPassword } = await import('./remembered-login.js');
  const remembered = rememberedLogin();
  if (!remembered) return null;
  return {
    type: remembered.type,
    username: remembered.username,
    merchant: remembered.merchant,
    password: remembered.hasPassword ? await rememberedPassword() : null,
  };
}
