/**
 * Racing and switching lines (SPEC §4, §7, §9), loaded the first time a line fails or the domain-error modal
 * opens. It talks to lines with plain fetch, not through the client: a ping must go to one given line.
 */
import { getConfig } from '../config/config.js';
import { domainList, LINE_RACE_MAX, LINE_RACE_TIMEOUT_MS, normalizeLine, parseDomainList, setDomainList, useLine } from './lines.js';
import type { Endpoint } from '../api/endpoint.js';

const domainRoute = { method: 'GET', path: '/wps/system/domainRoute', auth: false } as const satisfies Endpoint;

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
  const response = await fetch(`${getConfig().api}${domainRoute.path}`, {
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
