/**
 * The chat-widget loader (SPEC §3, §9), a chunk of its own: for a logged-in member, each widget provider's
 * script is added 500 ms after the start, then the member's fields are handed to the vendor's client API. The
 * vendor's global may not exist yet when its script has run (vendors boot in stages), so the hook is tried when
 * the script loads and again at 1 s and 3 s; after that the widget counts as unavailable.
 *
 * Which entries are widgets: LIVECHAT and COMM100 entries whose decoded path is the vendor account (see
 * `widgetAccount`). Every other entry, and a LIVECHAT or COMM100 entry holding an address, opens as a link.
 */
import { toLanguageCode } from '../i18n/languages.js';
import { trustedScriptUrl } from '../security/trusted-types.js';
import { isLoggedIn, memberInfo } from '../session/session.js';
import { NO_CHAT_MEMBER_TYPE, WIDGET_SCRIPT_DELAY_MS } from './chat.js';
import { customerServices, decodePath, isWidgetCsType, type CustomerServiceEntry } from './customer-service.js';
import { DEFAULT_WIDGET_LANGUAGE, WIDGET_VENDORS, widgetAccount, type VisitorFields, type WidgetAccount, type WidgetCsType } from './widget-vendors.js';

/** When the hook is tried again after the script went in, while the vendor's global is missing (SPEC §9). */
export const WIDGET_HOOK_RETRIES_MS = [1000, 3000] as const;

/** How a widget load ended: hooked on the script's load (`load`), at a retry (its delay), or not at all. */
export interface WidgetLoad {
  csType: WidgetCsType;
  account: WidgetAccount;
  hookedAt: 'load' | (typeof WIDGET_HOOK_RETRIES_MS)[number] | null;
}

const loads = new Map<WidgetCsType, Promise<WidgetLoad | null>>();
const scripts = new Set<HTMLScriptElement>();

/** The member's fields for the widget, or null when there is no member who may chat. */
export function visitorFields(): VisitorFields | null {
  const member = memberInfo.value;
  if (!isLoggedIn.value || !member || member.type === NO_CHAT_MEMBER_TYPE) return null;
  return {
    userId: member.id,
    userName: member.userName,
    language: toLanguageCode(member.language) ?? DEFAULT_WIDGET_LANGUAGE,
    vipLabel: member.clubLabelName,
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tries `hook` on the script's load and at each retry; resolves with when it took, or null. */
function hookWithRetries(script: HTMLScriptElement, hook: () => boolean): Promise<WidgetLoad['hookedAt']> {
  return new Promise((resolve) => {
    let settled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const settle = (hookedAt: WidgetLoad['hookedAt']) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      resolve(hookedAt);
    };
    script.addEventListener('load', () => hook() && settle('load'), { once: true });
    script.addEventListener('error', () => settle(null), { once: true });
    WIDGET_HOOK_RETRIES_MS.forEach((delay, index) => {
      timers.push(setTimeout(() => {
        if (hook()) settle(delay);
        else if (index === WIDGET_HOOK_RETRIES_MS.length - 1) settle(null);
      }, delay));
    });
  });
}

async function loadWidget(entry: CustomerServiceEntry, startedAt: number): Promise<WidgetLoad | null> {
  if (!isWidgetCsType(entry.csType)) return null;
  // The wait comes first: decoding the path downloads the DES code, which has no business in the page's start.
  await wait(Math.max(0, startedAt + WIDGET_SCRIPT_DELAY_MS - Date.now()));
  const account = widgetAccount(entry.csType, await decodePath(entry.path));
  if (!account) return null;
  const fields = visitorFields();
  if (!fields) return null;
  const vendor = WIDGET_VENDORS[account.csType];
  vendor.prepare(account, fields);
  const script = document.createElement('script');
  script.async = true;
  script.src = trustedScriptUrl(vendor.scriptUrl(account));
  script.dataset.mcChatWidget = account.csType;
  scripts.add(script);
  document.head.append(script);
  const hookedAt = await hookWithRetries(script, () => {
    if (!vendor.ready()) return false;
    const current = visitorFields();
    if (current) vendor.setVisitor(current);
    return true;
  });
  return { csType: account.csType, account, hookedAt };
}

/**
 * Loads the widget of an entry once; later calls get the same load. Null when the entry is not a widget. Its
 * script goes in `WIDGET_SCRIPT_DELAY_MS` after `startedAt` (now, by default).
 */
export function loadChatWidget(entry: CustomerServiceEntry, startedAt = Date.now()): Promise<WidgetLoad | null> {
  const csType = entry.csType;
  if (!isWidgetCsType(csType)) return Promise.resolve(null);
  let load = loads.get(csType);
  if (!load) {
    const started = loadWidget(entry, startedAt).catch(() => null);
    loads.set(csType, started);
    // A load that found nothing to do (no member yet, an address path) may be tried again later.
    void started.then((result) => {
      if (!result && loads.get(csType) === started) loads.delete(csType);
    });
    load = started;
  }
  return load;
}

/** Loads every widget provider of the merchant (the first entry of each), counting the delay from `startedAt`. */
export function loadChatWidgets(startedAt = Date.now()): Promise<(WidgetLoad | null)[]> {
  const first = new Map<WidgetCsType, CustomerServiceEntry>();
  for (const entry of customerServices.value) {
    const csType = entry.csType;
    if (isWidgetCsType(csType) && !first.has(csType)) first.set(csType, entry);
  }
  return Promise.all([...first.values()].map((entry) => loadChatWidget(entry, startedAt)));
}

/** True when the entry is a widget (its path holds a vendor account) rather than a link. */
export async function isWidgetEntry(entry: CustomerServiceEntry): Promise<boolean> {
  return isWidgetCsType(entry.csType) && widgetAccount(entry.csType, await decodePath(entry.path)) !== null;
}

/** Loads the entry's widget if needed and opens its chat window; false when the widget is not available. */
export async function openChatWidget(entry: CustomerServiceEntry): Promise<boolean> {
  const load = await loadChatWidget(entry);
  if (!load?.hookedAt) return false;
  WIDGET_VENDORS[load.csType].open(load.account);
  return true;
}

/** Forgets the loads and removes the scripts (tests; the vendors' globals are the page's to clear). */
export function resetChatWidgets(): void {
  loads.clear();
  for (const script of scripts) script.remove();
  scripts.clear();
}

/** Ends every widget this page loaded: the session is over, so the member's name and fields leave with them. */
export async function endChatWidgets(): Promise<void> {
  const started = [...loads.values()];
  resetChatWidgets();
  for (const load of await Promise.all(started)) if (load) WIDGET_VENDORS[load.csType].end(load.account);
}

// This chunk loads only once a widget was asked for; from then on a logout or a 401 ends the widgets too.
isLoggedIn.subscribe((loggedIn) => {
  if (!loggedIn && loads.size > 0) void endChatWidgets();
});
