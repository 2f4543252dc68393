export const styles = /* css */ `
:host { display: inline-block; position: relative; font-family: var(--mc-font-family, system-ui, sans-serif); }
.picker { position: relative; }
.toggle {
  display: inline-flex; align-items: center; gap: .4em; min-block-size: 44px; padding-block: .3em; padding-inline: .7em .5em;
  border: 1px solid var(--mc-language-picker-border, #d2d2d7); border-radius: 999px; cursor: pointer;
  background: var(--mc-language-picker-background, #fff); color: var(--mc-color-text, #1d1d1f); font: inherit;
}
.toggle:focus-visible, .option:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 1px; }
.globe, .chevron, .check { flex: none; inline-size: 18px; block-size: 18px; fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }
.chevron { inline-size: 16px; block-size: 16px; transition: transform .2s; }
.toggle[aria-expanded="true"] .chevron { transform: rotate(180deg); }
.current { white-space: nowrap; }
.list {
  position: absolute; inset-block-start: calc(100% + 6px); z-index: var(--mc-language-picker-z-index, 30);
  display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 2px; inline-size: min(320px, calc(100vw - 24px));
  max-block-size: min(60vh, 480px); overflow-y: auto; padding: 6px; border-radius: 12px;
  background: var(--mc-language-picker-background, #fff); box-shadow: 0 6px 24px rgba(0,0,0,.18);
}
.list--left { right: 0; }
.list--right { left: 0; }
.option {
  display: flex; align-items: center; justify-content: space-between; gap: .3em; min-block-size: 44px; padding-inline: .7em;
  border: 0; border-radius: 8px; background: transparent; color: inherit; font: inherit; text-align: start; cursor: pointer;
  overflow-wrap: anywhere;
}
.option:hover { background: #f2f2f7; }
.option[aria-current="true"] { font-weight: 600; color: var(--mc-color-primary, #c8102e); background: #fbeef0; }
.option:disabled { opacity: .5; cursor: progress; }
.error { position: absolute; inset-block-start: calc(100% + 6px); inset-inline-end: 0; margin: 0; padding: .5em .8em; inline-size: max-content; max-inline-size: min(320px, calc(100vw - 24px));
  border-radius: 8px; background: #fdecea; color: #b3261e; font-size: .9em; }
@media (prefers-reduced-motion: reduce) { .chevron { transition: none; } }
`;
