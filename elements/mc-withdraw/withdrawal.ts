/**
 * The member's withdrawals on the platform (docs/wire-contract.md, Withdrawals): what can be withdrawn and on
 * what terms, the payout account, and a confirmed request. A field the platform sends malformed reads as the
 * safe side: no account, no allowance left, limits of nothing.
 */
import { asNumber, asObject, asText, call, type Endpoint, expectRecord } from '../../src/api/index.js';

// Withdrawals (docs/wire-contract.md): the page's figures; the account and the request are in withdrawal-request.ts.
const withdrawalInfo = { method: 'GET', path: '/wps/member/withdrawal', auth: 'required' } as const satisfies Endpoint;

export const PIX_KEY_TYPES = ['cpf', 'phone', 'email', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export type PayoutAccount =
  | { type: 'pix'; pixKeyType: PixKeyType; pixKey: string; holderName: string }
  | { type: 'bank'; bankName: string; accountNumber: string; holderName: string };

export interface WithdrawalInfo {
  currency: string;
  balance: number;
  withdrawable: number;
  minAmount: number;
  maxAmount: number;
  feePercent: number;
  feeMin: number;
  daily: { count: number; countLimit: number; amount: number; amountLimit: number };
  accountType: 'pix' | 'bank';
  account: PayoutAccount | null;
  confirm: 'password' | 'ga';
}

export interface Withdrawal {
  id: string;
  amount: number;
  fee: number;
  received: number;
  currency: string;
}

const amountOf = (value: unknown) => Math.max(0, asNumber(value) ?? 0);

function readAccount(raw: unknown): PayoutAccount | null {
  const account = asObject(raw);
  const holderName = asText(account.holderName);
  if (account.type === 'pix' && (PIX_KEY_TYPES as readonly unknown[]).includes(account.pixKeyType) && asText(account.pixKey)) {
    return { type: 'pix', pixKeyType: account.pixKeyType as PixKeyType, pixKey: asText(account.pixKey), holderName };
  }
  if (account.type === 'bank' && asText(account.accountNumber)) {
    return { type: 'bank', bankName: asText(account.bankName), accountNumber: asText(account.accountNumber), holderName };
  }
  return null;
}

export function readWithdrawalInfo(raw: unknown): WithdrawalInfo {
  const value = expectRecord(raw);
  const daily = asObject(value.daily);
  const account = readAccount(value.account);
  return {
    currency: asText(value.currency),
    balance: amountOf(value.balance),
    withdrawable: amountOf(value.withdrawable),
    minAmount: amountOf(value.minAmount),
    // No maximum read as none allowed, rather than as any amount.
    maxAmount: amountOf(value.maxAmount),
    feePercent: amountOf(value.feePercent),
    feeMin: amountOf(value.feeMin),
    daily: { count: amountOf(daily.count), countLimit: amountOf(daily.countLimit), amount: amountOf(daily.amount), amountLimit: amountOf(daily.amountLimit) },
    accountType: value.accountType === 'bank' ? 'bank' : 'pix',
    account,
    confirm: value.confirm === 'ga' ? 'ga' : 'password',
  };
}

/** The fee of an amount, as the platform charges it: its percentage, at least its minimum, at most the amount. */
export function feeOf(info: Pick<WithdrawalInfo, 'feePercent' | 'feeMin'>, amount: number): number {
  const fee = Math.max(info.feeMin, Math.round(amount * info.feePercent) / 100);
  return Math.min(amount, Math.round(fee * 100) / 100);
}

/** What today's limits still allow: an amount, and whether a withdrawal is left at all. */
export function dailyLeft(info: WithdrawalInfo): { amount: number; count: number } {
  return {
    amount: Math.max(0, Math.round((info.daily.amountLimit - info.daily.amount) * 100) / 100),
    count: Math.max(0, info.daily.countLimit - info.daily.count),
  };
}

/** The most one withdrawal can be now: the maximum, the withdrawable amount and today's amount, whichever is least. */
export function largestNow(info: WithdrawalInfo): number {
  return Math.min(info.maxAmount, info.withdrawable, dailyLeft(info).amount);
}

/** An account number or PIX key as a receipt shows it: enough to recognise, not enough to copy. */
export function maskedAccount(account: PayoutAccount): string {
  const text = account.type === 'pix' ? account.pixKey : account.accountNumber;
  if (account.type === 'pix' && account.pixKeyType === 'email') {
    const [name = '', domain = ''] = text.split('@');
    return `${name.slice(0, 2)}•••@${domain}`;
  }
  const digits = text.replace(/\s/g, '');
  return digits.length <= 6 ? digits : `${digits.slice(0, 3)}•••${digits.slice(-4)}`;
}

export async function loadWithdrawalInfo(): Promise<WithdrawalInfo> {
  return readWithdrawalInfo(await call<unknown>(withdrawalInfo, { alert: false }));
}
