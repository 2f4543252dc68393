/**
 * The member's records (docs/wire-contract.md, Wallet): one page at a time, newest first, by type and period.
 * A row the platform sends malformed is left out rather than shown half.
 */
import { asList, asNumber, asText, call, type Endpoint, expectRecord } from '../../src/api/index.js';

// Wallet (docs/wire-contract.md): the member's records.
const records = { method: 'GET', path: '/wps/member/records', auth: 'required' } as const satisfies Endpoint;

export const RECORD_TYPES = ['all', 'deposit', 'bonus', 'game'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export const RECORD_RANGES = ['today', '7d', '30d'] as const;
export type RecordRange = (typeof RECORD_RANGES)[number];
export const PAGE_SIZE = 20;

export type EntryKind = 'deposit' | 'bonus' | 'reward' | 'game';
const KINDS: readonly string[] = ['deposit', 'bonus', 'reward', 'game'];

export interface RecordEntry {
  id: string;
  kind: EntryKind;
  title: string;
  /** Signed: credits positive. */
  amount: number;
  /** The balance after this entry, when the platform says. */
  balance: number | null;
  createdAt: number;
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
  return { id, kind: kind as EntryKind, title: asText(raw.title), amount, balance: asNumber(raw.balance), createdAt };
}

export async function loadRecords(type: RecordType, range: RecordRange, page: number): Promise<RecordPage> {
  const value = expectRecord(
    await call<unknown>(records, { query: { type, from: rangeStart(range), page, pageSize: PAGE_SIZE }, alert: false }),
  );
  const entries = asList(value.list).map(readEntry).filter((entry): entry is RecordEntry => entry !== null);
  return { entries, currency: asText(value.currency), hasMore: value.hasMore === true };
}
