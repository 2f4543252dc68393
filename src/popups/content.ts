/**
 * The merchant's home-page content (SPEC §3, §7): announcements and popup items, banners per group, goto
 * items, promotions and promotion categories. Payloads are checked entry by entry: an entry that does not
 * look right is dropped, never shown half-read.
 */
import { call } from '../api/client.js';
import { expectRecord } from '../api/api-error.js';
import * as endpoints from '../api/endpoints.js';
import type { Endpoint } from '../api/endpoint.js';
import { loadStatus, merchantStatus, type MerchantStatus } from '../platform/merchant-status.js';

const announcements = { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements' } as const satisfies Endpoint;
const bannersEndpoint = { method: 'GET', path: '/wps/system/banners' } as const satisfies Endpoint;
const gotoItems = { method: 'GET', path: '/wps/system/gotoItems' } as const satisfies Endpoint;

/** Who a popup item is for (SPEC §3): A logged in, B guests, F first login. */
export type Execution = 'A' | 'B' | 'F';

export interface PopupItem {
  id: string;
  title: string;
  /** Server HTML: rendered only through the sanitizer. */
  content: string;
  /** `PROMOTION` items go to the promo carousel, anything else to the announcement popup. */
  promotionType: string;
  execution: Execution | '';
  /** The promo carousel steps to its last slide before it can close. */
  forceRead: boolean;
  category: string;
}

export type LinkageType = 'P' | 'URL' | 'G' | '';

export interface Banner {
  groupName: string;
  /** The image file, relative to the image CDN (or an absolute https address). */
  url: string;
  title: string;
  linkageType: LinkageType;
  linkage: string;
  roomId: string;
  nodeId: string;
  gameType: string;
  vendor: string;
}

export interface GotoItem {
  redirect: string;
  externalLink: string;
}

type Raw = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const records = (value: unknown): Raw[] =>
  Array.isArray(value) ? value.filter((entry): entry is Raw => !!entry && typeof entry === 'object' && !Array.isArray(entry)) : [];

function toPopupItem(raw: Raw): PopupItem | null {
  const id = text(raw.id);
  const title = text(raw.title);
  if (!id || (!title && !text(raw.content))) return null;
  const execution = text(raw.execution).toUpperCase();
  return {
    id,
    title,
    content: text(raw.content),
    promotionType: text(raw.promotionType).toUpperCase(),
    execution: execution === 'A' || execution === 'B' || execution === 'F' ? execution : '',
    forceRead: raw.forceRead === true,
    category: text(raw.category),
  };
}

function toBanner(raw: Raw): Banner | null {
  const url = text(raw.url);
  if (!url) return null;
  const type = text(raw.linkageType).toUpperCase();
  return {
    groupName: text(raw.groupName),
    url,
    title: text(raw.title),
    linkageType: type === 'P' || type === 'URL' || type === 'G' ? type : '',
    linkage: text(raw.linkage),
    roomId: text(raw.roomId),
    nodeId: text(raw.nodeId),
    gameType: text(raw.gameType),
    vendor: text(raw.vendor),
  };
}

/** Announcements of the given types for the mobile platform (SPEC §7: types PR, platform M). */
export async function loadAnnouncements(types: 'PR' | 'MQ', options: { category?: string; signal?: AbortSignal } = {}): Promise<PopupItem[]> {
  const value = await call(announcements, {
    query: { types, platform: 'M', category: options.category },
    alert: false,
    signal: options.signal,
  });
  return records(value).map(toPopupItem).filter((item): item is PopupItem => item !== null);
}

/** The banners of one group (`m_home`, `m_popup1`, `m_popup2`, ...). */
/** A load the /m app started while its strings loaded is taken over once rather than repeated (within 10 s). */
const REUSE_MS = 10_000;
const started = new Map<string, { at: number; banners: Promise<Banner[]> }>();

export async function loadBanners(groupName: string, signal?: AbortSignal): Promise<Banner[]> {
  const kept = started.get(groupName);
  started.delete(groupName);
  if (kept && Date.now() - kept.at < REUSE_MS) return kept.banners;
  const value = await call(bannersEndpoint, { query: { groupName }, alert: false, signal });
  return records(value).map(toBanner).filter((banner): banner is Banner => banner !== null);
}

/** Starts loading a banner group ahead of its element, which takes the answer over (see loadBanners). */
export function prefetchBanners(groupName: string): Promise<Banner[]> {
  const banners = loadBanners(groupName);
  banners.catch(() => {});
  started.set(groupName, { at: Date.now(), banners });
  return banners;
}

export async function loadGotoItems(): Promise<GotoItem[]> {
  const value = await call(gotoItems, { alert: false });
  return records(value)
    .map((raw) => ({ redirect: text(raw.redirect), externalLink: text(raw.externalLink) }))
    .filter((item) => item.redirect || item.externalLink);
}

export interface Promotions {
  APP_DOWNLOAD?: { enabled: boolean; count: number };
  REFERRAL?: { enabled: boolean; count: number };
}

let promotionsLoading: Promise<Promotions> | null = null;

/** The merchant's promotions; asked only with the reward center (REWCEN3) on, else none (SPEC §7). */
export function loadPromotions(): Promise<Promotions> {
  promotionsLoading ??= (async () => {
    const status = await currentStatus();
    if (status.info.switches.REWCEN3 !== true) return {};
    // Not a record: the promotions are unknown (asked again next time), not "none".
    const value = expectRecord(await call(endpoints.promotions, { alert: false })) as Raw;
    const out: Promotions = {};
    for (const type of ['APP_DOWNLOAD', 'REFERRAL'] as const) {
      const entry = value[type] as Raw | undefined;
      if (entry && typeof entry === 'object') out[type] = { enabled: entry.enabled === true, count: Number(entry.count) || 0 };
    }
    return out;
  })().catch(() => {
    promotionsLoading = null;
    return {};
  });
  return promotionsLoading;
}

/** The status once loaded (the elements on a page share one call). */
export function currentStatus(): Promise<MerchantStatus> {
  return merchantStatus.value ? Promise.resolve(merchantStatus.value) : loadStatus();
}

/** Hosts a link from server content may point to: this page's and the merchant's main domain. */
export function allowedHosts(): string[] {
  const main = merchantStatus.value?.info.mainDomain;
  return [location.hostname, ...(main ? [main] : [])];
}
