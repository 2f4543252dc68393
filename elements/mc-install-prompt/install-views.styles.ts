import { css } from '../../src/element/index.js';

/** The CSS of the install prompt's screens, adopted by the shadow root when they load (useShadowStyles). */
export const installViewStyles = css`
.theme[data-theme="dark"] .mc-dialog, .theme[data-theme="dark"] .footer {
  --mc-color-surface: #1c1c1e; color: #f2f2f7; background: #1c1c1e;
}
.theme[data-theme="dark"] .way { background: #2c2c2e; color: inherit; }
.mc-dialog[data-kind="install-chooser"] {
  margin-block-end: 0; inline-size: 100%; max-inline-size: 480px; border-end-start-radius: 0; border-end-end-radius: 0;
  padding-block-end: max(1.25em, env(safe-area-inset-bottom));
}
.ways { list-style: none; margin: 0 0 .5em; padding: 0; display: grid; gap: .6em; }
.way {
  display: flex; align-items: center; gap: .75em; inline-size: 100%; min-block-size: 64px; padding: .6em .8em;
  border: 1px solid rgba(0,0,0,.08); border-radius: 12px; background: #f7f7fa; color: inherit; font: inherit;
  text-align: start; text-decoration: none; cursor: pointer;
}
.way:focus-visible, .continue:focus-visible, .footer__close:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.way__icon { flex: none; inline-size: 44px; block-size: 44px; border-radius: 10px; }
.way__text { display: flex; flex-direction: column; gap: .15em; }
.way__text span { font-size: .85em; opacity: .7; }
.glyph { fill: none; stroke: var(--mc-color-primary, #c8102e); stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }
.continue {
  display: block; margin-inline: auto; min-block-size: 44px; padding: .5em 1em; border: 0; background: none;
  color: var(--mc-color-primary, #c8102e); font: inherit; text-decoration: underline; cursor: pointer;
}
.steps { list-style: none; margin: 0; padding: 0; display: grid; gap: .75em; }
.step { display: flex; align-items: center; gap: .75em; }
.step__number {
  flex: none; display: grid; place-items: center; inline-size: 28px; block-size: 28px; border-radius: 50%;
  background: var(--mc-color-primary, #c8102e); color: var(--mc-color-on-primary, #fff); font-weight: 700;
}
.step__text { flex: 1; }
.step .glyph { flex: none; inline-size: 28px; block-size: 28px; }
.copy { display: flex; align-items: center; gap: .5em; margin-block-start: .75em; }
.copy__url { flex: 1; min-inline-size: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: .85em; opacity: .75; }
.copy__state { min-block-size: 1.2em; margin: .4em 0 0; font-size: .85em; }
.footer {
  position: fixed; inset-inline: 0; inset-block-end: 0; z-index: var(--mc-install-footer-z-index, 15);
  display: flex; align-items: center; gap: .6em; padding: .5em .75em; padding-block-end: max(.5em, env(safe-area-inset-bottom));
  background: var(--mc-install-footer-background, #fff); color: var(--mc-color-text, #1d1d1f); box-shadow: 0 -1px 4px rgba(0,0,0,.12);
}
.footer__icon, .footer .way__icon { flex: none; inline-size: 36px; block-size: 36px; border-radius: 8px; }
.footer__text { flex: 1; font-size: .9em; }
.footer__open { flex: none; min-block-size: 36px; border-radius: 999px; }
.footer__close {
  flex: none; display: grid; place-items: center; inline-size: 36px; block-size: 44px; padding: 0; border: 0;
  background: transparent; color: #6e6e73; cursor: pointer; border-radius: 8px;
}
.footer__close svg { inline-size: 18px; block-size: 18px; fill: none; stroke: currentColor; stroke-width: 2.2; stroke-linecap: round; }
`;
