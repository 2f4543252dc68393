import { useEffect, useId, useRef, type FormEvent, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { css, useEmit, useShadowStyles } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { AccountLine } from './account-line.js';
import type { WithdrawModel } from './withdraw-model.js';
// The step's call, loaded with it (the model sends it).
import './withdrawal-request.js';

const RECORDS = '/m/member/records';

/** The confirmation's and the result's own styles, which come with them. */
const stepStyles = css`
.figures__account { align-items: flex-start; }
.done { justify-items: center; text-align: center; }
.done__icon { inline-size: 56px; block-size: 56px; fill: none; stroke: #137333; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }
.done__amount { margin: 0; font-size: 1.6rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.done__account { margin: 0; }
.done .actions { inline-size: 100%; }
`;

/** The summary and the proof: the account's password, or its authenticator's code when it has one. */
export function ConfirmStep({ model }: { model: WithdrawModel }) {
  useSignals();
  useShadowStyles(stepStyles);
  const id = useId();
  const info = model.info.value!;
  const error = model.confirmError.value;
  const ga = info.confirm === 'ga';

  function submit(event: FormEvent) {
    event.preventDefault();
    void model.confirm();
  }

  return (
    <form className="step" part="confirm-step" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 className="step__title" id={`${id}-title`}>
        {t('withdraw_confirm_title')}
      </h2>
      <dl className="figures figures--summary" part="summary">
        <div>
          <dt>{t('withdraw_amount')}</dt>
          <dd dir="ltr">{model.money(model.amount.value ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('withdraw_fee')}</dt>
          <dd dir="ltr">{model.money(model.fee.value ?? 0)}</dd>
        </div>
        <div className="figures__total">
          <dt>{t('withdraw_receive')}</dt>
          <dd dir="ltr">{model.money(model.received.value ?? 0)}</dd>
        </div>
        {info.account && (
          <div className="figures__account">
            <dt>{t('withdraw_to')}</dt>
            <dd>
              <AccountLine account={info.account} />
            </dd>
          </div>
        )}
      </dl>
      <div className="mc-field">
        <label className="mc-field__label" htmlFor={`${id}-secret`}>
          {t(ga ? 'withdraw_code' : 'withdraw_password')}
        </label>
        <input
          id={`${id}-secret`}
          className="mc-input"
          part="secret"
          type={ga ? 'text' : 'password'}
          inputMode={ga ? 'numeric' : undefined}
          autoComplete={ga ? 'one-time-code' : 'current-password'}
          maxLength={ga ? 6 : 64}
          dir="ltr"
          autoFocus
          value={model.secret.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            model.secret.value = event.target.value;
            model.confirmError.value = '';
          }}
        />
        <p className="meta" id={`${id}-hint`}>
          {t(ga ? 'withdraw_code_hint' : 'withdraw_password_hint')}
        </p>
        {error && (
          <p className="mc-field__error" id={`${id}-error`} part="confirm-error" role="alert" dir="auto">
            {error}
          </p>
        )}
      </div>
      <div className="actions">
        <button type="submit" className="mc-button" part="confirm" aria-disabled={model.busy.value}>
          {model.busy.value ? t('withdraw_sending') : t('withdraw_confirm')}
        </button>
        <button type="button" className="mc-button mc-button--secondary" part="back" onClick={model.back}>
          {t('withdraw_back')}
        </button>
      </div>
    </form>
  );
}

/** The request is in: what will be paid and where, that it is pending, and where to follow (or cancel) it. */
export function DoneStep({ model, recordsHref }: { model: WithdrawModel; recordsHref?: string }) {
  useSignals();
  useShadowStyles(stepStyles);
  const emit = useEmit();
  const heading = useRef<HTMLHeadingElement>(null);
  const result = model.result.value!;
  const info = model.info.value!;
  const records = recordsHref === 'none' ? '' : recordsHref || RECORDS;

  useEffect(() => {
    // The page changed under the player's finger: the result is read out and takes the focus.
    heading.current?.focus();
    emit('mc-withdraw', { id: result.id, amount: result.amount, fee: result.fee, received: result.received, currency: result.currency || info.currency });
  }, [result]);

  function go(event: MouseEvent<HTMLAnchorElement>) {
    if (!emit('mc-navigate', { path: records, reason: 'withdraw-records' }, { cancelable: true })) event.preventDefault();
  }

  return (
    <div className="step done" part="result" role="status">
      <svg className="done__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M8 12.5l2.7 2.7L16 9.8" />
      </svg>
      <h2 className="step__title" ref={heading} tabIndex={-1}>
        {t('withdraw_done_title')}
      </h2>
      <p className="done__amount" dir="ltr">
        {model.money(result.received)}
      </p>
      {info.account && (
        <p className="done__account">
          <AccountLine account={info.account} />
        </p>
      )}
      <p className="meta">{t('withdraw_done_text')}</p>
      <div className="actions">
        {records && (
          <a className="mc-button" part="records" href={records} onClick={go}>
            {t('withdraw_records')}
          </a>
        )}
        <button type="button" className="mc-button mc-button--secondary" part="again" onClick={model.restart}>
          {t('withdraw_new')}
        </button>
      </div>
    </div>
  );
}
