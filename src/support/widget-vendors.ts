/**
 * The two chat-widget vendors of SPEC §3, driven through their own client APIs: LiveChat (`window.__lc` before
 * its tracking script, then `LiveChatWidget.call(...)`) and Comm100 (`Comm100API` settings before its live chat
 * script, then `Comm100API.set(...)` / `Comm100API.do(...)`). A widget entry's decoded path is the vendor account:
 * a LiveChat license number, or a Comm100 site id with its campaign (`10000:campaign-id`).
 */
import { getConfig } from '../config/config.js';
import type { WidgetCsType } from './customer-service.js';

export type { WidgetCsType } from './customer-service.js';

/** The language of a chat widget when the member has none the platform knows (SPEC §1: EN for chat widgets). */
export const DEFAULT_WIDGET_LANGUAGE = 'EN';

export type WidgetAccount = { csType: 'LIVECHAT'; license: string } | { csType: 'COMM100'; siteId: string; campaignId: string };

/** What the agent sees about the player (SPEC §3 chat widget user fields). */
export interface VisitorFields {
  userId: string;
  userName: string;
  language: string;
  vipLabel: string;
}

export interface WidgetVendor {
  /** The vendor's script address for this account. */
  scriptUrl(account: WidgetAccount): string;
  /** Settings the vendor's script reads when it starts. */
  prepare(account: WidgetAccount, fields: VisitorFields): void;
  /** True once the vendor's global answers calls. */
  ready(): boolean;
  /** Hands the visitor fields to the vendor. */
  setVisitor(fields: VisitorFields): void;
  /** Opens the chat window. */
  open(account: WidgetAccount): void;
  /** The session ended: the widget leaves the page with the member's fields. */
  end(account: WidgetAccount): void;
}

/** The account a widget entry's decoded path holds, or null when the path is something else (a link). */
export function widgetAccount(csType: string, decoded: string): WidgetAccount | null {
  const value = decoded.trim();
  if (csType === 'LIVECHAT') return /^\d{1,12}$/.test(value) ? { csType, license: value } : null;
  if (csType === 'COMM100') {
    const match = /^(\d{1,12}):([\w-]{1,64})$/.exec(value);
    return match ? { csType, siteId: match[1]!, campaignId: match[2]! } : null;
  }
  return null;
}

interface LiveChatWindow {
  __lc?: Record<string, unknown>;
  LiveChatWidget?: { call?: (method: string, ...args: unknown[]) => void };
}

interface Comm100Window {
  Comm100API?: Record<string, unknown> & {
    set?: (name: string, value: unknown, campaignId?: string) => void;
    do?: (action: string, ...args: unknown[]) => void;
  };
}

const liveChatGlobal = () => window as unknown as LiveChatWindow;
const comm100Global = () => window as unknown as Comm100Window;

const liveChat: WidgetVendor = {
  scriptUrl: () => getConfig().liveChatScript,
  prepare(account, fields) {
    if (account.csType !== 'LIVECHAT') return;
    const global = liveChatGlobal();
    global.__lc = { ...global.__lc, license: Number(account.license), visitor: { name: fields.userName }, params: sessionParams(fields) };
  },
  ready: () => typeof liveChatGlobal().LiveChatWidget?.call === 'function',
  setVisitor(fields) {
    const call = liveChatGlobal().LiveChatWidget!.call!;
    call('set_customer_name', fields.userName);
    call('set_session_variables', { userId: fields.userId, userName: fields.userName, language: fields.language, vipLabel: fields.vipLabel });
  },
  open: () => liveChatGlobal().LiveChatWidget!.call!('maximize'),
  end() {
    const global = liveChatGlobal();
    // LiveChat's own teardown removes its frame and forgets the customer; then nothing of the member is kept.
    global.LiveChatWidget?.call?.('destroy');
    delete global.LiveChatWidget;
    delete global.__lc;
  },
};

const comm100: WidgetVendor = {
  scriptUrl(account) {
    const url = new URL(getConfig().comm100Script, location.href);
    if (account.csType === 'COMM100') url.searchParams.set('siteId', account.siteId);
    return url.href;
  },
  prepare(account) {
    if (account.csType !== 'COMM100') return;
    const global = comm100Global();
    const buttons = [{ code_plan: account.campaignId, div_id: `comm100-button-${account.campaignId}` }];
    global.Comm100API = { ...global.Comm100API, site_id: Number(account.siteId), main_code_plan: account.campaignId, chat_buttons: buttons };
  },
  ready: () => typeof comm100Global().Comm100API?.set === 'function' && typeof comm100Global().Comm100API?.do === 'function',
  setVisitor(fields) {
    const api = comm100Global().Comm100API!;
    api.set!('livechat.visitor.name', fields.userName);
    api.set!('livechat.customVariable', sessionParams(fields));
  },
  open(account) {
    if (account.csType === 'COMM100') comm100Global().Comm100API!.do!('livechat.button.click', account.campaignId);
  },
  end(account) {
    if (account.csType !== 'COMM100') return;
    const global = comm100Global();
    // Comm100 has no teardown call: empty the visitor's fields and hide the button, then drop its settings.
    const api = global.Comm100API;
    if (typeof api?.set === 'function') {
      api.set('livechat.visitor.name', '');
      api.set('livechat.customVariable', []);
      api.set('livechat.button.isVisible', false, account.campaignId);
    }
    document.getElementById(`comm100-button-${account.campaignId}`)?.remove();
    delete global.Comm100API;
  },
};

/** The fields as the name/value list both vendors take for custom variables. */
function sessionParams(fields: VisitorFields): { name: string; value: string }[] {
  return [
    { name: 'userId', value: fields.userId },
    { name: 'userName', value: fields.userName },
    { name: 'language', value: fields.language },
    { name: 'vipLabel', value: fields.vipLabel },
  ];
}

export const WIDGET_VENDORS: Record<WidgetCsType, WidgetVendor> = { LIVECHAT: liveChat, COMM100: comm100 };
