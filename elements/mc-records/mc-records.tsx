import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { ApiError, errorMessage, isApiError } from '../../src/api/index.js';
import { useEmit } from '../../src/element/index.js';
import { formatDateTime, language, localeOf, t } from '../../src/i18n/index.js';
import { isLoggedIn } from '../../src/session/index.js';
import { RecordRow } from './record-row.js';
import { cancelWithdrawal, loadRecords, RECORD_RANGES, RECORD_TYPES, type RecordEntry, type RecordRange, type RecordType } from './records.js';

export interface McRecordsProps {
  /** The period shown first: `today`, `7d` (default) or `30d`. */
  range?: string;
}

type Status = 'loading' | 'ready' | 'error' | 'more' | 'more-failed';

interface Loaded {
  entries: RecordEntry[];
  currency: string;
  hasMore: boolean;
  page: number;
}

const EMPTY: Loaded = { entries: [], currency: '', hasMore: false, page: 0 };

const dayKey = (time: number) => new Date(time).toDateString();

/** "Today", "Yesterday", else the weekday and date, in the player's language. */
function dayLabel(time: number): string {
  const date = new Date(time);
  const today = new Date();
  const days = Math.round((new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime()
    - new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()) / 86_400_000);
  if (days === 0 || days === 1) {
    try {
      const text = new Intl.RelativeTimeFormat(localeOf(), { numeric: 'auto' }).format(-days, 'day');
      return text.charAt(0).toLocaleUpperCase(localeOf()) + text.slice(1);
    } catch {
      /* the date below */
    }
  }
  return formatDateTime(date, { weekday: 'short', month: 'short', day: 'numeric' });
}

function groupByDay(entries: RecordEntry[]): { key: string; label: string; entries: RecordEntry[] }[] {
  const groups: { key: string; label: string; entries: RecordEntry[] }[] = [];
  for (const entry of entries) {
    const key = dayKey(entry.createdAt);
    const last = groups.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else groups.push({ key, label: dayLabel(entry.createdAt), entries: [entry] });
  }
  return groups;
}

