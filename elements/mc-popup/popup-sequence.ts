/**
 * Which popups are due, in which order, and when (SPEC §4, §9): the announcement popup, then the promo
 * carousel, then the two download-image popups (banner groups `m_popup1`, then `m_popup2`). Each asks the
 * prompt arbiter before it shows, so a player never sees two at once, here or with another element's prompt.
 */
import { installedOrInApp } from '../../src/goto/index.js';
import {
  fileName,
  loadAnnouncements,
  loadBanners,
  currentStatus,
  type Banner,
  type PopupItem,
} from '../../src/popups/index.js';
import { storageKey } from '../../src/storage/index.js';
import { contentHash, itemsFor, popupDue, popupsHiddenForSession, type PopupKind } from './popup-store.js';

/** SPEC §9 popup timings, in milliseconds. */
export const TIMINGS = {
  visitorDelay: 1000,
  memberDelay: 0,
  refresh: 500,
  closedWait: 8000,
  downloadWait: 20_000,
  animation: 250,
  autoplay: 5000,
};

export const DOWNLOAD_GROUPS = ['m_popup1', 'm_popup2'] as const;

export type DueContent =
  | { kind: PopupKind; items: PopupItem[]; hashes: string[] }
  | { kind: 'download'; group: string; banners: Banner[]; files: string };

/** File names of the download popups last shown, by group (localStorage `MC_downloadPopup`). */
export const downloadFilesKey = storageKey<Record<string, string>>('local', 'MC_downloadPopup', {}, (value): value is Record<string, string> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string'),
);
/** sessionStorage `downloadPopup`: `0` keeps the download popups away for the session. */
export const DOWNLOAD_SESSION_KEY = 'downloadPopup';

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

/** The announcement popup and promo carousel due now for this player. */
export async function duePopups(user: string, loggedIn: boolean, firstLogin: boolean, signal: AbortSignal): Promise<DueContent[]> {
  if (popupsHiddenForSession()) return [];
  // The status names the image CDNs and the merchant's domains that links in the content may open.
  await currentStatus().catch(() => null);
  const all = await loadAnnouncements('PR', { signal }).catch(() => [] as PopupItem[]);
  const inApp = installedOrInApp();
  const visible = itemsFor(all, loggedIn, firstLogin).filter((item) => !(inApp && item.category === 'app_download'));
  const groups: [PopupKind, PopupItem[]][] = [
    ['announcement', visible.filter((item) => item.promotionType !== 'PROMOTION')],
    ['promotion', visible.filter((item) => item.promotionType === 'PROMOTION')],
  ];
  const due: DueContent[] = [];
  for (const [kind, items] of groups) {
    const hashes = items.map(contentHash);
    if (popupDue(user, kind, hashes)) due.push({ kind, items, hashes });
  }
  return due;
}

/** The download popup of a group, when its banner files differ from those last shown. */
export async function dueDownloadPopup(group: string, signal: AbortSignal): Promise<DueContent | null> {
  if (installedOrInApp() || sessionStorageValue(DOWNLOAD_SESSION_KEY) === '0') return null;
  const banners = await loadBanners(group, signal).catch(() => [] as Banner[]);
  const files = banners.map((banner) => fileName(banner.url)).join(',');
  if (!files || downloadFilesKey.read()[group] === files) return null;
  return { kind: 'download', group, banners, files };
}

function sessionStorageValue(name: string): string | null {
  try {
    return sessionStorage.getItem(name);
  } catch {
    return null;
  }
}
