/**
 * The calls that change a withdrawal (docs/wire-contract.md, Withdrawals): saving the payout account and a
 * confirmed request. They come with the steps that make them (the account form, the confirmation), not with the
 * amount the element opens on.
 */
import { asNumber, asObject, asText, call, type Endpoint, expectRecord } from '../../src/api/index.js';
import { readWithdrawalInfo, type Withdrawal, type WithdrawalInfo } from './withdrawal.js';

const saveAccountCall = { method: 'POST', path: '/wps/member/withdrawal/account', auth: 'required', encrypted: true } as const satisfies Endpoint;
const requestCall = { method: 'POST', path: '/wps/member/withdrawal', auth: 'required', encrypted: true } as const satisfies Endpoint;

/** Saves the payout account (the platform checks the key or number); answers the page's figures anew. */
export async function savePayoutAccount(account: Record<string, string>): Promise<WithdrawalInfo> {
  return readWithdrawalInfo(await call<unknown>(saveAccountCall, { body: account, alert: false }));
}

/** Requests a withdrawal, confirmed by the password or the authenticator's code. */
export async function requestWithdrawal(amount: number, proof: { password: string } | { authCode: string }): Promise<Withdrawal> {
  const value = expectRecord(await call<unknown>(requestCall, { body: { amount, ...proof }, alert: false }));
  const withdrawal = asObject(value.withdrawal);
  return {
    id: asText(withdrawal.id),
    amount: asNumber(withdrawal.amount) ?? amount,
    fee: asNumber(withdrawal.fee) ?? 0,
    received: asNumber(withdrawal.received) ?? amount,
    currency: asText(withdrawal.currency),
  };
}
