/**
 * The voucher center's data (SPEC §3): deposit settings, which carry the member's statistics
 * (`totalDepositSuccessCount`, `firstDeposit`) as src/install/deposits.ts reads them, and the deposit itself.
 */
import { asList, asNumber, asText, call, type Endpoint, endpoints, expectRecord } from '../../src/api/index.js';

const submitDepositEndpoint = { method: 'POST', path: '/wps/relay/MCSFE_submitDeposit', auth: 'required', encrypted: true } as const satisfies Endpoint;

export interface DepositChannel {
  id: string;
  name: string;
  minAmount: number;
  maxAmount: number;
  amounts: number[];
}

export interface DepositSettings {
  currency: string;
  channels: DepositChannel[];
  totalDepositSuccessCount: number;
  firstDeposit: boolean;
  /** What the member's own deposit limits still allow today; null without a limit. */
  limitLeft: number | null;
}

export interface DepositResult {
  amount: number;
  currency: string;
  totalDepositSuccessCount: number;
  /** This was the member's first successful deposit. */
  first: boolean;
}

function readCount(value: unknown): number {
  const count = asNumber(value);
  return count !== null && Number.isInteger(count) && count >= 0 ? count : 0;
}

function readChannel(entry: Record<string, unknown>): DepositChannel | null {
  const id = asText(entry.id);
  const minAmount = asNumber(entry.minAmount) ?? 0;
  const maxAmount = asNumber(entry.maxAmount) ?? Number.MAX_SAFE_INTEGER;
  if (!id || minAmount < 0 || maxAmount < minAmount) return null;
  const amounts = (Array.isArray(entry.amounts) ? entry.amounts : [])
    .map(asNumber)
    .filter((amount): amount is number => amount !== null && amount >= minAmount && amount <= maxAmount);
  return { id, name: asText(entry.name) || id, minAmount, maxAmount, amounts };
}

/** What is left of the deposit limits, from the settings or from a refused deposit (docs/wire-contract.md, Limits). */
export function readLeft(value: unknown): number | null {
  const left = value && typeof value === 'object' ? asNumber((value as Record<string, unknown>).left) : null;
  return left !== null && left >= 0 ? left : null;
}

export async function loadDepositSettings(): Promise<DepositSettings> {
  const value = expectRecord(await call<unknown>(endpoints.depositSettings, { alert: false }));
  const count = readCount(value.totalDepositSuccessCount);
  return {
    currency: asText(value.currency),
    channels: asList(value.channels).map(readChannel).filter((channel): channel is DepositChannel => channel !== null),
    totalDepositSuccessCount: count,
    firstDeposit: value.firstDeposit === 'Y' || count > 0,
    limitLeft: readLeft(value.depositLimit),
  };
}

export async function submitDeposit(channelId: string, amount: number, before: DepositSettings): Promise<DepositResult> {
  const value = expectRecord(await call<unknown>(submitDepositEndpoint, { body: { channelId, amount }, alert: false }));
  const count = value.totalDepositSuccessCount === undefined ? before.totalDepositSuccessCount + 1 : readCount(value.totalDepositSuccessCount);
  return {
    amount: asNumber(value.amount) ?? amount,
    currency: asText(value.currency) || before.currency,
    totalDepositSuccessCount: count,
    first: before.totalDepositSuccessCount === 0 && !before.firstDeposit,
  };
}
