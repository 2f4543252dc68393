import { useEffect, useState, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { ApiError, errorMessage, isApiError } from '../../src/api/index.js';
import { useEmit } from '../../src/element/index.js';
import { formatMoney, language, t } from '../../src/i18n/index.js';
import { isLoggedIn } from '../../src/session/index.js';
import { formatLimit, formatMoment } from './format.js';
import { limitOf, loadLimits, PERIODS, type LimitKind, type Limits, type Pending } from './limits.js';

export interface McLimitsProps {
  /** Where the link to take a break or self-exclude leads; `none` hides it. */
  selfExclusionHref?: string;
}

const SELF_EXCLUSION = '/m/member/self-exclusion';

export function McLimits({ selfExclusionHref }: McLimitsProps) {
  useSignals();
  const loggedIn = isLoggedIn.value;
  const [limits, setLimits] = useState<Limits | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const emit = useEmit();

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    setLimits(null);
    setFailure(null);
    loadLimits().then(
      (loaded) => live && setLimits(loaded),
      (error: unknown) => live && setFailure(isApiError(error) ? error : new ApiError('bad_response', '')),
    );
    return () => void (live = false);
  }, [loggedIn, language.value, attempt]);
  const href = selfExclusionHref || SELF_EXCLUSION;

  function go(event: MouseEvent<HTMLAnchorElement>) {
    if (!emit('mc-navigate', { path: href, reason: 'self-exclusion' }, { cancelable: true })) event.preventDefault();
  }

  if (!loggedIn) {
    return (
      <section className="limits" part="limits">
        <p className="note" role="status">
          {t('member_login_needed')}
        </p>
      </section>
    );
  }
  return (
    <section className="limits" part="limits">
      <p className="intro">{t('limits_intro')}</p>
      {limits ? (
        <LimitList limits={limits} onChange={setLimits} />
      ) : failure ? (
        <div className="state" part="error" role="alert">
          <p>{t('limits_load_failed')}</p>
          <p className="meta" dir="auto">
            {errorMessage(failure, '')}
          </p>
          <button type="button" className="mc-button mc-button--secondary" onClick={() => setAttempt((count) => count + 1)}>
            {t('retry_once')}
          </button>
        </div>
      ) : (
        <div className="state" part="loading" role="status" aria-busy="true">
          <span className="mc-visually-hidden">{t('loading')}</span>
          <span className="skeleton" aria-hidden="true" />
          <span className="skeleton" aria-hidden="true" />
        </div>
      )}
      {href !== 'none' && (
        <a className="self-exclusion" part="self-exclusion" href={href} onClick={go}>
          {t('limits_self_exclusion_link')}
        </a>
      )}
    </section>
  );
}

type EditorModule = typeof import('./limit-editor.js');
type Editor = EditorModule['LimitEditor'];

/**
 * The editor's code, fetched the first time a player opens one: the limits show and can be read without it
 * (and a page holding the element stays within its budget). A failed fetch is tried again on the next tap.
 */
let editorLoading: Promise<EditorModule> | null = null;
function loadEditor(): Promise<EditorModule> {
  editorLoading ??= import('./limit-editor.js').catch((error: unknown) => {
    editorLoading = null;
    throw error;
  });
  return editorLoading;
}

interface LimitListProps {
  limits: Limits;
  onChange: (limits: Limits) => void;
}

