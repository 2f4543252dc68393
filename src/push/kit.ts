/** The push kit (loadPushKit): binding, renewing and dropping a push token, and the adapter in use. */
export { pushAdapter, forgetPushAdapter, bindPush, unbindPush, pushTokenKey, skipPushKey, PUSH_TOPIC, TOKEN_REFRESH_MS } from './push-sync.js';
export type { PushAdapter, PushPermission, PushMessage, FirebaseMessagingConfig } from './adapter.js';
