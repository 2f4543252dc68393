/**
 * The push service behind a small surface (DESIGN: third-party services). The kit's real implementation is
 * Firebase Cloud Messaging (firebase-adapter.ts, loaded lazily); a page or a test may hand in any object with
 * the same surface through `configure({ pushAdapter })`.
 */

export type PushPermission = 'granted' | 'denied' | 'default' | 'unsupported';

export interface PushMessage {
  title?: string;
  body?: string;
  data?: Record<string, string>;
}

export interface PushAdapter {
  /** Whether the browser can be asked, and its answer so far. */
  permission(): PushPermission;
  /** Asks the player (the browser's own dialog). */
  requestPermission(): Promise<PushPermission>;
  /** The registration token of this browser; null when there is none to be had (no permission, no support). */
  getToken(): Promise<string | null>;
  /** Drops the token, so that the next `getToken` issues a new one. */
  deleteToken(): Promise<boolean>;
  /** Messages that arrive while the page is open; returns what stops listening. */
  onMessage(listener: (message: PushMessage) => void): () => void;
}

/** What a merchant configures for Firebase Cloud Messaging (docs/install.md). */
export interface FirebaseMessagingConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  /** The web push certificate's public key (Firebase console: Cloud Messaging, Web configuration). */
  vapidKey: string;
  /** The service worker that shows messages in the background; the /m app's own by default. */
  serviceWorker?: string;
}

export function isPushAdapter(value: unknown): value is PushAdapter {
  if (!value || typeof value !== 'object') return false;
  const adapter = value as Record<string, unknown>;
  return ['permission', 'requestPermission', 'getToken', 'deleteToken', 'onMessage'].every(
    (name) => typeof adapter[name] === 'function',
  );
}

export function isFirebaseMessagingConfig(value: unknown): value is FirebaseMessagingConfig {
  if (!value || typeof value !== 'object') return false;
  const config = value as Record<string, unknown>;
  return ['apiKey', 'projectId', 'messagingSenderId', 'appId', 'vapidKey'].every(
    (name) => typeof config[name] === 'string' && (config[name] as string).trim() !== '',
  );
}
