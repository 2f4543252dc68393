/**
 * Opening support (SPEC §3, §5, §6): the CBS chat when the merchant has it, else a customer-service entry. The
 * code loads on first use (`open.ts`), so that a page showing a support button does not download it up front;
 * the chat-widget loader (`widget.ts`) likewise loads only for a member of a merchant with widget providers.
 */
import { merchantStatus } from '../platform/merchant-status.js';
import { isLoggedIn, memberInfo } from '../session/session.js';
import { isWidgetCsType } from './widget-types.js';

/** Member type that may not chat (SPEC §6). */
export const NO_CHAT_MEMBER_TYPE = 4;

/** How long after the start a widget's script goes in (SPEC §9 "support widget scripts 500 ms"). */
export const WIDGET_SCRIPT_DELAY_MS = 500;

export { chatSeen } from './chat-seen.js';

/**
 * What a support button does: the CBS chat when the merchant has it, else the first customer-service entry
 * (or the one of `csType`), opened as a link or, for a widget provider, in the provider's chat widget. Shows a
 * message when there is nothing to open.
 */
export async function openSupport(csType?: string): Promise<void> {
  const { openSupportNow } = await import('./open.js');
  return openSupportNow(csType);
}

/**
 * Starts the merchant's chat widgets for a logged-in member (not type 4): each provider's script goes in 500 ms
 * later and gets the member's fields (SPEC §9). Does nothing, and downloads nothing, when there is no widget
 * provider or no such member; calling it again does not load a widget twice.
 */
export async function startChatWidgets(): Promise<void> {
  const member = memberInfo.value;
  if (!isLoggedIn.value || !member || member.type === NO_CHAT_MEMBER_TYPE) return;
  const entries: unknown = merchantStatus.value?.info.customerService;
  if (!Array.isArray(entries) || !entries.some((entry: { csType?: unknown } | null) => isWidgetCsType(entry?.csType))) return;
  // The widget code (and the DES code its addresses need) waits out the delay too: nothing of it is wanted
  // while the page starts.
  const startedAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, WIDGET_SCRIPT_DELAY_MS));
  const { loadChatWidgets } = await import('./widget.js');
  await loadChatWidgets(startedAt);
}
