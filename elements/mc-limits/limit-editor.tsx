import { useId, useState, type FormEvent } from 'react';
import { call, errorMessage, isApiError, type Endpoint } from '../../src/api/index.js';
import { css, useShadowStyles } from '../../src/element/index.js';
import { parseAmount, t } from '../../src/i18n/index.js';
import { readLimits, type LimitKind, type Limits } from './limits.js';

// Limits (docs/wire-contract.md): saving the member's deposit and session-time limits.
const saveLimits = { method: 'POST', path: '/wps/member/limits', auth: 'required', encrypted: true } as const satisfies Endpoint;

/** Sets, lowers, raises or removes (null) one limit; answers the limits as they now stand. */
export async function saveLimit(kind: LimitKind, value: number | null): Promise<Limits> {
  return readLimits(await call<unknown>(saveLimits, { body: { [kind]: value }, alert: false }));
}

/** The editor's styles, which come with its code (the element's own are the list's). */
const editorStyles = css`
.editor { display: grid; gap: 8px; }
.editor__row { display: flex; gap: 8px; }
.editor__row .mc-input { flex: 1; min-inline-size: 0; }
.editor__unit { flex: 0 0 auto; inline-size: auto; }
.editor__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.link { min-block-size: 44px; border: 0; background: none; padding: 8px; color: var(--mc-color-primary, #c8102e); font: inherit; cursor: pointer; }
.link:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
`;

/** The session-time limit's bounds, in minutes, as the platform takes them. */
const SESSION_MINUTES = { min: 5, max: 24 * 60 } as const;

export interface LimitEditorProps {
  kind: LimitKind;
  /** The limit now, to prefill and to offer removing it. */
  current: number | null;
  /** Saves the value (null removes the limit); rejects with the platform's error. */
  onSave: (value: number | null) => Promise<void>;
  onCancel: () => void;
}

type Unit = 'minutes' | 'hours';

/** The form that changes one limit: an amount, or a time in minutes or hours for the session. */
export function LimitEditor({ kind, current, onSave, onCancel }: LimitEditorProps) {
  useShadowStyles(editorStyles);
  const id = useId();
  const session = kind === 'session';
  const [unit, setUnit] = useState<Unit>(() => (session && current !== null && current % 60 !== 0 ? 'minutes' : 'hours'));
  const [text, setText] = useState(() => (current === null ? '' : String(session && current % 60 === 0 ? current / 60 : current)));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  /** The value the player typed, in the platform's terms (minutes for the session), or null when it is not one. */
  function typed(): number | null {
    const amount = parseAmount(text);
    if (!session) return amount;
    if (amount === null) return null;
    const minutes = unit === 'hours' ? amount * 60 : amount;
    return Number.isInteger(minutes) && minutes >= SESSION_MINUTES.min && minutes <= SESSION_MINUTES.max ? minutes : null;
  }

  async function save(value: number | null) {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await onSave(value);
    } catch (failure) {
      setError(isApiError(failure) ? errorMessage(failure) : t('unknown_error'));
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = typed();
    if (value === null) {
      setError(t(session ? 'limits_session_invalid' : 'limits_amount_invalid'));
      return;
    }
    void save(value);
  }

  return (
    <form className="editor" part="editor" noValidate onSubmit={submit}>
      <label className="mc-field__label" htmlFor={`${id}-value`}>
        {t('limits_new_value')}
      </label>
      <div className="editor__row">
        <input
          id={`${id}-value`}
          className="mc-input"
          part="input"
          inputMode={session ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError('');
          }}
        />
        {session && (
          <select className="mc-input editor__unit" part="unit" aria-label={t('limits_unit')} value={unit} onChange={(event) => setUnit(event.target.value as Unit)}>
            <option value="minutes">{t('limits_unit_minutes')}</option>
            <option value="hours">{t('limits_unit_hours')}</option>
          </select>
        )}
      </div>
      {error && (
        <p className="mc-field__error" id={`${id}-error`} role="alert" dir="auto">
          {error}
        </p>
      )}
      <div className="editor__actions">
        <button type="submit" className="mc-button" part="save" aria-disabled={busy}>
          {t('limits_save')}
        </button>
        {current !== null && (
          <button type="button" className="mc-button mc-button--secondary" part="remove" aria-disabled={busy} onClick={() => void save(null)}>
            {t('limits_remove')}
          </button>
        )}
        <button type="button" className="link" part="cancel" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
