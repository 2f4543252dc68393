import { useEffect, useState, type ComponentType } from 'react';
import { t } from '../i18n/i18n.js';

export interface LazyPartProps<P> {
  /** Loads the part's component (a dynamic import). Called again when the player retries. */
  load: () => Promise<ComponentType<P>>;
  props: P;
}

/**
 * Renders a part that lives in a lazy chunk. While it loads the space says so (aria-busy); when the chunk
 * cannot be fetched (a phone that lost its connection) the player reads why and can retry, instead of an
 * empty element.
 */
export function LazyPart<P extends object>({ load, props }: LazyPartProps<P>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setComponent(() => loaded),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [attempt]); // the loader is fixed for a part's life

  if (Component) return <Component {...props} />;
  if (!failed) return <div className="mc-loading" aria-busy="true" />;
  return (
    <div className="mc-load-failed" role="alert">
      <p className="mc-dialog__text">{t('network_failed')}</p>
      <button
        type="button"
        className="mc-button mc-button--secondary"
        onClick={() => {
          setFailed(false);
          setAttempt((count) => count + 1);
        }}
      >
        {t('retry_once')}
      </button>
    </div>
  );
}
