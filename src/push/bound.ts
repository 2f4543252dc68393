/**
 * Whether this browser's push token is bound to a member right now. Tiny on purpose: a page without a session
 * reads it to decide whether the push kit must load at all (to unsubscribe) or can stay away.
 */
import { stringKey } from '../storage/storage.js';

export const pushBoundKey = stringKey('local', 'PUSH_bound');
