import { useEffect, useState } from 'react';
import type { GameCard } from '../../src/games/index.js';
import { t } from '../../src/i18n/index.js';
import { TileGrid, type TileActions } from './game-tile.js';
import { searchGames } from './player-games.js';

/** How long the search waits after the last key before it asks: one call per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

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
