/**
 * Push and the session (SPEC §4, §7, §9): with a session token the browser's registration token is bound to
 * the member (`CSP_fcmBind`) and subscribed to topic ALL (`CSP_fcmSubscribe`); when the token goes empty it is
 * unsubscribed (`CSP_fcmUnsubscribe` with `unsubscribeAll`). The registration token is kept with its date and
 * renewed after 7 days.
 */
import { call } from '../api/client.js';
import type { Endpoint } from '../api/endpoint.js';
import { getConfig } from '../config/config.js';
import { storageKey, stringKey } from '../storage/storage.js';
import { pushBoundKey } from './bound.js';
import { isFirebaseMessagingConfig, isPushAdapter, type PushAdapter } from './adapter.js';

const fcmBind = { method: 'POST', path: '/wps/relay/CSP_fcmBind', auth: 'required' } as const satisfies Endpoint;
const fcmSubscribe = { method: 'POST', path: '/wps/relay/CSP_fcmSubscribe', auth: 'required' } as const satisfies Endpoint;
const fcmUnsubscribe = { method: 'POST', path: '/wps/relay/CSP_fcmUnsubscribe', auth: false } as const satisfies Endpoint;

export const PUSH_TOPIC = 'ALL';
/** SPEC §9: the push token is refreshed after 7 days. */
export const TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

interface StoredToken {
  token: string;
  /** When it was issued, ms since the epoch. */
  at: number;
}

/** The registration token this browser holds, and since when. */
export const pushTokenKey = storageKey<StoredToken | null>('local', 'PUSH_registrationToken', null, (value): value is StoredToken | null => {
  if (value === null) return true;
  const entry = value as Partial<StoredToken> | undefined;
  return typeof entry?.token === 'string' && entry.token !== '' && typeof entry.at === 'number' && Number.isFinite(entry.at);
});

/** Set for the browser session once the player said "not now" to the opt-in prompt (SPEC §4). */
export const skipPushKey = stringKey('session', 'PUSH_skipPrompt');

let adapter: Promise<PushAdapter | null> | null = null;

/**
 * The adapter in use: one handed in through `configure({ pushAdapter })`, else Firebase Cloud Messaging when
 * the merchant configured it (`configure({ firebaseMessaging })`), else none, and push is not offered.
 */
export function pushAdapter(): Promise<PushAdapter | null> {
  adapter ??= (async () => {
    const config = getConfig();
    if (isPushAdapter(config.pushAdapter)) return config.pushAdapter;
    if (!isFirebaseMessagingConfig(config.firebaseMessaging)) return null;
    const { createFirebaseAdapter } = await import('./firebase-adapter.js');
    return createFirebaseAdapter(config.firebaseMessaging);
  })().catch(() => null);
  return adapter;
}

/** Forgets the adapter chosen, so that the next use reads the configuration again (tests, reconfiguration). */
export function forgetPushAdapter(): void {
  adapter = null;
}

/**
 * The registration token, renewed once it is 7 days old. The old one is unsubscribed first so that the
 * platform never pushes to a token the browser dropped.
 */
async function currentToken(push: PushAdapter, now = Date.now()): Promise<string | null> {
  const stored = pushTokenKey.read();
  if (stored && now - stored.at < TOKEN_REFRESH_MS) return stored.token;
  if (stored) {
    await unsubscribe(stored.token);
    await push.deleteToken().catch(() => false);
    pushTokenKey.write(null);
  }
  const token = await push.getToken().catch(() => null);
  if (token) pushTokenKey.write({ token, at: now });
  return token;
}

/** Binds this browser's token to the member and subscribes it to ALL. Null when there is no token to bind. */
export async function bindPush(push: PushAdapter): Promise<string | null> {
  if (push.permission() !== 'granted') return null;
  const token = await currentToken(push);
  if (!token) return null;
  // Marked before the calls leave: a session that ends while they are out must still be unbound.
  pushBoundKey.write('1');
  await call(fcmBind, { body: { registrationToken: token }, alert: false });
  await call(fcmSubscribe, { body: { registrationToken: token, topic: PUSH_TOPIC }, alert: false });
  return token;
}

async function unsubscribe(token: string): Promise<void> {
  await call(fcmUnsubscribe, { body: { registrationToken: token, unsubscribeAll: true }, alert: false }).catch(() => {});
}

/**
 * The session ended: the platform stops pushing to this browser. The binding is forgotten on this device at
 * once, even offline; the platform is told now, or when the browser is back online if it cannot be reached.
 */
export async function unbindPush(): Promise<void> {
  pushBoundKey.remove();
  const stored = pushTokenKey.read();
  if (!stored) return;
  const told = await call(fcmUnsubscribe, { body: { registrationToken: stored.token, unsubscribeAll: true }, alert: false }).then(
    () => true,
    () => false,
  );
  if (!told) window.addEventListener('online', () => void unsubscribe(stored.token), { once: true });
}
