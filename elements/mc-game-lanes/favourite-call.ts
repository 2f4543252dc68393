/** Marking a favourite on the platform (docs/wire-contract.md, Game search, favourites and recently played). */
import { call, type Endpoint } from '../../src/api/index.js';

const markFavourite = { method: 'POST', path: '/wps/game/favourites', auth: 'required' } as const satisfies Endpoint;

/** Marks or unmarks a game; resolves to the member's favourites as the platform now keeps them. */
export function saveFavourite(gameId: string, favourite: boolean): Promise<unknown> {
  return call(markFavourite, { body: { gameId, favourite }, alert: false });
}
