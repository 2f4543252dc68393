import { css } from '../../src/element/index.js';

export const styles = css`
.rg { display: grid; gap: 1em; }
.rg__adults { display: flex; align-items: center; gap: .75em; margin: 0; font-weight: 600; }
.rg__mark {
  flex: none; display: inline-grid; place-items: center; inline-size: 2.6em; block-size: 2.6em; border-radius: 50%;
  border: 2px solid var(--mc-color-primary, #c8102e); color: var(--mc-color-primary, #c8102e); font-weight: 800; font-size: .95em;
}
.rg__tools { list-style: none; margin: 0; padding: 0; display: grid; gap: .75em; }
.tool {
  display: grid; gap: .25em; padding: .9em 1em; border-radius: var(--mc-radius-lg, 14px); background: #f7f7f9;
  border-inline-start: 4px solid var(--mc-color-primary, #c8102e); color: inherit; text-decoration: none;
}
.tool--link { position: relative; padding-inline-end: 2.2em; }
.tool--link::after {
  content: ''; position: absolute; inset-inline-end: 1em; inset-block-start: 50%; inline-size: .55em; block-size: .55em;
  border-block-start: 2px solid currentColor; border-inline-end: 2px solid currentColor; transform: translateY(-50%) rotate(45deg);
}
:host(:dir(rtl)) .tool--link::after { transform: translateY(-50%) rotate(-45deg); }
.tool--link:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.tool__title { font-weight: 700; }
.tool__text { font-size: .92em; color: #45454c; }
.rg__help { padding: .9em 1em; border-radius: var(--mc-radius-lg, 14px); background: var(--mc-color-info-surface, #eef4ff); color: var(--mc-color-on-info-surface, #1c3d7a); }
.rg__help-title { margin: 0 0 .3em; font-size: 1em; }
.rg__help-text { margin: 0; }
.rg__failed p { margin: 0 0 .5em; }
.skeleton { display: block; block-size: 1.1em; border-radius: 6px; background: #ececf0; }
.skeleton--help { block-size: 4.5em; border-radius: var(--mc-radius-lg, 14px); }
`;
