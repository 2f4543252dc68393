import { css } from '../../src/element/index.js';

export const viewStyles = css`
.mc-dialog { inline-size: min(92vw, 380px); max-block-size: 86vh; display: flex; flex-direction: column;
  transition: opacity 250ms ease, transform 250ms ease; }
.mc-dialog[open] { display: flex; }
:host([data-closing]) .mc-dialog { opacity: 0; transform: scale(.96); }
.mc-dialog__body { overflow-y: auto; flex: 1 1 auto; }
.mc-dialog__actions { align-items: center; flex-wrap: wrap; }
.list { list-style: none; margin: 0; padding: 0; display: grid; gap: .9em; }
.item { padding-block-end: .9em; border-block-end: 1px solid var(--mc-color-border-soft, #e5e5ea); }
.item:last-child { border: 0; padding: 0; }
.item__title { margin: 0 0 .3em; font-size: 1em; }
.content p { margin: 0 0 .5em; }
.content img { max-inline-size: 100%; block-size: auto; border-radius: var(--mc-radius, 10px); }
.content a { color: var(--mc-color-primary, #c8102e); }
.today { display: inline-flex; align-items: center; gap: .4em; margin-inline-end: auto; font-size: .9em; min-block-size: 44px; }
.today input { inline-size: 1.2em; block-size: 1.2em; accent-color: var(--mc-color-primary, #c8102e); }
.slide { touch-action: pan-y; min-block-size: 8em; }
.dots { display: flex; justify-content: center; gap: .25em; margin-block-start: .6em; }
.dot { inline-size: 24px; block-size: 24px; padding: 0; border: 0; background: none; cursor: pointer; display: grid; place-items: center; }
.dot::before { content: ''; inline-size: 8px; block-size: 8px; border-radius: 50%; background: var(--mc-color-border, #c7c7cc); }
.dot[aria-current='true']::before { background: var(--mc-color-primary, #c8102e); inline-size: 18px; border-radius: 4px; }
.dot:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); border-radius: 6px; }
.banner { display: block; }
.banner img { display: block; inline-size: 100%; block-size: auto; border-radius: var(--mc-radius, 10px); }
@media (prefers-reduced-motion: reduce) { .mc-dialog { transition: none; } }
`;
