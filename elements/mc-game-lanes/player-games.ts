/**
 * The member's own games, as signals the lobby renders: favourites and recently played, kept by the platform per
 * member (docs/wire-contract.md, Game search, favourites and recently played). A visitor has neither list.
 */
import { batch, signal } from '@preact/signals-core';
import { call, type Endpoint } from '../../src/api/index.js';
import { readCards, type GameCard } from '../../src/games/index.js';
import { isLoggedIn } from '../../src/session/index.js';

const favouriteGames = { method: 'GET', path: '/wps/game/favourites', auth: 'required' } as const satisfies Endpoint;
const markFavourite = { method: 'POST', path: '/wps/game/favourites', auth: 'required' } as const satisfies Endpoint;
const recentGames = { method: 'GET', path: '/wps/game/recent', auth: 'required' } as const satisfies Endpoint;

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
    // Sent in the tap's own task: a player who taps a heart and leaves the page at once keeps it.
    const answer = await call(markFavourite, { body: { gameId: card.gameId, favourite }, alert: false });
    if (isLoggedIn.value) favourites.value = readCards(answer);
  } catch (error) {
    favourites.value = before;
    throw error;
  }
}

// A logout empties the member's lists at once: the next player on this phone does not see them.
isLoggedIn.subscribe((loggedIn) => {
  if (loggedIn) return;
  favourites.value = [];
  recentlyPlayed.value = [];
});
