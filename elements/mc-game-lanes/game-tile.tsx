import type { MouseEvent } from 'react';
import { launchPath, type GameCard } from '../../src/games/index.js';
import { t } from '../../src/i18n/index.js';
import { LazyImage } from '../../src/ui/index.js';

export interface TileActions {
  onLaunch: (event: MouseEvent<HTMLAnchorElement>, card: GameCard) => void;
  onTrial: (event: MouseEvent<HTMLButtonElement>, card: GameCard) => void;
  /** Absent for a visitor: only members keep favourites. */
  onFavourite?: (card: GameCard, favourite: boolean) => void;
  isFavourite: (card: GameCard) => boolean;
}

interface TileProps extends TileActions {
  card: GameCard;
  /** The artwork loads at once rather than as the player scrolls near it (the first screen's tiles). */
  eager: boolean;
}

/**
 * One game: its artwork and name open it; under them "try" and the heart, each at least 44 px square and clear of
 * the artwork, so that a thumb aimed at one never opens the game.
 */
export function GameTile({ card, eager, onLaunch, onTrial, onFavourite, isFavourite }: TileProps) {
  const favourite = isFavourite(card);
  return (
    <li className="card" part="card" data-game={card.gameId}>
      <a className="card__link" href={launchPath(card)} onClick={(event) => onLaunch(event, card)}>
        <span className="card__art">
          <LazyImage className="card__image" src={card.imageUrl} alt="" width={240} height={240} eager={eager} />
        </span>
        <span className="card__name" part="card-name">
          {card.displayName}
        </span>
      </a>
      {(card.trial || onFavourite) && (
        <div className="card__actions">
          {card.trial && (
            <button
              type="button"
              className="card__try"
              part="try"
              aria-label={t('trial_game_try_name', { name: card.displayName })}
              onClick={(event) => onTrial(event, card)}
            >
              {t('trial_game_try')}
            </button>
          )}
          {onFavourite && (
            <button
              type="button"
              className="card__favourite"
              part="favourite"
              aria-pressed={favourite}
              aria-label={t('game_favourite_toggle', { name: card.displayName })}
              onClick={() => onFavourite(card, !favourite)}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M12 20.5s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.4a4.2 4.2 0 0 1 7.5 2.8c0 5.7-7.5 10.3-7.5 10.3z" />
              </svg>
            </button>
          )}
        </div>
      )}
    </li>
  );
}

interface GridProps extends TileActions {
  cards: readonly GameCard[];
  /** How many tiles, from the first, load their artwork at once. */
  eagerCount?: number;
}

/** Tiles in rows of three on a phone, more on a wider screen. */
export function TileGrid({ cards, eagerCount = 0, ...actions }: GridProps) {
  return (
    <ul className="cards">
      {cards.map((card, index) => (
        <GameTile key={card.gameId} card={card} eager={index < eagerCount} {...actions} />
      ))}
    </ul>
  );
}
