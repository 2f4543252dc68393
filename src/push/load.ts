/**
 * The push kit. A few hundred bytes, it comes with the prompt that uses it: a chunk of its own cost a request.
 * Firebase Cloud Messaging itself still loads only when a push adapter needs it (push-sync.ts).
 */
import * as pushKit from './kit.js';

export type PushKit = typeof pushKit;

export function loadPushKit(): Promise<PushKit> {
  return Promise.resolve(pushKit);
}
