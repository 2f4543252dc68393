import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEmit } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { loadStatus, merchantStatus } from '../../src/platform/index.js';
import { isLoggedIn, memberInfo } from '../../src/session/index.js';
import { chatSeen, openSupport, startChatWidgets } from '../../src/support/index.js';
import { refreshUnread, unreadCount, usesCbsChat } from './unread.js';

export interface McSupportProps {
  /** Opens this provider's entry (`AICAN`, `MIDUOKE`, `LIVECHAT`, `COMM100`, `COMM100VIP`) instead of the default. */
  csType?: string;
  /** The button's text; defaults to the translated "Customer service". */
  label?: string;
}

/** Detail of `mc-support-open`. */
export interface SupportOpenDetail {
  /** `CBS` for the merchant's own chat, else the provider asked for, or empty for the first entry. */
  provider: string;
}

/** The support-chat button (SPEC §2 footer link) with the unread badge of the merchant's chat. */
export function McSupport({ csType, label }: McSupportProps) {
  useSignals();
  const emit = useEmit();
  const loggedIn = isLoggedIn.value;
  const statusLoaded = merchantStatus.value !== null;
  const memberKnown = memberInfo.value !== null;
  const [opening, setOpening] = useState(false);
  const seen = chatSeen.value;

  useEffect(() => {
    if (!merchantStatus.value) void loadStatus().catch(() => {});
  }, []);

  // The count follows the session, the member's type and the merchant's switches.
  useEffect(() => {
    if (statusLoaded) void refreshUnread();
  }, [loggedIn, statusLoaded, memberKnown]);

  // Once the player has seen the chat its messages are read: the badge clears, and the platform's count follows.
  useEffect(() => {
    if (seen === 0) return;
    unreadCount.value = 0;
    void refreshUnread();
  }, [seen]);

  // The merchant's chat widgets load for a member shortly after the page starts (SPEC §9).
  useEffect(() => {
    if (statusLoaded && loggedIn && memberKnown) void startChatWidgets().catch(() => {});
  }, [loggedIn, statusLoaded, memberKnown]);

  const count = unreadCount.value;
  const text = opening ? t('chat_connecting') : label || t('in_customer_services');

  function open() {
    if (opening) return;
    const provider = csType || (usesCbsChat() ? 'CBS' : '');
    if (!emit<SupportOpenDetail>('mc-support-open', { provider }, { cancelable: true })) return;
    // A chat widget may take a few seconds to come up: the button says so meanwhile.
    setOpening(true);
    void openSupport(csType || undefined).finally(() => setOpening(false));
  }

  return (
    <button type="button" className="support" part="button" onClick={open} aria-busy={opening}>
      <svg className="support__icon" part="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 3a8 8 0 0 0-8 8v4.5A2.5 2.5 0 0 0 6.5 18H8v-6H6v-1a6 6 0 0 1 12 0v1h-2v6h2v.5a1.5 1.5 0 0 1-1.5 1.5H13v2h3.5a3.5 3.5 0 0 0 3.5-3.5V11a8 8 0 0 0-8-8z"
        />
      </svg>
      <span className="support__label" part="label">
        {text}
      </span>
      {count > 0 && (
        <span className="support__badge" part="badge" aria-label={t('chat_unread', { count })}>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
