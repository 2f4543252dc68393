/**
 * The member's limits (docs/wire-contract.md, Limits): deposit limits per day, week and month, and a
 * session-time limit, each with the change waiting to apply. A field the platform sends malformed reads as
 * "no limit" rather than as a number the player never set. Saving is the editor's (limit-editor.tsx), which
 * loads when a player opens it.
 */
import { asNumber, asObject, asText, call, endpoints, expectRecord } from '../../src/api/index.js';

export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];
export type LimitKind = Period | 'session';

export interface Pending {
  /** The value that applies then; null when the limit goes. */
  value: number | null;
  appliesAt: number;
}

export interface DepositLimit {
  limit: number | null;
  used: number;
  left: number | null;
  resetsAt: number | null;
  pending: Pending | null;
}

export interface Limits {
  currency: string;
  deposit: Record<Period, DepositLimit>;
  session: { limitMinutes: number | null; endsAt: number | null; pending: Pending | null };
}

const positive = (value: unknown) => {
  const number = asNumber(value);
  return number !== null && number >= 0 ? number : null;
};

function readPending(raw: unknown, field: string): Pending | null {
  const pending = asObject(raw);
  const appliesAt = positive(pending.appliesAt);
  return appliesAt !== null ? { value: positive(pending[field]), appliesAt } : null;
}

export function readLimits(raw: unknown): Limits {
  const value = expectRecord(raw);
  const deposit = asObject(value.deposit);
  const session = asObject(value.session);
  const read = (period: Period): DepositLimit => {
    const entry = asObject(deposit[period]);
    const limit = positive(entry.limit);
    return {
      limit,
      used: positive(entry.used) ?? 0,
      left: limit === null ? null : positive(entry.left) ?? limit,
      resetsAt: positive(entry.resetsAt),
      pending: readPending(entry.pending, 'limit'),
    };
  };
  return {
    currency: asText(value.currency),
    deposit: { day: read('day'), week: read('week'), month: read('month') },
    session: { limitMinutes: positive(session.limitMinutes), endsAt: positive(session.endsAt), pending: readPending(session.pending, 'limitMinutes') },
  };
}

export async function loadLimits(): Promise<Limits> {
  return readLimits(await call<unknown>(endpoints.limits, { alert: false }));
}

/** The value of a limit now, and the change waiting for it. */
export function limitOf(limits: Limits, kind: LimitKind): { value: number | null; pending: Pending | null } {
  if (kind === 'session') return { value: limits.session.limitMinutes, pending: limits.session.pending };
  return { value: limits.deposit[kind].limit, pending: limits.deposit[kind].pending };
}
