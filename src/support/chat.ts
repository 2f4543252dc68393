/**
 * Support chat (SPEC §3, §5, §6, §7): with the merchant's own chat (switch CBS3) a member launches a CBS chat
 * and sees an unread count; otherwise the first customer-service entry opens. Visitors are sent to log in, and
 * member type 4 may not chat.
 */
import { computed, signal } from '@preact/signals-core';
import { call } from '../api/client.js';
import { endpoints } from '../api/endpoints.js';
import { getConfig } from '../config/config.js';
import { language, t } from '../i18n/i18n.js';
import { requestNavigation } from '../navigation.js';
import { merchantStatus, switchOn } from '../platform/merchant-status.js';
import { isLoggedIn, memberInfo, sessionInfo } from '../session/session.js';
import { refreshMember } from '../session/member.js';
import { showNotice } from '../ui/notices.js';
import { customerServices, openCustomerService } from './customer-service.js';

/** Member type that may not chat (SPEC §6). */
export const NO_CHAT_MEMBER_TYPE = 4;

export const memberType = computed(() => memberInfo.value?.type ?? sessionInfo.value?.type ?? 0);

/** Unread CBS messages; 0 for visitors, type 4 members and merchants without CBS. */
export const unreadCount = signal(0);

/** Whether support opens the merchant's own chat rather than a customer-service entry. */
export function usesCbsChat(): boolean {
  return switchOn('CBS3');
}

/** The colour of the page's header, which the chat page takes for its own. */
function headerColor(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content ?? '';
  return /^#[0-9a-f]{3,8}$/i.test(meta) ? meta : '';
}

/** The language CBS understands: CN for both Chinese variants. */
export function chatLanguage(): string {
  return language.value === 'CN' || language.value === 'TW' ? 'CN' : language.value;
}

function chatTitle(): string {
  return merchantStatus.value?.info.whitelabel || document.title || t('in_customer_services');
}

/** Launches the CBS chat and goes there; the chat page's back link returns here. */
export async function openCbsChat(): Promise<void> {
  if (!isLoggedIn.value) {
    requestNavigation(getConfig().loginPath, 'login-required');
    return;
  }
  // The member type decides; right after a login it may not be known yet.
  if (!memberInfo.value) await refreshMember({ alert: false }).catch(() => undefined);
  if (memberType.value === NO_CHAT_MEMBER_TYPE) {
    void showNotice({ title: t('notice'), message: t('chat_no_permission') });
    return;
  }
  const value = await call<{ chatUrl?: unknown }>(endpoints.cbsLaunchChat, {
    body: { b2c: 1, title: chatTitle(), backUrl: location.href, language: chatLanguage(), headerColor: headerColor() },
  });
  const chatUrl = typeof value?.chatUrl === 'string' ? value.chatUrl : '';
  if (!/^https?:\/\//i.test(chatUrl)) {
    void showNotice({ title: t('notice'), message: t('chat_unavailable') });
    return;
  }
  location.assign(chatUrl);
}

/**
 * What a support button does: the CBS chat when the merchant has it, else the first customer-service entry
 * (or the one of `csType`). Shows a message when there is nothing to open.
 */
export async function openSupport(csType?: string): Promise<void> {
  if (usesCbsChat() && !csType) return openCbsChat().catch(() => undefined);
  const entries = customerServices.value;
  const entry = (csType && entries.find((item) => item.csType === csType)) || entries[0];
  if (!entry || !(await openCustomerService(entry))) {
    void showNotice({ title: t('notice'), message: t('chat_unavailable') });
  }
}

/**
 * Asks for the unread count when it applies (CBS on, logged in as a member known not to be type 4); otherwise
 * it is 0. Call it again once the member info arrives.
 */
export async function refreshUnread(): Promise<number> {
  if (!usesCbsChat() || !isLoggedIn.value || !memberInfo.value || memberType.value === NO_CHAT_MEMBER_TYPE) {
    unreadCount.value = 0;
    return 0;
  }
  try {
    const value = await call<{ unReadCount?: unknown }>(endpoints.cbsUnreadCount, { alert: false });
    const count = Number(value?.unReadCount);
    unreadCount.value = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  } catch {
    /* the badge keeps its last count */
  }
  return unreadCount.value;
}