export function McRecords({ range: initialRange }: McRecordsProps) {
  useSignals();
  const loggedIn = isLoggedIn.value;
  const [type, setType] = useState<RecordType>('all');
  const [range, setRange] = useState<RecordRange>(() => (RECORD_RANGES as readonly string[]).includes(initialRange ?? '') ? (initialRange as RecordRange) : '7d');
  const [loaded, setLoaded] = useState<Loaded>(EMPTY);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const request = useRef(0);
  const sentinel = useRef<HTMLDivElement>(null);
  const emit = useEmit();
  /** The withdrawal being cancelled, and what the last cancel said (read out, and shown above the list). */
  const [cancelling, setCancelling] = useState('');
  const [cancelNote, setCancelNote] = useState<{ text: string; failed: boolean } | null>(null);

  async function cancel(entry: RecordEntry) {
    const id = entry.withdrawal?.id;
    if (!id || cancelling) return;
    setCancelling(id);
    setCancelNote(null);
    try {
      await cancelWithdrawal(id);
      emit('mc-records-cancel', { id, amount: Math.abs(entry.amount), currency: loaded.currency });
      setCancelNote({ text: t('records_cancelled'), failed: false });
      // The list as it now stands: the row says cancelled, and the money's return is a record of its own.
      load(1);
    } catch (error) {
      setCancelNote({ text: isApiError(error) ? errorMessage(error) : t('unknown_error'), failed: true });
      load(1);
    } finally {
      setCancelling('');
    }
  }

  function load(page: number) {
    const id = ++request.current;
    setStatus(page === 1 ? 'loading' : 'more');
    loadRecords(type, range, page).then(
      (answer) => {
        if (id !== request.current) return;
        setLoaded((before) => {
          const seen = new Set(page === 1 ? [] : before.entries.map((entry) => entry.id));
          const entries = [...(page === 1 ? [] : before.entries), ...answer.entries.filter((entry) => !seen.has(entry.id))];
          return { entries, currency: answer.currency || before.currency, hasMore: answer.hasMore, page };
        });
        setStatus('ready');
      },
      (error: unknown) => {
        if (id !== request.current) return;
        setFailure(isApiError(error) ? error : null);
        setStatus(page === 1 ? 'error' : 'more-failed');
      },
    );
  }

  useEffect(() => {
    if (!loggedIn) return;
    setLoaded(EMPTY);
    load(1);
  }, [type, range, loggedIn, language.value, attempt]);

  // The next page loads as the end of the list comes into view; the button below does the same by hand.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || status !== 'ready' || !loaded.hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => seen.some((entry) => entry.isIntersecting) && load(loaded.page + 1), { rootMargin: '200px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [status, loaded]);

  if (!loggedIn) {
    return (
      <section className="records" part="records">
        <p className="note" role="status">{t('members_only')}</p>
      </section>
    );
  }

  return (
    <section className="records" part="records" aria-busy={status === 'loading' || status === 'more'}>
      <div className="filters" part="filters">
        <div className="chips" role="group" aria-label={t('records_filter_type')}>
          {RECORD_TYPES.map((name) => (
            <button key={name} type="button" className="chip" part="type-filter" data-type={name} aria-pressed={type === name} onClick={() => setType(name)}>
              {t(`records_type_${name}`)}
            </button>
          ))}
        </div>
        <div className="segments" role="group" aria-label={t('records_filter_period')}>
          {RECORD_RANGES.map((name) => (
            <button key={name} type="button" className="segment" part="range-filter" data-range={name} aria-pressed={range === name} onClick={() => setRange(name)}>
              {t(`records_range_${name}`)}
            </button>
          ))}
        </div>
      </div>

      {cancelNote && (
        <p className={`note${cancelNote.failed ? ' note--error' : ' note--done'}`} part="cancel-note" role={cancelNote.failed ? 'alert' : 'status'} dir="auto">
          {cancelNote.text}
        </p>
      )}
      {status === 'loading' ? (
        <div className="state" part="loading" role="status">
          <span className="mc-visually-hidden">{t('list_loading')}</span>
          {[0, 1, 2, 3].map((row) => (
            <span key={row} className="row row--skeleton" aria-hidden="true">
              <span className="icon skeleton" />
              <span className="skeleton skeleton--text" />
            </span>
          ))}
        </div>
      ) : status === 'error' ? (
        <div className="state state--error" part="error" role="alert">
          <p>{t('records_load_failed')}</p>
          {/* Why, as the kit or the platform words it; nothing more for an answer it could not read. */}
          {failure && errorMessage(failure, '') ? <p className="state__detail">{errorMessage(failure, '')}</p> : null}
          <button type="button" className="mc-button" onClick={() => setAttempt((count) => count + 1)}>
            {t('retry_once')}
          </button>
        </div>
      ) : loaded.entries.length === 0 ? (
        <div className="state state--empty" part="empty" role="status">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 3h12v18H6zM9 8h6M9 12h6M9 16h3" />
          </svg>
          <p>{t('records_empty')}</p>
        </div>
      ) : (
        <>
          {groupByDay(loaded.entries).map((group) => (
            <section key={group.key} className="day" part="day" aria-label={group.label}>
              <h3 className="day__title">{group.label}</h3>
              <ul className="list">
                {group.entries.map((entry) => (
                  <RecordRow key={entry.id} entry={entry} currency={loaded.currency} cancelling={cancelling === entry.withdrawal?.id} onCancel={cancel} />
                ))}
              </ul>
            </section>
          ))}
          <div ref={sentinel} className="end" part="end">
            {loaded.hasMore ? (
              <button type="button" className="mc-button mc-button--secondary more" part="load-more" aria-disabled={status === 'more'} onClick={() => status !== 'more' && load(loaded.page + 1)}>
                {status === 'more' ? t('list_loading') : t('records_load_more')}
              </button>
            ) : (
              <p className="note">{t('records_end')}</p>
            )}
            {status === 'more-failed' && (
              <p className="note note--error" role="alert">
                {t('records_load_failed')}
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