function LimitList({ limits, onChange }: LimitListProps) {
  const emit = useEmit();
  const [editing, setEditing] = useState<LimitKind | null>(null);
  const [Editor, setEditor] = useState<Editor | null>(null);
  const [saved, setSaved] = useState('');

  async function edit(kind: LimitKind) {
    setSaved('');
    try {
      const { LimitEditor } = await loadEditor();
      setEditor(() => LimitEditor);
      setEditing(kind);
    } catch {
      setSaved(t('network_failed'));
    }
  }

  async function save(kind: LimitKind, value: number | null) {
    // The editor is open, so its module (which saves) is here.
    const next = await (await loadEditor()).saveLimit(kind, value);
    onChange(next);
    setEditing(null);
    const { pending } = limitOf(next, kind);
    emit('mc-limits-change', { kind, value: limitOf(next, kind).value, pending: pending !== null });
    setSaved(pending ? t('limits_saved_pending', { time: formatMoment(pending.appliesAt) }) : t('limits_saved_now'));
  }

  const card = (kind: LimitKind, title: string) => (
    <LimitCard
      key={kind}
      kind={kind}
      title={title}
      limits={limits}
      Editor={editing === kind ? Editor : null}
      onEdit={() => void edit(kind)}
      onCancel={() => setEditing(null)}
      onSave={(value) => save(kind, value)}
    />
  );

  return (
    <>
      <section className="group" aria-labelledby="limits-deposit">
        <h2 className="group__title" id="limits-deposit">
          {t('limits_deposit_title')}
        </h2>
        <ul className="cards">{PERIODS.map((period) => card(period, t(`limits_${period}`)))}</ul>
      </section>
      <section className="group" aria-labelledby="limits-session">
        <h2 className="group__title" id="limits-session">
          {t('limits_session_title')}
        </h2>
        <ul className="cards">{card('session', t('limits_session_title'))}</ul>
      </section>
      <p className="saved" part="saved" role="status">
        {saved}
      </p>
    </>
  );
}

interface LimitCardProps {
  kind: LimitKind;
  title: string;
  limits: Limits;
  /** The editor, while this limit is being changed. */
  Editor: Editor | null;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (value: number | null) => Promise<void>;
}

function LimitCard({ kind, title, limits, Editor, onEdit, onCancel, onSave }: LimitCardProps) {
  const { value, pending } = limitOf(limits, kind);
  const money = (amount: number) => formatMoney(amount, limits.currency);
  const deposit = kind === 'session' ? null : limits.deposit[kind];
  const share = deposit?.limit ? Math.min(100, (deposit.used / deposit.limit) * 100) : 0;
  return (
    <li className="card" part="limit" data-limit={kind} data-pending={pending ? '' : undefined}>
      <div className="card__head">
        <span className="card__title">{title}</span>
        <span className="card__value" part="limit-value" dir="auto">
          {formatLimit(kind, value, limits.currency)}
        </span>
      </div>
      {deposit && deposit.limit !== null && (
        <>
          <span className={`bar${share >= 100 ? ' bar--full' : ''}`} aria-hidden="true">
            <span className="bar__fill" style={{ inlineSize: `${share}%` }} />
          </span>
          <p className="meta" part="usage">
            {t('limits_used_left', { used: money(deposit.used), left: money(deposit.left ?? 0) })}
            {deposit.resetsAt !== null && <> · {t('limits_resets', { time: formatMoment(deposit.resetsAt) })}</>}
          </p>
        </>
      )}
      {kind === 'session' && value !== null && limits.session.endsAt !== null && (
        <p className="meta">{t('limits_session_ends', { time: formatMoment(limits.session.endsAt) })}</p>
      )}
      {pending && <PendingNote kind={kind} pending={pending} currency={limits.currency} />}
      {Editor ? (
        <Editor kind={kind} current={value} onSave={onSave} onCancel={onCancel} />
      ) : (
        <button type="button" className="mc-button mc-button--secondary edit" part="edit" aria-label={`${value === null ? t('limits_set') : t('limits_edit')}: ${title}`} onClick={onEdit}>
          {value === null ? t('limits_set') : t('limits_edit')}
        </button>
      )}
    </li>
  );
}

function PendingNote({ kind, pending, currency }: { kind: LimitKind; pending: Pending; currency: string }) {
  return (
    <p className="pending" part="pending">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18" />
      </svg>
      <span>{t('limits_pending', { value: formatLimit(kind, pending.value, currency), time: formatMoment(pending.appliesAt) })}</span>
    </p>
  );
}
