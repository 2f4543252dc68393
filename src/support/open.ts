/**
 * Opening support (SPEC §3, §5, §6, §7), loaded the first time a player asks for it: the merchant's CBS chat
 * (visitors are sent to log in, member type 4 is refused), else a customer-service entry. It is a chunk of its
 * own so that a page showing a support button does not download it up front.
 */
import { call } from '../api/client.js';
import type { Endpoint } from '../api/endpoint.js';
import { isApiError } from '../api/api-error.js';
import { errorMessage } from '../api/error-policy.js';
import { platformUrl } from '../net/lines.js';
import { getConfig } from '../config/config.js';
import { language, t } from '../i18n/i18n.js';
import { requestNavigation } from '../navigation/navigation.js';
import { computed } from '@preact/signals-core';
import { isLoggedIn, memberInfo, sessionInfo } from '../session/session.js';
import { refreshMember } from '../session/member.js';
import { showNotice } from '../ui/notices.js';
import { customerServices, isWidgetCsType, openCustomerService, type CustomerServiceEntry } from './customer-service.js';
import { merchantStatus, switchOn } from '../platform/merchant-status.js';
import { NO_CHAT_MEMBER_TYPE } from './chat.js';

const cbsLaunchChat = { method: 'POST', path: '/wps/relay/CBS_launchChat', auth: 'required' } as const satisfies Endpoint;

export { NO_CHAT_MEMBER_TYPE };

const memberType = computed(() => memberInfo.value?.type ?? sessionInfo.value?.type ?? 0);

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

/** True for a member who may chat; else sends a visitor to log in or tells a type 4 member no (SPEC §6). */
async function memberMayChat(): Promise<boolean> {
  if (!isLoggedIn.value) {
    requestNavigation(getConfig().loginPath, 'login-required');
    return false;
  }
  // The member type decides; right after a login it may not be known yet.
  if (!memberInfo.value) await refreshMember({ alert: false }).catch(() => undefined);
  if (memberType.value === NO_CHAT_MEMBER_TYPE) {
    void showNotice({ title: t('notice'), message: t('chat_no_permission') });
    return false;
  }
  return true;
}

/**
 * Opens the CBS chat in a sheet over the page, which asks for the chat's address. The chat's own back link
 * (`backUrl`) would only lead the frame back here, so the sheet's back control closes it instead.
 */
export async function openCbsChat(): Promise<void> {
  if (!(await memberMayChat())) return;
  const { openChatSheet } = await import('./chat-host.js');
  openChatSheet(t('in_customer_services'), launchCbsChat);
}

/** The chat's address, a path being on the platform's site; rejects with the message the sheet shows. */
async function launchCbsChat(): Promise<string> {
  let value: { chatUrl?: unknown } | null;
  try {
    value = await call<{ chatUrl?: unknown }>(cbsLaunchChat, {
      alert: false,
      body: { b2c: 1, title: chatTitle(), backUrl: location.href, language: chatLanguage(), headerColor: headerColor() },
    });
  } catch (error) {
    // The platform's refusals (chat off, no permission) say why; a server failure is the chat not loading.
    const refusal = isApiError(error) && error.status < 500 ? errorMessage(error, t('chat_load_failed')) : '';
    throw new Error(refusal || t('chat_load_failed'), { cause: error });
  }
  const raw = typeof value?.chatUrl === 'string' ? value.chatUrl.trim() : '';
  const url = raw ? platformUrl(raw) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(t('chat_unavailable'));
  return url.href;
}

/**
 * What a support button does: the CBS chat when the merchant has it, else the first customer-service entry
 * (or the one of `csType`). Shows a message when there is nothing to open.
 */
export async function openSupportNow(csType?: string): Promise<void> {
  if (switchOn('CBS3') && !csType) return openCbsChat().catch(() => undefined);
  const entries = customerServices.value;
  const entry = (csType && entries.find((item) => item.csType === csType)) || entries[0];
  if (entry && isWidgetCsType(entry.csType)) {
    const widget = await import('./widget.js');
    if (await widget.isWidgetEntry(entry)) return openWidget(widget, entry);
  }
  if (!entry || !(await openCustomerService(entry))) {
    void showNotice({ title: t('notice'), message: t('chat_unavailable') });
  }
}

/** A widget provider's chat, in its own window on this page; members only (SPEC §6). */
async function openWidget(widget: typeof import('./widget.js'), entry: CustomerServiceEntry): Promise<void> {
  if (!(await memberMayChat())) return;
  if (!(await widget.openChatWidget(entry))) void showNotice({ title: t('notice'), message: t('chat_unavailable') });
}
