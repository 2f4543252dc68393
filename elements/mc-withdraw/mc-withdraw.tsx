import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { errorMessage } from '../../src/api/index.js';
import { formatNumber, language, t } from '../../src/i18n/index.js';
import { isLoggedIn } from '../../src/session/index.js';
import { LazyPart } from '../../src/ui/index.js';
import { createWithdrawModel, type WithdrawModel } from './withdraw-model.js';
import { AccountLine } from './account-line.js';
import { dailyLeft, largestNow } from './withdrawal.js';

// The steps after the amount come when the player reaches them: a withdrawal starts at its amount, and the
// element is usable before the account form, the confirmation and the result have downloaded.
const loadAccountForm = () => import('./account-form.js').then((part) => part.AccountForm);
const loadConfirmStep = () => import('./confirm-step.js').then((part) => part.ConfirmStep);
const loadDoneStep = () => import('./confirm-step.js').then((part) => part.DoneStep);

export interface McWithdrawProps {
  /** Where the records link of the result leads; `none` hides it. */
  recordsHref?: string;
}

export function McWithdraw({ recordsHref }: McWithdrawProps) {
  useSignals();
  const [model] = useState(createWithdrawModel);
  const loggedIn = isLoggedIn.value;

  useEffect(() => {
    if (loggedIn) void model.load();
  }, [loggedIn, language.value]);

  if (!loggedIn) {
    return (
      <section className="withdraw" part="withdraw">
        <p className="note" role="status">
          {t('member_login_needed')}
        </p>
      </section>
    );
  }
  const info = model.info.value;
  const failure = model.loadFailure.value;
  if (!info) {
    return (
      <section className="withdraw" part="withdraw">
        {failure ? (
          <div className="state" part="error" role="alert">
            <p>{t('withdraw_load_failed')}</p>
            {errorMessage(failure, '') && (
              <p className="meta" dir="auto">
                {errorMessage(failure, '')}
              </p>
            )}
            <button type="button" className="mc-button mc-button--secondary" onClick={() => void model.load()}>
              {t('retry_once')}
            </button>
          </div>
        ) : (
          <div className="state state--loading" part="loading" role="status" aria-busy="true">
            <span className="mc-visually-hidden">{t('loading')}</span>
            <span className="skeleton skeleton--hero" aria-hidden="true" />
            <span className="skeleton" aria-hidden="true" />
          </div>
        )}
      </section>
    );
  }
  const step = model.step.value;
  return (
    <section className="withdraw" part="withdraw" data-step={step}>
      {step !== 'done' && (
        <div className="hero" part="withdrawable">
          <span className="hero__label">{t('withdraw_withdrawable')}</span>
          <span className="hero__amount">{model.money(info.withdrawable)}</span>
        </div>
      )}
      {step === 'amount' && <AmountStep model={model} />}
      {step === 'account' && <LazyPart key="account" load={loadAccountForm} props={{ model }} />}
      {step === 'confirm' && <LazyPart key="confirm" load={loadConfirmStep} props={{ model }} />}
      {step === 'done' && <LazyPart key="done" load={loadDoneStep} props={{ model, recordsHref }} />}
    </section>
  );
}

function AmountStep({ model }: { model: WithdrawModel }) {
  const id = useId();
  const info = model.info.value!;
  const account = info.account;
  const error = model.amountError.value;
  const left = dailyLeft(info);
  const usedToday = Math.min(info.daily.count, info.daily.countLimit);
  const largest = largestNow(info);
  // Quick amounts: the minimum, two round steps, and all that can go now; only those that can.
  const quick = [...new Set([info.minAmount, 100, 500].filter((value) => value >= info.minAmount && value <= largest))];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!model.toConfirm()) (event.currentTarget as HTMLFormElement).querySelector('input')?.focus();
  }

  return (
    <form className="step" part="amount-step" noValidate onSubmit={submit}>
      <div className="account" part="account">
        <span className="account__title">{t(info.accountType === 'pix' ? 'withdraw_account_pix' : 'withdraw_account_bank')}</span>
        {account && <AccountLine account={account} />}
        <button type="button" className="link" part="account-edit" onClick={model.editAccount}>
          {t('withdraw_account_change')}
        </button>
      </div>
      {model.notice.value && (
        <p className="notice" role="status">
          {model.notice.value}
        </p>
      )}
      <div className="mc-field">
        <label className="mc-field__label" htmlFor={`${id}-amount`}>
          {t('withdraw_amount')}
        </label>
        <input
          id={`${id}-amount`}
          className="mc-input amount"
          part="amount"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={model.amountText.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-rules${error ? ` ${id}-error` : ''}`}
          onChange={(event) => model.setAmount(event.target.value)}
        />
        {error && (
          <p className="mc-field__error" id={`${id}-error`} part="amount-error" role="alert" dir="auto">
            {error}
          </p>
        )}
      </div>
      {quick.length > 0 || largest > 0 ? (
        <div className="chips" role="group" aria-label={t('withdraw_quick')}>
          {quick.map((value) => (
            <button key={value} type="button" className="chip" onClick={() => model.setAmount(formatNumber(value, { maximumFractionDigits: 2 }))}>
              <span dir="ltr">{model.money(value)}</span>
            </button>
          ))}
          {largest >= info.minAmount && (
            <button type="button" className="chip" part="amount-all" onClick={() => model.setAmount(formatNumber(largest, { minimumFractionDigits: 2, maximumFractionDigits: 2 }))}>
              {t('withdraw_amount_all')}
            </button>
          )}
        </div>
      ) : null}
      <dl className="figures" part="figures">
        <div>
          <dt>{t('withdraw_fee')}</dt>
          <dd dir="ltr">{model.fee.value !== null ? model.money(model.fee.value) : '—'}</dd>
        </div>
        <div className="figures__total">
          <dt>{t('withdraw_receive')}</dt>
          <dd dir="ltr" part="received">
            {model.received.value !== null ? model.money(model.received.value) : '—'}
          </dd>
        </div>
      </dl>
      <ul className="rules" id={`${id}-rules`} part="rules">
        <li>{t('withdraw_rules', { min: model.money(info.minAmount), max: model.money(info.maxAmount) })}</li>
        <li>{t('withdraw_fee_rule', { percent: formatNumber(info.feePercent / 100, { style: 'percent', maximumFractionDigits: 2 }), min: model.money(info.feeMin) })}</li>
        <li part="daily">
          {t('withdraw_today', { used: usedToday, limit: info.daily.countLimit, left: model.money(left.amount) })}
        </li>
      </ul>
      <button type="submit" className="mc-button submit" part="continue">
        {t('withdraw_continue')}
      </button>
    </form>
  );
}
