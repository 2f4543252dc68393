import { css } from '../../src/element/index.js';

export const styles = css`
.lanes { display: grid; gap: 20px; }
.lanes--message { justify-items: center; padding: 24px 8px; text-align: center; color: var(--mc-color-muted, #5f5f66); }
.lane { display: grid; gap: 8px; min-width: 0; }
.lane__head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; }
.lane__title { margin: 0; font-size: 1.1rem; font-weight: 800; }
.lane__count { font-size: .8rem; color: var(--mc-color-muted, #5f5f66); white-space: nowrap; }
.vendors { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.vendor {
  padding: 2px 10px; border-radius: 999px; font-size: .75rem; font-weight: 600;
  background: var(--mc-game-lanes-chip-background, #f0e6e8); color: var(--mc-color-primary, #c8102e);
}
.cards {
  display: grid; grid-auto-flow: column; grid-auto-columns: var(--mc-game-card-width, 136px); gap: 10px;
  margin: 0; padding: 2px 2px 6px; list-style: none; overflow-x: auto; scroll-snap-type: x mandatory;
  overscroll-behavior-inline: contain; scrollbar-width: none;
}
.cards::-webkit-scrollbar { display: none; }
.card { position: relative; scroll-snap-align: start; }
.card__link {
  display: grid; gap: 2px; color: inherit; text-decoration: none; border-radius: 12px;
}
.card__link:focus-visible, .card__try:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.card__art {
  display: block; aspect-ratio: 3 / 2; border-radius: 12px; overflow: hidden;
  background: linear-gradient(135deg, #ececf0, #dcdce2);
}
.card__image { display: block; width: 100%; height: 100%; object-fit: cover; }
.card__name { font-size: .9rem; font-weight: 700; line-height: 1.25; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.card__vendor { font-size: .75rem; color: var(--mc-color-muted, #5f5f66); }
.card__try {
  position: absolute; inset-block-start: 6px; inset-inline-end: 6px; min-height: 28px; padding: 2px 10px;
  border: 0; border-radius: 999px; font: inherit; font-size: .75rem; font-weight: 700; cursor: pointer;
  background: rgba(0, 0, 0, .62); color: #fff;
}
.card__try::before { content: ''; position: absolute; inset: -8px -4px; }
.skeleton { display: block; border-radius: 12px; background: #ececf0; }
.skeleton--title { width: 40%; height: 20px; }
.skeleton--card { aspect-ratio: 3 / 2; }
`;
