/**
 * What a player has seen of the popups (SPEC §3, §4, §9), per user key: guests share one key, each member
 * has their own. For each popup the record holds the content hashes last shown (`data`), whether it was
 * closed (`show`) and the hide-until time of "don't show again today" (`todayHideTime`).
 *
 * A popup is due when its content changed since it was shown, or when its hide-until time has passed; one
 * closed without the tick stays away for the rest of the visit (this tab) and comes back on the next.
 */
import { readRaw, storageKey, writeRaw } from '../../src/storage/index.js';
import type { PopupItem } from '../../src/popups/index.js';

export type PopupKind = 'announcement' | 'promotion';

export interface PopupRecord {
  data: string[];
  show: boolean;
  todayHideTime: number;
}

type Records = Record<string, Partial<Record<PopupKind, PopupRecord>>>;

const isRecord = (value: unknown): value is PopupRecord => {
  const v = value as PopupRecord;
  return !!v && Array.isArray(v.data) && v.data.every((hash) => typeof hash === 'string') && typeof v.show === 'boolean' && Number.isFinite(v.todayHideTime);
};

const isRecords = (value: unknown): value is Records =>
  !!value && typeof value === 'object' && !Array.isArray(value) &&
  Object.values(value).every((entry) => !!entry && typeof entry === 'object' && Object.values(entry).every(isRecord));

/** localStorage `MC_POPUP`: records by user key. */
export const popupRecordsKey = storageKey<Records>('local', 'MC_POPUP', {}, isRecords);
/** sessionStorage `hidePopup`: `1` keeps the announcement and promo popups away for the session (SPEC §9). */
export const HIDE_POPUP_KEY = 'hidePopup';
const CLOSED_THIS_VISIT = 'MC_POPUP_CLOSED';

export const GUEST_KEY = 'guest';

/** The user key: `guest`, or the member's id (or name, before the id is known). */
export function userKey(session: { id: string; userName: string } | null): string {
  if (!session) return GUEST_KEY;
  return `member:${session.id || session.userName || 'unknown'}`;
}

/** FNV-1a of an item's id, title and content: a change of any of them shows the popup again. */
export function contentHash(item: Pick<PopupItem, 'id' | 'title' | 'content'>): string {
  const input = `${item.id}\u0000${item.title}\u0000${item.content}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The next local midnight after `now`: "today" ends there. */
export function nextLocalMidnight(now: number): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
}

function closedThisVisit(): string[] {
  try {
    const parsed: unknown = JSON.parse(readRaw('session', CLOSED_THIS_VISIT) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function popupsHiddenForSession(): boolean {
  return readRaw('session', HIDE_POPUP_KEY) === '1';
}

/** Whether a popup with these content hashes is due for this user now. */
export function popupDue(user: string, kind: PopupKind, hashes: string[], now = Date.now()): boolean {
  if (!hashes.length) return false;
  const record = popupRecordsKey.read()[user]?.[kind];
  if (!record || record.data.length !== hashes.length || record.data.some((hash, i) => hash !== hashes[i])) return true;
  if (record.todayHideTime > 0) return now >= record.todayHideTime;
  return record.show || !closedThisVisit().includes(`${user}|${kind}`);
}

/** The player closed the popup; with "don't show again today" it stays away until the next local midnight. */
export function recordClose(user: string, kind: PopupKind, hashes: string[], hideToday: boolean, now = Date.now()): void {
  // A copy: `read()` hands out its shared fallback when nothing is stored yet.
  const all = popupRecordsKey.read();
  popupRecordsKey.write({ ...all, [user]: { ...all[user], [kind]: { data: hashes, show: false, todayHideTime: hideToday ? nextLocalMidnight(now) : 0 } } });
  const closed = closedThisVisit();
  if (!closed.includes(`${user}|${kind}`)) writeRaw('session', CLOSED_THIS_VISIT, JSON.stringify([...closed, `${user}|${kind}`]));
}

/** Which items a player sees (SPEC §3): A logged in, B guests, F on a member's first login. */
export function itemsFor(items: PopupItem[], loggedIn: boolean, firstLogin: boolean): PopupItem[] {
  return items.filter((item) => (loggedIn ? item.execution === 'A' || (item.execution === 'F' && firstLogin) : item.execution === 'B'));
}
