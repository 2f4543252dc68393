import { css } from '../../src/element/index.js';

export const styles = css`
.page {
  display: flex; flex-direction: column; align-items: center; text-align: center; gap: .25em;
  max-inline-size: var(--mc-maintenance-max-width, 420px); margin-inline: auto; padding: 2.5em 1.25em;
}
.page--loading { min-block-size: 12em; }
.icon { color: var(--mc-color-primary, #c8102e); margin-block-end: .75em; }
.title { margin: 0; font-size: 1.45em; display: flex; flex-direction: column; gap: .15em; }
.title__en { font-size: .7em; font-weight: 500; color: var(--mc-color-muted, #5c5c60); }
.end { margin: .4em 0 0; font-weight: 600; }
.ip { margin: .6em 0 0; font-weight: 600; font-variant-numeric: tabular-nums; unicode-bidi: plaintext; }
.text { margin: .6em 0 0; color: var(--mc-color-muted, #5c5c60); }
.state { margin: .5em 0 0; min-block-size: 1.4em; color: var(--mc-color-danger, #b00020); font-size: .9em; }
.actions { display: flex; flex-wrap: wrap; justify-content: center; gap: .75em; margin-block-start: 1.25em; inline-size: 100%; }
.actions .mc-button { flex: 1 1 9em; }
`;
