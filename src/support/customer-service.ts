/**
 * The merchant's customer-service entries (SPEC §3): validated, ordered by `csPosition`, each `path` decoded
 * lazily with DES (the raw path when decoding fails), and opened in a new tab with `noopener`. Providers that
 * take them get the member's user name and category on the link.
 */
import { computed } from '@preact/signals-core';
import { asList, asNumber, asString } from '../api/read.js';
import { platformBase } from '../net/lines.js';
import { merchantStatus } from '../platform/merchant-status.js';
import { memberInfo, sessionInfo } from '../session/session.js';

export const CS_TYPES = ['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'] as const;
export type CsType = (typeof CS_TYPES)[number];

export { isWidgetCsType, WIDGET_CS_TYPES, type WidgetCsType } from './widget-types.js';

export interface CustomerServiceEntry {
  csType: CsType;
  csPosition: number;
  title: string;
  path: string;
  domainName: string;
}

/** The valid entries of a payload, in `csPosition` order; entries of an unknown type or without a path are left out. */
export function parseCustomerService(input: unknown): CustomerServiceEntry[] {
  const entries: CustomerServiceEntry[] = [];
  for (const item of asList(input)) {
    const csType = item.csType as CsType;
    if (!CS_TYPES.includes(csType) || typeof item.path !== 'string' || !item.path) continue;
    entries.push({ csType, csPosition: asNumber(item.csPosition) ?? 0, title: asString(item.title), path: item.path, domainName: asString(item.domainName) });
  }
  return entries.sort((a, b) => a.csPosition - b.csPosition);
}

/** The entries of the last status. */
export const customerServices = computed(() => parseCustomerService(merchantStatus.value?.info.customerService));

/**
 * Whether a path can be DES-coded at all: base64 ciphertext, then its 8-character key. A plain address cannot, and
 * is used as it is without downloading the DES code (crypto-js), which a member's pages otherwise never need.
 */
function mayBeDesCoded(path: string): boolean {
  const cipherText = path.slice(0, -8);
  return cipherText.length > 0 && cipherText.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(cipherText);
}

/** The link an entry's path stands for: decoded with DES, or the path itself when it does not decode. */
export async function decodePath(path: string): Promise<string> {
  if (!mayBeDesCoded(path)) return path;
  const { decryptPath } = await import('./des-path.js');
  return decryptPath(path) ?? path;
}

/** Query names under which a provider takes the member's user name and category. */
const MEMBER_PARAMS: Partial<Record<CsType, { user: string; category: string }>> = {
  AICAN: { user: 'username', category: 'category' },
  MIDUOKE: { user: 'userName', category: 'category' },
  COMM100VIP: { user: 'username', category: 'vipLevel' },
};

/**
 * The address to open for an entry, or null when it is not an http(s) address. A path is resolved against the
 * entry's domain, else the platform's base (not a merchant page embedding the kit). A logged-in member's user name
 * and category (the VIP label) are added for the providers that take them.
 */
export function supportLink(entry: CustomerServiceEntry, decoded: string): string | null {
  let url: URL;
  try {
    url = new URL(decoded, entry.domainName && /^https?:\/\//.test(entry.domainName) ? entry.domainName : platformBase());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const params = MEMBER_PARAMS[entry.csType];
  const userName = memberInfo.value?.userName || sessionInfo.value?.userName || '';
  if (params && userName) {
    url.searchParams.set(params.user, userName);
    const category = memberInfo.value?.clubLabelName ?? '';
    if (category) url.searchParams.set(params.category, category);
  }
  return url.href;
}

/** Opens an entry in a new tab, without giving the provider's page a handle on ours. Resolves false when it cannot. */
export async function openCustomerService(entry: CustomerServiceEntry): Promise<boolean> {
  const link = supportLink(entry, await decodePath(entry.path));
  if (!link) return false;
  window.open(link, '_blank', 'noopener,noreferrer');
  return true;
}
