import { asyncViewStyles } from '../../src/ui/index.js';
import { css } from '../../src/element/index.js';

export const styles =
  asyncViewStyles +
  css`
.mission { display: grid; gap: 1em; }
.head {
  display: grid; gap: .25em; padding: 1em 1.1em; border-radius: var(--mc-radius-lg, 14px); color: #fff;
  background: var(--mc-mission-board-header-background, linear-gradient(135deg, #3949ab, #1a237e));
}
.head__title { margin: 0; font-size: 1.1em; }
.head__period { margin: 0; font-size: .88em; opacity: .9; }
.head__me { margin: .35em 0 0; font-weight: 700; }
.board { inline-size: 100%; border-collapse: collapse; font-size: .9375em; font-variant-numeric: tabular-nums; }
.board th, .board td { padding: .55em .3em; text-align: start; border-block-end: 1px solid var(--mc-color-border, #e6e6ea); }
/* A long heading ("மதிப்பெண்") breaks before four columns outgrow a 360 px phone. */
.board thead th { font-size: .8em; font-weight: 600; color: var(--mc-color-muted, #5f6368); overflow-wrap: anywhere; }
.board .num { text-align: end; }
/* A masked name ("lu***88") on one line; only a longer one breaks, anywhere, rather than widen the table. */
.board .player { font-weight: 500; overflow-wrap: anywhere; min-inline-size: 4.4em; }
.rank {
  display: inline-grid; place-items: center; min-inline-size: 1.9em; block-size: 1.9em; border-radius: 50%;
  font-weight: 700; font-size: .9em; background: #f1f1f4;
}
.rank--1 { background: #ffd54f; }
.rank--2 { background: #cfd8dc; }
.rank--3 { background: #ffcc80; }
tr.self { background: var(--mc-mission-board-self-background, #fff4d6); }
tr.self td, tr.self th { font-weight: 700; }
tr.self td:first-child { border-inline-start: 4px solid var(--mc-color-primary, #c8102e); }
.you {
  display: inline-block; white-space: nowrap; overflow-wrap: normal; margin-inline-start: .5em; padding: .1em .5em;
  border-radius: 999px; font-size: .75em; font-weight: 700;
  background: var(--mc-color-primary, #c8102e); color: var(--mc-color-on-primary, #fff);
}
`;
