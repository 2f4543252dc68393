import { css } from '../../src/element/index.js';

export const styles = css`
.note { margin: 0; }
.benefits { list-style: none; margin: 0; padding: 0; display: grid; gap: .75em; }
.benefits--loading { min-block-size: 160px; align-content: start; }
.skeleton { display: block; block-size: 48px; border-radius: 10px; background: #ececf0; }
.level { padding: .8em 1em; border-radius: var(--mc-radius-lg, 14px); background: #f7f7f9; border: 2px solid transparent; }
.level--current { border-color: var(--mc-color-primary, #c8102e); background: #fff7f0; }
.level__name { display: flex; align-items: center; gap: .5em; margin: 0 0 .4em; font-size: 1.05em; }
.level__you { font-size: .75em; padding: .1em .6em; border-radius: 999px; background: var(--mc-color-primary, #c8102e); color: var(--mc-color-on-primary, #fff); }
.level__rank { font-size: .8em; font-weight: normal; color: var(--mc-color-muted, #666); }
.level__rank::before { content: "· "; }
.level__list { margin: 0; display: grid; gap: .2em; }
.level__row { display: flex; justify-content: space-between; gap: 1em; font-size: .9em; }
.level__row dt { color: #6e6e73; }
.level__row dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
`;
