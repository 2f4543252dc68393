import { useEffect, useState } from 'react';
import { call, type Endpoint } from '../../src/api/index.js';
import { css, useShadowStyles } from '../../src/element/index.js';
import { readCards, type GameCard } from '../../src/games/index.js';
import { ensureLocale, gamePartsStrings, t } from '../../src/i18n/index.js';
import { SEARCH_MAX_LENGTH } from './game-search.js';
import { TileGrid, type TileActions } from './game-tile.js';

const gameSearch = { method: 'GET', path: '/wps/game/search' } as const satisfies Endpoint;

/** The results' own rules, adopted into the element's shadow root with the part. */
const resultStyles = css`
.results__status { margin: 0; font-size: .9rem; color: var(--mc-color-muted, #5f5f66); }
.results__status--empty { color: inherit; font-weight: 700; font-size: 1rem; }
.results__hint { margin: 0; color: var(--mc-color-muted, #5f5f66); font-size: .9rem; }
`;

/** Every game whose name holds the words, from the platform. */
async function searchGames(words: string, abort?: AbortSignal): Promise<GameCard[]> {
  const keyword = words.trim().slice(0, SEARCH_MAX_LENGTH);
  return readCards(await call(gameSearch, { query: { keyword }, alert: false, signal: abort }));
}

/** How long the search waits after the last key before it asks: one call per word, not per letter. */
const SEARCH_DEBOUNCE_MS = 300;

type Found = { kind: 'searching' } | { kind: 'error' } | { kind: 'ready'; cards: GameCard[] };

interface ResultsProps extends TileActions {
  query: string;
}

/**
 * What the search found, asked of the platform once the player pauses typing. The count, the empty state and a
 * failure are said in a live region, so that a screen reader hears them without leaving the field.
 */
export function SearchResults({ query, ...actions }: ResultsProps) {
  useShadowStyles(resultStyles);
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

/** The results, once their strings are here too: both come with the player's first search. */
export const withStrings = () => ensureLocale([gamePartsStrings]).then(() => SearchResults);
