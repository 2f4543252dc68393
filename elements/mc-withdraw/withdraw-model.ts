/**
 * The withdrawal flow as signals and actions, one model per element: the amount (checked against the merchant's
 * minimum and maximum, the withdrawable amount and what today's limits leave, before anything is sent), the
 * payout account, the confirmation by password or authenticator code, and the result. A refusal from the platform
 * comes back to the step where the player can act on it, with what they typed kept.
 */
import { computed, signal } from '@preact/signals-core';
import { ApiError, errorMessage, isApiError } from '../../src/api/index.js';
import { formatMoney, parseAmount, t } from '../../src/i18n/index.js';
import { dailyLeft, feeOf, loadWithdrawalInfo, type Withdrawal, type WithdrawalInfo } from './withdrawal.js';

// The calls that change a withdrawal load with the steps that make them (account-form.tsx and confirm-step.tsx
// import them too, so they are here by the time the player sends).
const requests = () => import('./withdrawal-request.js');

export type Step = 'amount' | 'account' | 'confirm' | 'done';

/** The platform's refusals that the amount step answers (the rest stay where they happened). */
const AMOUNT_CODES = new Set([
  'withdrawal.amount.below.minimum', 'withdrawal.amount.above.maximum', 'wallet.balance.insufficient',
  'withdrawal.daily.count.exceeded', 'withdrawal.daily.amount.exceeded',
]);

const failureOf = (error: unknown) => (isApiError(error) ? error : new ApiError('bad_response', ''));

export function createWithdrawModel() {
  const info = signal<WithdrawalInfo | null>(null);
  const loadFailure = signal<ApiError | null>(null);
  const step = signal<Step>('amount');
  const amountText = signal('');
  const amountError = signal('');
  const accountError = signal('');
  const secret = signal('');
  const confirmError = signal('');
  const busy = signal(false);
  const result = signal<Withdrawal | null>(null);
  /** Said once after the account was saved, for screen readers and the eye. */
  const notice = signal('');

  const amount = computed(() => parseAmount(amountText.value));
  const fee = computed(() => (info.value && amount.value !== null ? feeOf(info.value, amount.value) : null));
  const received = computed(() => (amount.value !== null && fee.value !== null ? Math.max(0, Math.round((amount.value - fee.value) * 100) / 100) : null));

  const money = (value: number) => formatMoney(value, info.value?.currency ?? '');

  async function load() {
    loadFailure.value = null;
    info.value = null;
    try {
      const loaded = await loadWithdrawalInfo();
      info.value = loaded;
      if (!loaded.account) step.value = 'account';
    } catch (error) {
      loadFailure.value = failureOf(error);
    }
  }

  /** Why the amount typed cannot be withdrawn now, in the player's words; '' when it can. */
  function amountProblem(): string {
    const figures = info.value;
    const value = amount.value;
    if (!figures) return '';
    if (value === null) return t('withdraw_amount_invalid');
    if (value < figures.minAmount) return t('withdraw_amount_below', { min: money(figures.minAmount) });
    if (value > figures.maxAmount) return t('withdraw_amount_above', { max: money(figures.maxAmount) });
    if (value > figures.withdrawable) return t('withdraw_amount_over_balance', { amount: money(figures.withdrawable) });
    const left = dailyLeft(figures);
    if (left.count <= 0) return t('withdraw_count_reached', { limit: figures.daily.countLimit });
    if (value > left.amount) return t('withdraw_amount_over_daily', { amount: money(left.amount) });
    return '';
  }

  function setAmount(text: string) {
    amountText.value = text;
    amountError.value = '';
  }

  function toConfirm() {
    const problem = amountProblem();
    amountError.value = problem;
    if (problem) return false;
    if (!info.value?.account) {
      step.value = 'account';
      return false;
    }
    secret.value = '';
    confirmError.value = '';
    step.value = 'confirm';
    return true;
  }

  async function saveAccount(account: Record<string, string>) {
    if (busy.value) return;
    busy.value = true;
    accountError.value = '';
    try {
      info.value = await (await requests()).savePayoutAccount(account);
      notice.value = t('withdraw_account_saved');
      step.value = 'amount';
    } catch (error) {
      accountError.value = errorMessage(failureOf(error));
    } finally {
      busy.value = false;
    }
  }

  async function confirm() {
    const figures = info.value;
    const value = amount.value;
    if (busy.value || !figures || value === null) return;
    const typed = secret.value.trim();
    if (figures.confirm === 'ga' ? !/^\d{6}$/.test(typed) : !secret.value) {
      confirmError.value = t(figures.confirm === 'ga' ? 'withdraw_code_invalid' : 'withdraw_password_empty');
      return;
    }
    busy.value = true;
    confirmError.value = '';
    try {
      result.value = await (await requests()).requestWithdrawal(value, figures.confirm === 'ga' ? { authCode: typed } : { password: secret.value });
      secret.value = '';
      step.value = 'done';
    } catch (error) {
      const failure = failureOf(error);
      if (failure.code === 'withdrawal.account.missing') {
        accountError.value = errorMessage(failure);
        step.value = 'account';
      } else if (AMOUNT_CODES.has(failure.code)) {
        amountError.value = errorMessage(failure);
        step.value = 'amount';
      } else confirmError.value = errorMessage(failure);
    } finally {
      busy.value = false;
    }
  }

  /** After a result: a fresh form, with the figures as they now stand. */
  function restart() {
    amountText.value = '';
    amountError.value = '';
    result.value = null;
    notice.value = '';
    step.value = 'amount';
    void load();
  }

  function editAccount() {
    accountError.value = '';
    notice.value = '';
    step.value = 'account';
  }

  function back() {
    confirmError.value = '';
    accountError.value = '';
    step.value = 'amount';
  }

  return {
    info, loadFailure, step, amountText, amountError, accountError, secret, confirmError, busy, result, notice,
    amount, fee, received, money, load, setAmount, toConfirm, saveAccount, confirm, restart, editAccount, back,
  };
}

export type WithdrawModel = ReturnType<typeof createWithdrawModel>;
