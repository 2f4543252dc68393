import { asyncViewStyles } from '../../src/ui/index.js';
import { css } from '../../src/element/index.js';

export const styles =
  asyncViewStyles +
  css`
.rewards { display: grid; gap: .75em; }
.tabs {
  display: flex; gap: .5em; overflow-x: auto; padding-block-end: .25em; scrollbar-width: none;
  border-block-end: 1px solid var(--mc-color-border, #e0e0e5);
}
.tab {
  flex: none; min-height: 44px; padding: .4em 1em; border: 0; border-radius: 999px; font: inherit; cursor: pointer;
  color: inherit; background: var(--mc-color-chip, #f1f1f4);
}
.tab[aria-selected='true'] { background: var(--mc-color-primary, #c8102e); color: var(--mc-color-on-primary, #fff); font-weight: 600; }
.tab:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.cards { display: grid; gap: .75em; }
.card {
  display: grid; gap: .4em; padding: 1em; border-radius: var(--mc-radius-lg, 14px);
  background: var(--mc-color-surface, #fff); box-shadow: 0 1px 4px rgba(0,0,0,.12);
  border-inline-start: 4px solid var(--mc-color-primary, #c8102e);
}
.card__title { margin: 0; font-size: 1.05em; }
.card__bonus { margin: 0; font-weight: 700; color: var(--mc-color-primary, #c8102e); }
.card__period, .card__details { margin: 0; font-size: .9em; color: var(--mc-color-muted, #5f6368); }
.card__details { color: inherit; white-space: pre-line; }
.card__actions { display: flex; flex-wrap: wrap; gap: .5em; align-items: center; justify-content: flex-end; margin-block-start: .25em; }
.badge { padding: .3em .8em; border-radius: 999px; background: #e6f4ea; color: #137333; font-weight: 600; font-size: .9em; }
.empty { padding: 1.5em; text-align: center; }
`;
