/**
 * Time-outs and self-exclusions (docs/wire-contract.md, Responsible gaming): when a break would end, and the
 * call that starts one.
 */
import { call, type Endpoint, expectRecord } from '../../src/api/index.js';

import type { BreakKind, BreakPeriod } from './mc-self-exclusion.js';

// Responsible gaming (docs/wire-contract.md): a time-out or self-exclusion the player takes.
const selfExclusion = { method: 'POST', path: '/wps/member/selfExclusion', auth: 'required', encrypted: true } as const satisfies Endpoint;

const DAY = 86_400_000;

/**
 * When a break started at `from` ends (epoch ms), or null for good. Months and years are calendar ones, as the
 * platform counts them: six months from 31 August end on the last day of February.
 */
export function breakEnd(period: BreakPeriod, from = Date.now()): number | null {
  if (period === 'permanent') return null;
  if (period === '24h') return from + DAY;
  if (period === '7d') return from + 7 * DAY;
  if (period === '30d') return from + 30 * DAY;
  const start = new Date(from);
  const end = new Date(from);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + (period === '6m' ? 6 : 12));
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end.getTime();
}

/**
 * Starts the break. Resolves with its end as the platform set it; an answer whose end cannot be read still
 * means the break started, so the kit's own reckoning stands in for it rather than a failure.
 */
export async function takeBreak(kind: BreakKind, period: BreakPeriod): Promise<number | null> {
  const answer = await call<unknown>(selfExclusion, { body: { kind, period }, alert: false });
  const until = answer && typeof answer === 'object' && !Array.isArray(answer) ? expectRecord(answer).until : undefined;
  if (until === null) return null;
  return typeof until === 'number' && Number.isFinite(until) ? until : breakEnd(period);
}
