import { formatMoney, formatTime, t } from '../../src/i18n/index.js';
import type { RecordEntry } from './records.js';

const ICONS: Record<string, string> = {
  deposit: 'M12 3v11M7.5 9.5 12 14l4.5-4.5M4 16v3h16v-3',
  withdrawal: 'M12 16V5M7.5 9.5 12 5l4.5 4.5M4 16v3h16v-3',
  refund: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4',
  bonus: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1',
  reward: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.3 6L12 16.3 6.6 19.4l1.3-6L3.4 9.3l6-.7z',
  win: 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 14v4M8 20h8',
  loss: 'M5 4h14v16H5zM9 8h.01M15 8h.01M12 12h.01M9 16h.01M15 16h.01',
};

/** The row's look and label: a game result is a win or a loss by its sign; a withdrawal's money coming back is a refund. */
function kindOf(entry: RecordEntry): keyof typeof ICONS {
  if (entry.kind === 'game') return entry.amount >= 0 ? 'win' : 'loss';
  if (entry.kind === 'withdrawal' && (entry.withdrawal?.refund || entry.amount > 0)) return 'refund';
  return entry.kind;
}

interface RecordRowProps {
  entry: RecordEntry;
  currency: string;
  /** This row's withdrawal is being cancelled. */
  cancelling: boolean;
  onCancel: (entry: RecordEntry) => void;
}

/**
 * One record: what it was, when, the signed amount and the balance after it. A withdrawal says where it stands,
 * and a pending one has its cancel here (never anything that offers the money back for play).
 */
export function RecordRow({ entry, currency, cancelling, onCancel }: RecordRowProps) {
  const kind = kindOf(entry);
  const credit = entry.amount >= 0;
  const money = formatMoney(Math.abs(entry.amount), currency);
  const status = kind === 'withdrawal' ? entry.withdrawal?.status : undefined;
  return (
    <li className={`row row--${kind}`} part="record" data-kind={entry.kind} data-status={status}>
      <span className="icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d={ICONS[kind]} />
        </svg>
      </span>
      <span className="text">
        <span className="title">{entry.title || t(`records_kind_${kind}`)}</span>
        <span className="meta">
          {t(`records_kind_${kind}`)} · {formatTime(entry.createdAt)}
        </span>
        {status && (
          <span className={`status status--${status}`} part="record-status">
            {t(`records_status_${status}`)}
          </span>
        )}
      </span>
      <span className="figures">
        <span className={`money${credit ? ' money--credit' : ' money--debit'}`} part="record-amount" dir="ltr">
          {`${credit ? '+' : '\u2212'}${money}`}
        </span>
        {entry.balance !== null && <span className="after">{t('records_balance_after', { amount: formatMoney(entry.balance, currency) })}</span>}
        {status === 'pending' && (
          <button
            type="button"
            className="cancel"
            part="cancel-withdrawal"
            aria-label={t('records_cancel_label', { amount: money })}
            aria-disabled={cancelling}
            onClick={() => !cancelling && onCancel(entry)}
          >
            {cancelling ? t('list_loading') : t('records_cancel')}
          </button>
        )}
      </span>
    </li>
  );
}
