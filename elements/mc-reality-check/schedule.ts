/**
 * When the next reality check is due, by the platform's clock (docs/wire-contract.md, Reality check). The session
 * summary says when the session began and what time it is on the platform; the player's last answer is kept
 * per session, so a reload neither restarts the interval nor brings back a check already answered.
 */
import { asNumber, asText, call, type Endpoint, expectRecord } from '../../src/api/index.js';
import { stringKey } from '../../src/storage/index.js';

// The reality check's clock (docs/wire-contract.md, Reality check).
const sessionSummary = { method: 'GET', path: '/wps/member/session/summary', auth: 'required' } as const satisfies Endpoint;

export interface SessionSummary {
  /** When the session began, platform epoch ms. */
  startedAt: number;
  /** The platform's time when it answered. */
  now: number;
  /** What the session's games added up to; null where the platform does not report it. */
  netResult: number | null;
  currency: string;
  /** The platform's clock minus this browser's, for counting between two answers. */
  offset: number;
}

export const MINUTE = 60_000;

/** The interval of a status value: whole minutes from 1, else none (a reality check is then off). */
export function intervalOf(minutes: unknown): number | null {
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes >= 1 ? Math.round(minutes) * MINUTE : null;
}

export async function loadSummary(): Promise<SessionSummary | null> {
  const value = expectRecord(await call<unknown>(sessionSummary, { alert: false }));
  const startedAt = asNumber(value.startedAt);
  const now = asNumber(value.now);
  if (startedAt === null || now === null) return null;
  return { startedAt, now: Math.max(now, startedAt), netResult: asNumber(value.netResult), currency: asText(value.currency), offset: now - Date.now() };
}

/** `startedAt:nextAt` of the session the player last answered a check in. */
const answeredKey = stringKey('local', 'RG_realityCheck');

/** When the next check is due: one interval after the session began, or after the last answer in it. */
export function nextCheckAt(summary: SessionSummary, interval: number): number {
  const [startedAt, nextAt] = (answeredKey.read() ?? '').split(':').map(Number);
  const first = summary.startedAt + interval;
  return startedAt === summary.startedAt && Number.isFinite(nextAt) && nextAt! > first ? nextAt! : first;
}

/** The player answered at `platformNow`: the next check is one interval later. */
export function answered(summary: SessionSummary, platformNow: number, interval: number): void {
  answeredKey.write(`${summary.startedAt}:${platformNow + interval}`);
}
