/**
 * The member's records (docs/wire-contract.md, Wallet): one page at a time, newest first, by type and period.
 * A row the platform sends malformed is left out rather than shown half. A pending withdrawal can be cancelled
 * from its row (docs/wire-contract.md, Withdrawals).
 */
import { asList, asNumber, asObject, asText, call, type Endpoint, expectRecord } from '../../src/api/index.js';

// Wallet (docs/wire-contract.md): the member's records.
const records = { method: 'GET', path: '/wps/member/records', auth: 'required' } as const satisfies Endpoint;
// Withdrawals (docs/wire-contract.md): cancelling a pending withdrawal.
const cancelCall = { method: 'POST', path: '/wps/member/withdrawal/cancel', auth: 'required', encrypted: true } as const satisfies Endpoint;

export const RECORD_TYPES = ['all', 'deposit', 'withdrawal', 'bonus', 'game'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export const RECORD_RANGES = ['today', '7d', '30d'] as const;
export type RecordRange = (typeof RECORD_RANGES)[number];
export const PAGE_SIZE = 20;

export type EntryKind = 'deposit' | 'bonus' | 'reward' | 'game' | 'withdrawal';
const KINDS: readonly string[] = ['deposit', 'bonus', 'reward', 'game', 'withdrawal'];
const WITHDRAWAL_STATUSES: readonly string[] = ['pending', 'paid', 'failed', 'cancelled'];

export interface EntryWithdrawal {
  id: string;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  /** The entry puts back a cancelled or failed withdrawal's money. */
  refund: boolean;
}

export interface RecordEntry {
  id: string;
  kind: EntryKind;
  title: string;
  /** Signed: credits positive. */
  amount: number;
  /** The balance after this entry, when the platform says. */
  balance: number | null;
  createdAt: number;
  /** The withdrawal a withdrawal entry is about; null when the platform does not say (no cancel is offered). */
  withdrawal: EntryWithdrawal | null;
}

export interface RecordPage {
  entries: RecordEntry[];
  currency: string;
  hasMore: boolean;
}

/** The first moment of the period in the player's own time zone: midnight today, or 6 or 29 days before. */
export function rangeStart(range: RecordRange, now = new Date()): number {
  const days = range === 'today' ? 0 : range === '7d' ? 6 : 29;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days).getTime();
}

function readEntry(raw: Record<string, unknown>): RecordEntry | null {
  const id = asText(raw.id);
  const kind = asText(raw.type);
  const amount = asNumber(raw.amount);
  const createdAt = asNumber(raw.createdAt);
  if (!id || !KINDS.includes(kind) || amount === null || createdAt === null) return null;
  return { id, kind: kind as EntryKind, title: asText(raw.title), amount, balance: asNumber(raw.balance), createdAt, withdrawal: readWithdrawal(raw.withdrawal) };
}

function readWithdrawal(raw: unknown): EntryWithdrawal | null {
  const withdrawal = asObject(raw);
  const id = asText(withdrawal.id);
  const status = asText(withdrawal.status);
  if (!id || !WITHDRAWAL_STATUSES.includes(status)) return null;
  return { id, status: status as EntryWithdrawal['status'], refund: withdrawal.refund === true };
}

/** Cancels a pending withdrawal: its money comes back to the balance with a record of its own. */
export async function cancelWithdrawal(id: string): Promise<void> {
  await call<unknown>(cancelCall, { body: { id }, alert: false });
}

export async function loadRecords(type: RecordType, range: RecordRange, page: number): Promise<RecordPage> {
  const value = expectRecord(
    await call<unknown>(records, { query: { type, from: rangeStart(range), page, pageSize: PAGE_SIZE }, alert: false }),
  );
  const entries = asList(value.list).map(readEntry).filter((entry): entry is RecordEntry => entry !== null);
  return { entries, currency: asText(value.currency), hasMore: value.hasMore === true };
}
