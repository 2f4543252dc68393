/** Push notifications: the kit and whether this session is bound. */
export type { PushAdapter, PushMessage, PushPermission } from './adapter.js';
export { pushBoundKey } from './bound.js';
export { loadPushKit, type PushKit } from './load.js';
