/**
 * A stand-in for the push service with the adapter's surface (src/push/adapter.ts): the permission the
 * "browser" has and answers, and tokens it hands out. Handed to the kit with `configure({ pushAdapter })`.
 */
import type { PushAdapter, PushPermission } from '../../src/push/index.js';

export interface PushStandIn extends PushAdapter {
  /** What the browser's permission dialog answers. */
  answer: PushPermission;
  asked: number;
  deleted: number;
}

export function pushStandIn(initial: PushPermission = 'default', answer: PushPermission = 'granted'): PushStandIn {
  let permission = initial;
  let issued = 0;
  let token: string | null = null;
  const standIn: PushStandIn = {
    answer,
    asked: 0,
    deleted: 0,
    permission: () => permission,
    async requestPermission() {
      standIn.asked++;
      permission = standIn.answer;
      return permission;
    },
    async getToken() {
      if (permission !== 'granted') return null;
      token ??= `stand-in:token-${Date.now().toString(36)}-${++issued}`;
      return token;
    },
    async deleteToken() {
      standIn.deleted++;
      token = null;
      return true;
    },
    onMessage: () => () => {},
  };
  return standIn;
}
