/**
 * Lines (SPEC §4, §7, §9): the platform answers on several domains, and the app uses the fastest one that
 * works. The API base URL is a signal: every element and every call follows a line change without a reload.
 *
 * - The domain list comes from the status (`domainList`) or the domain route; only http(s) addresses count.
 * - A race pings up to 10 shuffled lines (`/wps/system/test/ping?speed=<ms>`, 10 s each); the first good answer
 *   wins and is remembered for the tab's session.
 * - When the line in use stops answering, `failover()` races the others and switches (the client then repeats
 *   the call that failed, so the player keeps what they were doing).
 *
 * This module is the state every call reads; the race and the switch (`line-race.ts`) load when first needed.
 */
import { signal } from '@preact/signals-core';
import { getConfig } from '../config/config.js';
import { readRaw, writeRaw } from '../storage/storage.js';

export const LINE_RACE_TIMEOUT_MS = 10_000;
export const LINE_RACE_MAX = 10;
const LINE_KEY = 'MC_API_LINE';

/** A line's base URL (`http(s)://host[:port]`), or null when the input is not one. */
export function normalizeLine(input: unknown): string | null {
  if (typeof input !== 'string' || !input.trim() || input.length > 512) return null;
  const trimmed = input.trim();
  // A bare host gets https; any other scheme than http(s) is refused.
  if (/^[a-z][a-z0-9+.-]*:(\/\/|[^0-9])/i.test(trimmed) && !/^https?:\/\//i.test(trimmed)) return null;
  const text = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(text);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Reads a domain list from a payload: strings, or objects with a `domain`/`domainName`/`url` field. */
export function parseDomainList(input: unknown): string[] {
  if (!Array.isArray(input)) return [];
  const out: string[] = [];
  for (const item of input) {
    const raw =
      typeof item === 'string' ? item : item && typeof item === 'object' ? ((item as Record<string, unknown>).domain ?? (item as Record<string, unknown>).domainName ?? (item as Record<string, unknown>).url) : null;
    const line = normalizeLine(raw);
    if (line && !out.includes(line)) out.push(line);
  }
  return out;
}

function storedLine(): string | null {
  return normalizeLine(readRaw('session', LINE_KEY));
}

/** The line chosen by a race, or null while the configured API (or the page's origin) is used. */
export const activeLine = signal<string | null>(typeof window === 'undefined' ? null : storedLine());
/** The lines the platform handed out. */
export const domainList = signal<readonly string[]>([]);
/**
 * The API base URL in force: the chosen line, else the configured one ('' is the page's origin). It reads the
 * `activeLine` signal, so an element or effect that calls it follows a line switch.
 */
export function apiBase(): string {
  return activeLine.value ?? getConfig().api;
}

export function setDomainList(list: readonly string[]): void {
  const same = list.length === domainList.value.length && list.every((line, i) => line === domainList.value[i]);
  if (!same) domainList.value = [...list];
}

/** Uses a line from now on, for the rest of the tab's session. */
export function useLine(line: string | null): void {
  activeLine.value = line;
  writeRaw('session', LINE_KEY, line ?? '');
}

/**
 * The platform's base address: the line in force, else the configured API, else this page. Paths the platform
 * answers with (icons, images, chat and game pages) belong to its site, which on a merchant's own page is not
 * the page's.
 */
export function platformBase(): string {
  try {
    return new URL(apiBase() || '/', location.href).href;
  } catch {
    return location.href;
  }
}

/** An address the platform answered with, resolved against the platform's base; null when it does not parse. */
export function platformUrl(address: string): URL | null {
  try {
    return new URL(address.trim(), platformBase());
  } catch {
    return null;
  }
}
