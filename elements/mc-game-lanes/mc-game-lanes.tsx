import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { ApiError, errorMessage } from '../../src/api/index.js';
import { useElementState, useEmit } from '../../src/element/index.js';
import { launchPath, loadGameLanes, type GameCard, type GameLane, type GamePage } from '../../src/games/index.js';
import { language, t } from '../../src/i18n/index.js';
import { isLoggedIn } from '../../src/session/index.js';
import { LazyPart, showToast } from '../../src/ui/index.js';
import { SearchBox } from './game-search.js';
import { TileGrid, type TileActions } from './game-tile.js';
import { favourites, loadPlayerGames, recentlyPlayed, setFavourite } from './player-games.js';

export interface McGameLanesProps {
  /** Which page's lanes: `home` (the lobby's picks) or `game` (every category). */
  page?: string;
  /** Space-separated hosts trial games may come from besides the merchant's own domains. */
  gameHosts?: string;
}

/** Detail of `mc-game-launch`. */
export interface GameLaunchDetail {
  /** The `/m/launchGame` address the card opens. */
  path: string;
  gameId: string;
  vendor: string;
}

/** Detail of `mc-game-trial-open` and `mc-game-trial-close`. */
export interface GameTrialDetail {
  gameId: string;
}

type State = { kind: 'loading' } | { kind: 'error'; error: unknown } | { kind: 'ready'; lanes: GameLane[] };

// The results come with the player's first search: the lobby is usable before they have downloaded, and the
// search waits for the player's pause anyway. Only a player who taps "try" downloads the trial screen. Each
// part brings its own strings.
const loadSearchResults = () => import('./search-results.js').then((part) => part.withStrings());
const loadTrialLayer = () => import('./trial-layer.js').then((part) => part.withStrings());

const pageOf = (page: string | undefined): GamePage => (page === 'game' ? 'game' : 'home');

/** The member's own sections, shown before the lanes and picked by their own chips. */
const FAVOURITES = 'favourites';
const RECENT = 'recent';
const ALL = '';

/** Tiles a section shows before its "see all": two rows of three on a phone. */
const TILES_PER_SECTION = 6;

interface Section {
  key: string;
  title: string;
  cards: readonly GameCard[];
  vendors: readonly string[];
  gameCount: number;
}

/**
 * The lobby's games (SPEC §3, §4): a search across every game, category chips from the lanes (with the member's
 * favourites and recently played), and the games as tiles, two rows per category until the player asks for
 * all of it.
 */
