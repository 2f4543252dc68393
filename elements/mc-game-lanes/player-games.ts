/**
 * The member's own games and the search, as signals the lobby renders: favourites and recently played, kept
 * by the platform per member (docs/wire-contract.md, Game search, favourites and recently played), and the
 * search across every game by name. A visitor has neither list; the search is open to all.
 */
import { batch, signal } from '@preact/signals-core';
import { call, type Endpoint } from '../../src/api/index.js';
import { readCards, type GameCard } from '../../src/games/index.js';
import { isLoggedIn } from '../../src/session/index.js';

const gameSearch = { method: 'GET', path: '/wps/game/search' } as const satisfies Endpoint;
const favouriteGames = { method: 'GET', path: '/wps/game/favourites', auth: 'required' } as const satisfies Endpoint;
const markFavourite = { method: 'POST', path: '/wps/game/favourites', auth: 'required' } as const satisfies Endpoint;
const recentGames = { method: 'GET', path: '/wps/game/recent', auth: 'required' } as const satisfies Endpoint;

/** The longest search the platform takes. */
export const SEARCH_MAX_LENGTH = 40;

/** The member's favourites, newest first; empty for a visitor or until they load. */
export const favourites = signal<readonly GameCard[]>([]);
/** The games the member launched last, newest first. */
export const recentlyPlayed = signal<readonly GameCard[]>([]);

/**
 * Loads the member's favourites and recently played. A list that cannot load stays as it was: the lobby shows
 * its lanes either way, and the heart of a favourite is only wrong until the next visit.
 */
export async function loadPlayerGames(): Promise<void> {
  if (!isLoggedIn.value) {
    favourites.value = [];
    recentlyPlayed.value = [];
    return;
  }
  const [favouriteList, recentList] = await Promise.allSettled([
    call(favouriteGames, { alert: false }),
    call(recentGames, { alert: false }),
  ]);
  // An answer to a session that has ended since is not this player's.
  if (!isLoggedIn.value) return;
  // Both lists at once: the lobby renders its tiles once for them, not once for each.
  batch(() => {
    if (favouriteList.status === 'fulfilled') favourites.value = readCards(favouriteList.value);
    if (recentList.status === 'fulfilled') recentlyPlayed.value = readCards(recentList.value);
  });
}

/**
 * Marks or unmarks a favourite. The heart changes at once; the platform's answer then stands, and a refusal
 * puts the list back as it was and rejects (the caller tells the player).
 */
export async function setFavourite(card: GameCard, favourite: boolean): Promise<void> {
  const before = favourites.value;
  favourites.value = favourite ? [card, ...before.filter((entry) => entry.gameId !== card.gameId)] : before.filter((entry) => entry.gameId !== card.gameId);
  try {
    const answer = await call(markFavourite, { body: { gameId: card.gameId, favourite }, alert: false });
    if (isLoggedIn.value) favourites.value = readCards(answer);
  } catch (error) {
    favourites.value = before;
    throw error;
  }
}

/** Every game whose name holds the words, from the platform. */
export async function searchGames(words: string, abort?: AbortSignal): Promise<GameCard[]> {
  const keyword = words.trim().slice(0, SEARCH_MAX_LENGTH);
  return readCards(await call(gameSearch, { query: { keyword }, alert: false, signal: abort }));
}

// A logout empties the member's lists at once: the next player on this phone does not see them.
isLoggedIn.subscribe((loggedIn) => {
  if (loggedIn) return;
  favourites.value = [];
  recentlyPlayed.value = [];
});
