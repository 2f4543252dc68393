import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { GameCard } from '../../src/games/index.js';
import { t } from '../../src/i18n/index.js';
import { TileGrid, type TileActions } from './game-tile.js';
import { SEARCH_MAX_LENGTH, searchGames } from './player-games.js';

/** How long the search waits after the last key before it asks: one call per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search landmark: a labelled search field that clears with its button or Escape. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && value) {
      event.preventDefault();
      onChange('');
    }
  };
  return (
    <form className="search" role="search" aria-labelledby={`${id}-label`} onSubmit={(event) => event.preventDefault()}>
      <label className="mc-visually-hidden" id={`${id}-label`} htmlFor={id}>
        {t('game_search_label')}
      </label>
      <svg className="search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="6.5" />
        <path d="M16 16l4.5 4.5" />
      </svg>
      <input
        id={id}
        className="search__input"
        part="search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('game_search_placeholder')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      {value && (
        <button type="button" className="search__clear" aria-label={t('game_search_clear')} onClick={() => onChange('')}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      )}
    </form>
  );
}

type Found = { kind: 'searching' } | { kind: 'error' } | { kind: 'ready'; cards: GameCard[] };

interface ResultsProps extends TileActions {
  query: string;
}

/**
 * What the search found, asked of the platform once the player pauses typing. The count, the empty state and a
 * failure are said in a live region, so that a screen reader hears them without leaving the field.
 */
export function SearchResults({ query, ...actions }: ResultsProps) {
  const [found, setFound] = useState<Found>({ kind: 'searching' });
  const [attempt, setAttempt] = useState(0);
  const words = query.trim();

  useEffect(() => {
    const abort = new AbortController();
    setFound({ kind: 'searching' });
    const timer = setTimeout(() => {
      searchGames(words, abort.signal).then(
        (cards) => setFound({ kind: 'ready', cards }),
        () => !abort.signal.aborted && setFound({ kind: 'error' }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [words, attempt]);

  const said =
    found.kind === 'searching'
      ? t('game_searching')
      : found.kind === 'error'
        ? t('game_search_failed')
        : found.cards.length
          ? t('game_search_found', { total: found.cards.length })
          : t('game_search_empty', { query: words });

  return (
    <section className="lane lane--results" aria-label={t('game_search_label')} aria-busy={found.kind === 'searching'}>
      <p className={found.kind === 'ready' && !found.cards.length ? 'results__status results__status--empty' : 'results__status'} role="status" dir="auto">
        {said}
      </p>
      {found.kind === 'ready' && !found.cards.length && <p className="results__hint">{t('game_search_empty_hint')}</p>}
      {found.kind === 'error' && (
        <button type="button" className="mc-button mc-button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry_once')}
        </button>
      )}
      {found.kind === 'ready' && found.cards.length > 0 && <TileGrid cards={found.cards} eagerCount={6} {...actions} />}
    </section>
  );
}