export function McGameLanes({ page, gameHosts }: McGameLanesProps) {
  useSignals();
  const emit = useEmit();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [trial, setTrial] = useState<GameCard | null>(null);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);
  const opener = useRef<HTMLButtonElement | null>(null);
  const lang = language.value;
  const member = isLoggedIn.value;
  const which = pageOf(page);
  // Not the element's own 'loading' (its strings): the page holds the lanes' place until their games are here.
  useElementState('fetching', state.kind === 'loading');

  useEffect(() => {
    let live = true;
    setState((previous) => (previous.kind === 'ready' ? previous : { kind: 'loading' }));
    loadGameLanes(which).then(
      (lanes) => live && setState({ kind: 'ready', lanes }),
      (error: unknown) => live && setState({ kind: 'error', error }),
    );
    return () => void (live = false);
  }, [which, lang, attempt]);

  useEffect(() => void loadPlayerGames(), [member]);

  function launch(event: MouseEvent<HTMLAnchorElement>, card: GameCard) {
    const detail: GameLaunchDetail = { path: launchPath(card), gameId: card.gameId, vendor: card.accountTypeName };
    if (!emit('mc-game-launch', detail, { cancelable: true })) event.preventDefault();
  }

  function openTrial(event: MouseEvent<HTMLButtonElement>, card: GameCard) {
    opener.current = event.currentTarget;
    setTrial(card);
    emit<GameTrialDetail>('mc-game-trial-open', { gameId: card.gameId });
  }

  // By its control or by back (the trial layer's history entry): the player is left on this page.
  function closeTrial() {
    if (trial) emit<GameTrialDetail>('mc-game-trial-close', { gameId: trial.gameId });
    setTrial(null);
    queueMicrotask(() => opener.current?.focus());
  }

  function toggleFavourite(card: GameCard, favourite: boolean) {
    setFavourite(card, favourite).catch((error: unknown) => {
      showToast(error instanceof ApiError ? errorMessage(error, t('game_favourite_failed')) : t('game_favourite_failed'), 4000);
    });
  }

  const favouriteIds = new Set(favourites.value.map((card) => card.gameId));
  const actions: TileActions = {
    onLaunch: launch,
    onTrial: openTrial,
    onFavourite: member ? toggleFavourite : undefined,
    isFavourite: (card) => favouriteIds.has(card.gameId),
  };

  if (state.kind === 'loading') {
    return (
      <div className="lanes" part="lanes" aria-busy="true">
        <span className="mc-visually-hidden" role="status">
          {t('in_please_wait')}
        </span>
        <span className="skeleton skeleton--search" aria-hidden="true" />
        <span className="skeleton skeleton--chips" aria-hidden="true" />
        <div className="lane lane--skeleton" aria-hidden="true">
          <span className="skeleton skeleton--title" />
          <div className="cards">
            {[0, 1, 2, 3, 4, 5].map((card) => (
              <span className="skeleton skeleton--card" key={card} />
            ))}
          </div>
        </div>
      </div>
    );
  }

  if (state.kind === 'error') {
    return (
      <div className="lanes lanes--message" part="lanes" role="alert">
        <p dir="auto">{state.error instanceof ApiError ? errorMessage(state.error, t('game_lanes_failed')) : t('game_lanes_failed')}</p>
        <button type="button" className="mc-button mc-button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry_once')}
        </button>
      </div>
    );
  }

  if (!state.lanes.length) {
    return (
      <div className="lanes lanes--message" part="lanes">
        <p>{t('game_lanes_empty')}</p>
      </div>
    );
  }

  const own = (key: string, title: string, cards: readonly GameCard[]): Section => ({ key, title, cards, vendors: [], gameCount: cards.length });
  const sections: Section[] = [
    ...(member && recentlyPlayed.value.length ? [own(RECENT, t('game_recent'), recentlyPlayed.value)] : []),
    // Favourites keep their chip while picked, so that removing the last one shows the empty state in place.
    ...(member && (favourites.value.length || category === FAVOURITES) ? [own(FAVOURITES, t('game_favourites'), favourites.value)] : []),
    ...state.lanes.map((lane, index) => ({ key: `${lane.code}-${index}`, title: lane.title, cards: lane.cards, vendors: lane.vendors, gameCount: lane.gameCount })),
  ];
  const picked = sections.find((section) => section.key === category);
  const searching = query.trim() !== '';

  return (
    <div className="lanes" part="lanes">
      <SearchBox value={query} onChange={setQuery} />
      {!searching && (
        <div className="chips" part="categories" role="group" aria-label={t('game_categories')}>
          {[{ key: ALL, title: t('game_category_all') }, ...sections].map((section) => (
            <button
              type="button"
              key={section.key}
              className="chip"
              part="category"
              aria-pressed={(picked?.key ?? ALL) === section.key}
              onClick={() => setCategory(section.key)}
            >
              {section.title}
            </button>
          ))}
        </div>
      )}
      {searching ? (
        <LazyPart load={loadSearchResults} props={{ query, ...actions }} />
      ) : picked ? (
        <Lane section={picked} actions={actions} limit={Infinity} onScreen />
      ) : (
        sections.map((section, index) => (
          <Lane key={section.key} section={section} actions={actions} limit={TILES_PER_SECTION} onScreen={index === 0} onSeeAll={() => setCategory(section.key)} />
        ))
      )}
      {trial && (
        <LazyPart
          load={loadTrialLayer}
          props={{ card: trial, gameHosts: (gameHosts ?? '').split(/\s+/).filter(Boolean), onClose: closeTrial }}
        />
      )}
    </div>
  );
}

interface LaneProps {
  section: Section;
  actions: TileActions;
  /** How many tiles show; the rest are a "see all" away. */
  limit: number;
  /** The section is on screen when the page opens: its first tiles' artwork loads at once. */
  onScreen: boolean;
  onSeeAll?: () => void;
}

function Lane({ section, actions, limit, onScreen, onSeeAll }: LaneProps) {
  const id = useId();
  const more = section.cards.length > limit;
  return (
    <section className="lane" part="lane" aria-labelledby={id} data-category={section.key}>
      <div className="lane__head">
        <h2 className="lane__title" part="title" id={id}>
          {section.title}
        </h2>
        <span className="lane__count" part="count">
          {t('game_count', { count: section.gameCount })}
        </span>
        {more && onSeeAll && (
          <button type="button" className="lane__all" aria-label={t('game_see_all_in', { title: section.title })} onClick={onSeeAll}>
            {t('game_see_all')}
          </button>
        )}
      </div>
      {limit === Infinity && section.vendors.length > 0 && (
        <ul className="vendors" part="vendors" aria-label={t('game_vendors')}>
          {section.vendors.map((vendor) => (
            <li className="vendor" key={vendor}>
              {vendor}
            </li>
          ))}
        </ul>
      )}
      {section.cards.length ? (
        <TileGrid cards={more ? section.cards.slice(0, limit) : section.cards} eagerCount={onScreen ? TILES_PER_SECTION : 0} {...actions} />
      ) : (
        <p className="lane__empty">{section.key === FAVOURITES ? t('game_favourites_empty') : t('game_lanes_empty')}</p>
      )}
    </section>
  );
}
