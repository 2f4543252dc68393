import { css } from '../../src/element/index.js';

export const styles = css`
.lanes { display: grid; grid-template-columns: minmax(0, 1fr); gap: 14px; min-width: 0; }
.lanes--message { justify-items: center; padding: 24px 8px; text-align: center; color: var(--mc-color-muted, #5f5f66); }
.search {
  position: relative; display: flex; align-items: center; min-height: 44px; border-radius: 999px;
  background: var(--mc-game-lanes-field-background, #f1f1f4);
}
.search:focus-within { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 1px; }
.search__icon { position: absolute; inset-inline-start: 14px; fill: none; stroke: var(--mc-color-muted, #5f5f66); stroke-width: 2.2; stroke-linecap: round; pointer-events: none; }
.search__input {
  flex: 1; min-width: 0; min-height: 44px; padding-block: 0; padding-inline: 42px 8px; border: 0; border-radius: 999px;
  background: transparent; color: inherit; font: inherit; font-size: 1rem; outline: none;
}
.search__input::-webkit-search-cancel-button { display: none; }
.search__input::placeholder { color: var(--mc-color-muted, #5f5f66); opacity: 1; }
.search__clear, .card__favourite {
  display: inline-grid; place-items: center; flex: none; width: 44px; height: 44px; padding: 0; border: 0; border-radius: 999px;
  background: transparent; color: var(--mc-color-muted, #5f5f66); cursor: pointer;
}
.search__clear svg { fill: none; stroke: currentColor; stroke-width: 2.4; stroke-linecap: round; }
.chips {
  display: flex; gap: 8px; min-width: 0; overflow-x: auto; scrollbar-width: none;
  overscroll-behavior-inline: contain;
}
.chips::-webkit-scrollbar { display: none; }
.chip {
  flex: none; min-height: 44px; padding: 0 16px; border: 1px solid var(--mc-game-lanes-chip-border, #e0dfe4); border-radius: 999px;
  background: #fff; color: inherit; font: inherit; font-size: .9rem; font-weight: 700; white-space: nowrap; cursor: pointer;
}
.chip[aria-pressed='true'] { border-color: var(--mc-color-primary, #c8102e); background: var(--mc-color-primary, #c8102e); color: #fff; }
.lane { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; min-width: 0; }
.lane__head { display: flex; flex-wrap: wrap; align-items: center; column-gap: 8px; min-height: 44px; margin-block: -6px; }
.lane__title { margin: 0; font-size: 1.05rem; font-weight: 800; }
.lane__count { flex: 1; font-size: .8rem; color: var(--mc-color-muted, #5f5f66); white-space: nowrap; }
.lane__all {
  min-width: 44px; min-height: 44px; padding: 0 4px; border: 0; background: transparent; font: inherit; font-size: .85rem;
  font-weight: 700; color: var(--mc-color-primary, #c8102e); cursor: pointer;
}
.lane__empty { margin: 0; color: var(--mc-color-muted, #5f5f66); font-size: .9rem; }
.vendors { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.vendor {
  padding: 2px 10px; border-radius: 999px; font-size: .75rem; font-weight: 600;
  background: var(--mc-game-lanes-chip-background, #f0e6e8); color: var(--mc-color-primary, #c8102e);
}
.cards {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(var(--mc-game-card-width, 96px), 1fr)); gap: 12px 8px;
  margin: 0; padding: 0; list-style: none;
}
/* The art and the name open the game; "try" and the heart sit under them, never on the art. The cards of a row
   are as tall as its tallest, and their actions sit at the bottom: the hearts line up when a name takes two lines. */
.card { display: grid; grid-template-rows: auto 1fr; gap: 2px; min-width: 0; }
.card__link { display: grid; gap: 4px; color: inherit; text-decoration: none; border-radius: 12px; }
.card__link:focus-visible, .card button:focus-visible, .lane__all:focus-visible {
  outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px;
}
.chip:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: -3px; }
.card__art {
  display: block; aspect-ratio: 1; border-radius: 12px; overflow: hidden;
  background: linear-gradient(135deg, #ececf0, #dcdce2);
}
.card__image { display: block; width: 100%; height: 100%; object-fit: cover; }
.card__name { font-size: .8rem; font-weight: 700; line-height: 1.2; overflow-wrap: break-word; }
/* A "try" too wide to share the row with the heart takes a row of its own. */
.card__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; align-self: end; gap: 4px; }
.card__favourite svg { fill: none; stroke: currentColor; stroke-width: 2; }
.card__favourite[aria-pressed='true'] { color: var(--mc-color-primary, #c8102e); }
.card__favourite[aria-pressed='true'] svg { fill: currentColor; }
.card__try {
  flex: 1 1 auto; min-width: 44px; min-height: 44px; padding: 2px 4px; border: 1px solid var(--mc-color-primary, #c8102e);
  border-radius: 999px; background: #fff; color: var(--mc-color-primary, #c8102e); font: inherit; font-size: .75rem;
  font-weight: 700; line-height: 1.15; cursor: pointer;
}
.skeleton { display: block; border-radius: 12px; background: #ececf0; }
.skeleton--search { height: 44px; border-radius: 999px; }
.skeleton--title { width: 40%; height: 20px; }
.skeleton--card { aspect-ratio: 1; margin-block-end: 64px; }
.skeleton--chips { height: 44px; width: 70%; border-radius: 999px; }
`;
