/**
 * The unread count of the merchant's own chat (SPEC §3, §7: CBS_unreadCount), shown as the support button's
 * badge: only with the chat switched on (CBS3), for a logged-in member known not to be type 4 (SPEC §6).
 */
import { signal } from '@preact/signals-core';
import { call, type Endpoint } from '../../src/api/index.js';
import { switchOn } from '../../src/platform/index.js';
import { isLoggedIn, memberInfo } from '../../src/session/index.js';

const cbsUnreadCount = { method: 'GET', path: '/wps/relay/CBS_unreadCount', auth: 'required' } as const satisfies Endpoint;

/** Member type that may not chat, and whose unread count is never asked for. */
const NO_CHAT_MEMBER_TYPE = 4;

/** Unread messages; 0 for visitors, type 4 members and merchants without the chat. */
export const unreadCount = signal(0);

/** Whether the button opens the merchant's own chat. */
export const usesCbsChat = () => switchOn('CBS3');

/** Asks for the count when it applies, else sets it to 0. Call it again once the member info arrives. */
export async function refreshUnread(): Promise<number> {
  const member = memberInfo.value;
  if (!usesCbsChat() || !isLoggedIn.value || !member || member.type === NO_CHAT_MEMBER_TYPE) {
    unreadCount.value = 0;
    return 0;
  }
  try {
    const value = await call<{ unReadCount?: unknown }>(cbsUnreadCount, { alert: false });
    const count = Number(value?.unReadCount);
    unreadCount.value = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  } catch {
    /* the badge keeps its last count */
  }
  return unreadCount.value;
}
