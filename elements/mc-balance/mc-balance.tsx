import { useEffect, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEmit } from '../../src/element/index.js';
import { formatMoney, t } from '../../src/i18n/index.js';
import { isLoggedIn } from '../../src/session/index.js';
import { amountHidden, refreshBalance, setAmountHidden, wallet, watchBalance } from './wallet.js';

export interface McBalanceProps {
  /** `card` (the default): a large wallet card with links; `compact`: one line for a page header. */
  variant?: string;
  /** Where the card's records link goes (default `/m/member/records`); `none` hides it. */
  recordsHref?: string;
  /** Where the card's deposit link goes (default `/m/voucherCenter`); `none` hides it. */
  depositHref?: string;
  /** Where the card's withdraw link goes (default `/m/member/withdraw`); `none` hides it. */
  withdrawHref?: string;
}

const HIDDEN_AMOUNT = '••••••';

const ICONS = {
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14.5h.01',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5',
  shown: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  hidden: 'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  warning: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  records: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h3',
  deposit: 'M12 4v12M7 11l5 5 5-5M5 20h14',
  withdraw: 'M12 16V4M7 9l5-5 5 5M5 20h14',
};

function Icon({ path, className }: { path: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path d={path} />
    </svg>
  );
}

/** The member's balance; nothing for a visitor. */
export function McBalance({ variant, recordsHref, depositHref, withdrawHref }: McBalanceProps) {
  useSignals();
  const emit = useEmit();
  const loggedIn = isLoggedIn.value;

  useEffect(() => {
    if (!loggedIn) return;
    watchBalance();
    void refreshBalance();
  }, [loggedIn]);

  if (!loggedIn) return null;
  const { amount, currency, stale, busy } = wallet.value;
  const hidden = amountHidden.value;
  const compact = variant === 'compact';
  const known = amount !== null;
  const text = !known ? '' : hidden ? HIDDEN_AMOUNT : formatMoney(amount, currency);
  const failed = stale && !known;

  function go(event: MouseEvent<HTMLAnchorElement>, path: string, reason: string) {
    if (!emit('mc-navigate', { path, reason }, { cancelable: true })) event.preventDefault();
  }

  const amountView = known ? (
    <span className={`amount${stale ? ' amount--stale' : ''}`} part="amount" data-testid="balance-amount" aria-label={hidden ? t('balance_hidden') : undefined}>
      {text}
    </span>
  ) : failed ? (
    <span className="amount amount--none" part="amount">
      {t('balance_unavailable')}
    </span>
  ) : (
    <span className="amount amount--loading" part="amount" aria-busy="true">
      <span className="skeleton" aria-hidden="true" />
      <span className="mc-visually-hidden">{t('loading')}</span>
    </span>
  );

  // Nothing to hide when the balance could not be loaded: only the refresh is offered then.
  const controls = (
    <span className="controls">
      {!failed && (
        <button
          type="button"
          className="icon-button"
          part="hide"
          aria-label={hidden ? t('balance_show') : t('balance_hide')}
          title={hidden ? t('balance_show') : t('balance_hide')}
          onClick={() => setAmountHidden(!hidden)}
        >
          <Icon path={hidden ? ICONS.hidden : ICONS.shown} />
        </button>
      )}
      <button
        type="button"
        className="icon-button"
        part="refresh"
        aria-label={t('balance_refresh')}
        title={t('balance_refresh')}
        aria-disabled={busy}
        onClick={() => !busy && void refreshBalance({ force: true })}
      >
        <Icon path={ICONS.refresh} className={busy ? 'spin' : undefined} />
      </button>
    </span>
  );

  // Announced when it changes: a failed refresh is news, a successful one is not.
  const status = (
    <span className={compact ? 'mc-visually-hidden' : 'stale'} part="status" role="status">
      {stale && known ? (
        <>
          {!compact && <Icon path={ICONS.warning} />}
          {compact ? t('balance_stale_detail') : t('balance_stale')}
        </>
      ) : null}
    </span>
  );

  if (compact) {
    // A small label over the amount, shown only where all of it fits there; the amount is never cut (see the styles).
    return (
      <div className={`balance balance--compact${stale ? ' balance--stale' : ''}`} part="balance" role="group" aria-label={t('balance_label')} aria-busy={busy}>
        <Icon path={ICONS.wallet} className="wallet-icon" />
        <span className="figure">
          {/* "Balance" over "Balance unavailable" would say it twice. */}
          <span className="label-room" aria-hidden="true" hidden={failed}>
            <span className="label-room__start" />
            <span className="compact-label" part="label">
              {t('balance_label')}
            </span>
          </span>
          {amountView}
        </span>
        {stale && known && <Icon path={ICONS.warning} className="stale-mark" />}
        {controls}
        {status}
      </div>
    );
  }

  const records = recordsHref === 'none' ? '' : recordsHref || '/m/member/records';
  const deposit = depositHref === 'none' ? '' : depositHref || '/m/voucherCenter';
  const withdraw = withdrawHref === 'none' ? '' : withdrawHref || '/m/member/withdraw';
  return (
    <section className={`balance balance--card${stale ? ' balance--stale' : ''}`} part="balance" aria-label={t('balance_label')} aria-busy={busy}>
      <div className="card__top">
        <span className="label">
          <Icon path={ICONS.wallet} className="wallet-icon" />
          {t('balance_label')}
        </span>
        {controls}
      </div>
      {amountView}
      {status}
      {stale && known ? <p className="stale-detail">{t('balance_stale_detail')}</p> : null}
      {failed && (
        <button type="button" className="retry" part="retry" aria-disabled={busy} onClick={() => !busy && void refreshBalance({ force: true })}>
          {t('retry_once')}
        </button>
      )}
      {(records || deposit || withdraw) && (
        <div className="links">
          {deposit && (
            <a className="link link--primary" part="deposit" href={deposit} onClick={(event) => go(event, deposit, 'balance-deposit')}>
              <Icon path={ICONS.deposit} />
              {t('route_voucher_center')}
            </a>
          )}
          {withdraw && (
            <a className="link" part="withdraw" href={withdraw} onClick={(event) => go(event, withdraw, 'balance-withdraw')}>
              <Icon path={ICONS.withdraw} />
              {t('route_withdraw')}
            </a>
          )}
          {records && (
            <a className="link" part="records" href={records} onClick={(event) => go(event, records, 'balance-records')}>
              <Icon path={ICONS.records} />
              {t('route_records')}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
