/** The push kit: a lazy chunk (loadPushKit), loaded only by what offers push. */
export { pushAdapter, forgetPushAdapter, bindPush, unbindPush, pushTokenKey, skipPushKey, PUSH_TOPIC, TOKEN_REFRESH_MS } from './push-sync.js';
export type { PushAdapter, PushPermission, PushMessage, FirebaseMessagingConfig } from './adapter.js';
