import { useId, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { errorMessage, isApiError } from '../../src/api/index.js';
import { useEmit } from '../../src/element/index.js';
import { currencyCode, formatMoney, formatNumber, language, parseAmount, t } from '../../src/i18n/index.js';
import {
  loadDepositSettings,
  readLeft,
  submitDeposit,
  type DepositChannel,
  type DepositResult,
  type DepositSettings,
} from './deposit.js';
import { useAmountGrid } from './amount-grid.js';
import { isLoggedIn } from '../../src/session/index.js';
import { AsyncView, useAsync } from '../../src/ui/index.js';

export interface McDepositCenterProps {
  /** Id of the payment channel selected first (the first channel when absent or unknown). */
  channel?: string;
}

/** Detail of the `mc-track` event a deposit fires (name `deposit`). */
export interface DepositTrackDetail {
  name: 'deposit';
  amount: number;
  currency: string;
  /** Present (true) only when this was the member's first successful deposit. */
  firstDeposit?: true;
}

/** Detail of the `mc-deposit` event dispatched on the document after a successful deposit. */
export interface DepositDoneDetail {
  amount: number;
  currency: string;
  totalDepositSuccessCount: number;
  firstDeposit: boolean;
}

// Re-exported: merchants' tests and pages have read it from here.
export { parseAmount };

export function McDepositCenter({ channel }: McDepositCenterProps) {
  useSignals();
  const resource = useAsync(loadDepositSettings, [isLoggedIn.value, language.value]);
  return (
    <section className="deposit" part="deposit" aria-label={t('route_voucher_center')}>
      <AsyncView resource={resource} empty={t('deposit_empty')} isEmpty={(data) => data.channels.length === 0}>
        {(settings) => (
          <DepositForm
            settings={settings}
            initial={channel}
            onDeposited={(result) =>
              resource.update((current) => ({
                ...current,
                totalDepositSuccessCount: result.totalDepositSuccessCount,
                firstDeposit: true,
                limitLeft: current.limitLeft === null ? null : Math.max(0, Math.round((current.limitLeft - result.amount) * 100) / 100),
              }))
            }
            onLeft={(left) => resource.update((current) => ({ ...current, limitLeft: left }))}
          />
        )}
      </AsyncView>
    </section>
  );
}

interface DepositFormProps {
  settings: DepositSettings;
  initial?: string;
  onDeposited: (result: DepositResult) => void;
  /** The platform refused a deposit over the member's limits and said what is left. */
  onLeft: (left: number) => void;
}

function DepositForm({ settings, initial, onDeposited, onLeft }: DepositFormProps) {
  const emit = useEmit();
  const id = useId();
  const [channelId, setChannelId] = useState(() => settings.channels.find((entry) => entry.id === initial)?.id ?? settings.channels[0]!.id);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<DepositResult | null>(null);
  const chosen: DepositChannel = settings.channels.find((entry) => entry.id === channelId) ?? settings.channels[0]!;
  const money = (amount: number) => formatMoney(amount, settings.currency);
  const range = t('deposit_amount_range', { min: money(chosen.minAmount), max: money(chosen.maxAmount) });
  const amount = parseAmount(text);
  const amountGrid = useAmountGrid<HTMLDivElement>(chosen.amounts.map(money));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (amount === null || amount < chosen.minAmount || amount > chosen.maxAmount) {
      setError(t('deposit_amount_invalid', { min: money(chosen.minAmount), max: money(chosen.maxAmount) }));
      return;
    }
    setBusy(true);
    setError('');
    setDone(null);
    try {
      const result = await submitDeposit(chosen.id, amount, settings);
      const currency = currencyCode(result.currency) ?? result.currency;
      setDone(result);
      setText('');
      onDeposited(result);
      const track: DepositTrackDetail = { name: 'deposit', amount: result.amount, currency, ...(result.first ? { firstDeposit: true as const } : {}) };
      emit('mc-track', track);
      // The deposit event the forced-download modal and merchant pages listen to, on the document.
      const detail: DepositDoneDetail = {
        amount: result.amount,
        currency,
        totalDepositSuccessCount: result.totalDepositSuccessCount,
        firstDeposit: result.first,
      };
      document.dispatchEvent(new CustomEvent('mc-deposit', { cancelable: true, detail }));
    } catch (failure) {
      const left = isApiError(failure) && failure.code === 'limit.deposit.exceeded' ? readLeft(failure.value) : null;
      if (left !== null) onLeft(left);
      setError(left !== null ? t('deposit_limit_exceeded', { amount: money(left) }) : isApiError(failure) ? errorMessage(failure) : t('unknown_error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="stats" part="statistics">
        <p className="stats__count">{t('deposit_count', { total: formatNumber(settings.totalDepositSuccessCount) })}</p>
        {!settings.firstDeposit && (
          <p className="stats__first" part="first-deposit">
            {t('deposit_first_offer')}
          </p>
        )}
        {settings.limitLeft !== null && (
          <p className="stats__left" part="limit-left">
            {t('deposit_limit_left', { amount: money(settings.limitLeft) })}
          </p>
        )}
      </div>
      <form className="form" part="form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="channels">
          <legend className="mc-field__label">{t('deposit_channel')}</legend>
          {settings.channels.map((entry) => (
            <label key={entry.id} className="channel" part="channel">
              <input
                type="radio"
                name="channel"
                value={entry.id}
                checked={entry.id === chosen.id}
                onChange={() => {
                  setChannelId(entry.id);
                  setError('');
                }}
              />
              <span className="channel__name">{entry.name}</span>
            </label>
          ))}
        </fieldset>
        {chosen.amounts.length > 0 && (
          <div ref={amountGrid} className="amounts" role="group" aria-label={t('deposit_quick_amounts')}>
            {chosen.amounts.map((value) => (
              <button
                key={value}
                type="button"
                className="amount"
                part="amount"
                aria-pressed={amount === value}
                onClick={() => {
                  setText(String(value));
                  setError('');
                }}
              >
                <span className="amount__text">{money(value)}</span>
              </button>
            ))}
          </div>
        )}
        <div className="mc-field">
          <label className="mc-field__label" htmlFor={`${id}-amount`}>
            {t('deposit_amount')}
          </label>
          <div className="mc-field__control">
            <input
              id={`${id}-amount`}
              className="mc-input"
              part="input"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                setText(event.target.value);
                setError('');
              }}
            />
          </div>
          <p className="hint" id={`${id}-hint`}>
            {range}
          </p>
          {error && (
            <p className="mc-field__error" id={`${id}-error`} role="alert" dir="auto">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="mc-button submit" part="submit" aria-disabled={busy}>
          {amount !== null ? t('deposit_submit_amount', { amount: money(amount) }) : t('deposit_submit')}
        </button>
      </form>
      <div className="result" role="status" part="result">
        {done && t('deposit_success', { amount: formatMoney(done.amount, done.currency) })}
      </div>
    </>
  );
}
