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
 * This module talks to lines with plain fetch, not through the client: a ping must go to one given line, and
 * the client depends on this module for its base URL.
 */
import { computed, signal } from '@preact/signals-core';
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
/** The API base URL in force, as a signal: elements that show it, or call with it, re-render on a switch. */
export const apiBaseSignal = computed(() => activeLine.value ?? getConfig().api);

/** The API base URL in force: the chosen line, else the configured one ('' is the page's origin). */
export function apiBase(): string {
  return apiBaseSignal.value;
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

/** The configured API's own base (the page's origin when empty), so a race can include it. */
function homeLine(): string {
  return normalizeLine(getConfig().api) ?? location.origin;
}

function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Pings one line; resolves with the time it took, rejects when it fails or takes longer than the timeout. */
export async function pingLine(line: string, signal?: AbortSignal, timeoutMs = LINE_RACE_TIMEOUT_MS): Promise<number> {
  const started = performance.now();
  const timeout = AbortSignal.timeout(timeoutMs);
  const response = await fetch(`${line}/wps/system/test/ping?speed=${Date.now()}`, {
    headers: getConfig().merchant ? { Merchant: getConfig().merchant } : {},
    credentials: 'omit',
    cache: 'no-store',
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const body = (await response.json().catch(() => null)) as { success?: unknown } | null;
  if (!response.ok || body?.success !== true) throw new Error(`line ${line} answered ${response.status}`);
  return performance.now() - started;
}

/** Races up to 10 shuffled lines and resolves with the fastest that answers, or null when none does. */
export async function raceLines(candidates: readonly string[]): Promise<string | null> {
  const contenders = shuffle([...new Set(candidates)]).slice(0, LINE_RACE_MAX);
  if (!contenders.length) return null;
  const done = new AbortController();
  try {
    return await Promise.any(contenders.map((line) => pingLine(line, done.signal).then(() => line)));
  } catch {
    return null;
  } finally {
    done.abort();
  }
}

/** Every candidate line with its ping time in ms, or null when it failed (the line-switch screen). */
export async function measureLines(candidates: readonly string[]): Promise<{ line: string; ms: number | null }[]> {
  return Promise.all(
    [...new Set(candidates)].slice(0, LINE_RACE_MAX).map((line) =>
      pingLine(line).then(
        (ms) => ({ line, ms: Math.round(ms) }),
        () => ({ line, ms: null }),
      ),
    ),
  );
}

/** Every line worth trying: the configured one and those the platform handed out. */
export function candidateLines(): string[] {
  return [...new Set([homeLine(), ...domainList.value])];
}

/** The lines the platform lists on its domain route, asked of the configured API (SPEC §7). */
export async function fetchDomainRoute(): Promise<{ domainList: string[]; customerService: unknown[] }> {
  const response = await fetch(`${getConfig().api}/wps/system/domainRoute`, {
    headers: getConfig().merchant ? { Merchant: getConfig().merchant } : {},
    credentials: 'include',
    cache: 'no-store',
    signal: AbortSignal.timeout(LINE_RACE_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as { success?: unknown; value?: Record<string, unknown> } | null;
  if (body?.success !== true) throw new Error('domain route failed');
  const list = parseDomainList(body.value?.domainList);
  setDomainList(list);
  return { domainList: list, customerService: Array.isArray(body.value?.customerService) ? body.value.customerService : [] };
}

/** Label of a line for the player: "2" for the second line handed out, "1" for the configured one. */
export function lineNumber(line: string): number {
  const index = candidateLines().indexOf(line);
  return index < 0 ? 1 : index + 1;
}

let failing: Promise<string | null> | null = null;

/**
 * The line in use failed: race the others and switch to the fastest. Concurrent failures share one race.
 * Resolves with the new line, or null when no other line answers (the failed one stays in use).
 */
export function failover(failedBase: string): Promise<string | null> {
  failing ??= (async () => {
    const failed = normalizeLine(failedBase) ?? homeLine();
    let candidates = candidateLines().filter((line) => line !== failed);
    if (!candidates.length) {
      await fetchDomainRoute().catch(() => undefined);
      candidates = candidateLines().filter((line) => line !== failed);
    }
    const winner = await raceLines(candidates);
    if (winner) useLine(winner === homeLine() && !getConfig().api ? null : winner);
    return winner;
  })().finally(() => {
    failing = null;
  });
  return failing;
}
