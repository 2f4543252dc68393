/**
 * The app shell's install attribution (SPEC §3 `s2s_info`: Adjust and AppsFlyer ids, advertising ids), handed to
 * the web app by the merchant's native app (docs/attribution.md): as `?s2s_info=` on the first URL it opens
 * (JSON, plain or base64url), or by `window.McAppBridge.getS2sInfo()` returning the object or its JSON. Kept in
 * local storage, since the app opens the page once with it and later pages must still send it.
 */
import { readRaw, removeRaw, writeRaw } from '../storage/storage.js';

export const S2S_FIELDS = [
  'adAppToken', 'gpsAdid', 'adid', 'afAppId', 'appsflyerId', 'afAdvertisingId', 'afOaid', 'idfa', 'idfv',
] as const;

export type S2sInfo = Partial<Record<(typeof S2S_FIELDS)[number], string>>;

export const S2S_STORAGE_KEY = 's2s_info';
export const S2S_QUERY = 's2s_info';


/** Keeps only the known fields that are non-empty, well-formed strings; anything else gives `{}`. */
export function parseS2sInfo(input: unknown): S2sInfo {
  let value = input;
  if (typeof value === 'string') value = decodeJson(value);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const info: S2sInfo = {};
  for (const name of S2S_FIELDS) {
    const id = typeof record[name] === 'string' ? record[name].trim() : '';
    if (id && id.length <= 128 && /^[\w.:-]*$/.test(id)) info[name] = id;
  }
  return info;
}

function decodeJson(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    if (trimmed.startsWith('{')) return JSON.parse(trimmed);
    return JSON.parse(atob(trimmed.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
}

interface AppBridge {
  getS2sInfo?: () => unknown;
}

/** Reads what the app hands over now (query or bridge) and stores it; returns what is stored. */
export function captureS2sInfo(search = location.search): S2sInfo {
  const fromQuery = new URLSearchParams(search).get(S2S_QUERY);
  let fromBridge: unknown = null;
  try {
    fromBridge = (globalThis as { McAppBridge?: AppBridge }).McAppBridge?.getS2sInfo?.() ?? null;
  } catch {
    // A bridge that throws hands over nothing; the page carries on.
  }
  const found = { ...parseS2sInfo(fromBridge), ...parseS2sInfo(fromQuery) };
  if (Object.keys(found).length) writeRaw('local', S2S_STORAGE_KEY, JSON.stringify(found));
  return storedS2sInfo();
}

/** What the app handed over, or `{}`. */
export function storedS2sInfo(): S2sInfo {
  const stored = parseS2sInfo(readRaw('local', S2S_STORAGE_KEY));
  if (!Object.keys(stored).length) removeRaw('local', S2S_STORAGE_KEY);
  return stored;
}
