import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../api/api-error.js';
import { errorMessage } from '../api/error-policy.js';
import { t } from '../i18n/i18n.js';
import { css } from '../element/css.js';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; data: T };

export interface AsyncResource<T> {
  state: AsyncState<T>;
  /** Loads again (the error state's retry, or after a change on the server). */
  reload: () => void;
  /** Replaces the data in place (an answer that already tells the new state). */
  update: (change: (data: T) => T) => void;
}

/**
 * Loads a page's data and keeps its state: loading, error (with the error to show) or ready. A load that
 * finishes after the component left or after a newer load started is ignored.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[] = []): AsyncResource<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) =>
        live && setState({ status: 'error', error: error instanceof ApiError ? error : new ApiError('bad_response', String(error)) }),
    );
    return () => void (live = false);
  }, [attempt, ...deps]); // the loader reads what deps name

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (data: T) => T) => setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current)),
    [],
  );
  return { state, reload, update };
}

export interface AsyncViewProps<T> {
  resource: AsyncResource<T>;
  /** Whether loaded data has nothing to show; the empty message then stands in for it. */
  isEmpty?: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}

/**
 * The scaffold the member pages share: a busy placeholder while loading, the reason and a retry button on
 * failure, a plain message when there is nothing, else the content.
 */
export function AsyncView<T>({ resource, isEmpty, empty, children }: AsyncViewProps<T>) {
  const { state, reload } = resource;
  if (state.status === 'loading') {
    return (
      <div className="mc-async mc-async--loading" part="loading" role="status" aria-busy="true">
        <span className="mc-visually-hidden">{t('list_loading')}</span>
        <span className="mc-skeleton" aria-hidden="true" />
        <span className="mc-skeleton" aria-hidden="true" />
        <span className="mc-skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'error' && state.error.code === 'login.not.session') {
    // A visitor on a merchant's page: nothing to retry until they log in, which loads the page again.
    return (
      <div className="mc-async mc-async--error" part="error" role="status">
        <p className="mc-async__text">{t('members_only')}</p>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="mc-async mc-async--error" part="error" role="alert">
        <p className="mc-async__text" dir="auto">
          {errorMessage(state.error)}
        </p>
        <button type="button" className="mc-button mc-button--secondary" onClick={reload}>
          {t('retry_once')}
        </button>
      </div>
    );
  }
  if (isEmpty?.(state.data)) {
    return (
      <div className="mc-async mc-async--empty" part="empty" role="status">
        <p className="mc-async__text">{empty}</p>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}

/** The scaffold's CSS, for the shadow roots of the elements that use it; the skeleton's shimmer sweeps the way the line reads. */
export const asyncViewStyles = css`
.mc-async { display: grid; gap: .75em; justify-items: center; padding: 1.5em 1em; text-align: center; }
.mc-async--loading { justify-items: stretch; }
.mc-async__text { margin: 0; color: var(--mc-color-muted, #5f6368); }
.mc-skeleton {
  display: block; block-size: 4.5em; border-radius: var(--mc-radius, 10px);
  background: linear-gradient(90deg, #ececf0 0%, #f6f6f8 50%, #ececf0 100%); background-size: 200% 100%;
  animation: mc-shimmer 1.2s ease-in-out infinite;
}
.mc-skeleton:dir(rtl) { animation-direction: reverse; }
@keyframes mc-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
@media (prefers-reduced-motion: reduce) { .mc-skeleton { animation: none; } }
`;
