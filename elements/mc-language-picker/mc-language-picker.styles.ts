import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: inline-block; position: relative; font-family: var(--mc-font-family, system-ui, sans-serif); }
.picker { position: relative; }
button { font: inherit; color: inherit; cursor: pointer; border: 0; background: transparent; }
button:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 1px; }
.toggle {
  display: inline-flex; align-items: center; gap: .4em; min-block-size: 44px; padding-inline: .7em .5em; white-space: nowrap;
  border: 1px solid var(--mc-language-picker-border, #d2d2d7); border-radius: 999px;
  background: var(--mc-language-picker-background, #fff); color: var(--mc-color-text, #1d1d1f);
}
svg { inline-size: 18px; block-size: 18px; fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; }
[aria-expanded="true"] .chevron { transform: rotate(180deg); }
.list, .error {
  position: absolute; inset-block-start: calc(100% + 6px); z-index: var(--mc-language-picker-z-index, 30);
  inline-size: min(320px, calc(100vw - 24px)); border-radius: 12px; box-shadow: 0 6px 24px rgba(0,0,0,.18);
}
.list {
  display: grid; grid-template-columns: 1fr 1fr; gap: 2px; max-block-size: min(60vh, 480px); overflow-y: auto; padding: 6px;
  background: var(--mc-language-picker-background, #fff);
}
.list--left, .error { right: 0; }
.list--right { left: 0; }
.option { min-block-size: 44px; padding-inline: .7em; border-radius: 8px; text-align: start; overflow-wrap: anywhere; }
.option[aria-current="true"] { font-weight: 600; color: var(--mc-color-primary, #c8102e); background: #fbeef0; }
.option:disabled { opacity: .5; }
.error { margin: 0; padding: .6em .8em; background: #fdecea; color: #b3261e; }
`;
