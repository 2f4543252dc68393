import { css } from '../../src/element/index.js';
// A label in a language without spaces between words (Burmese, Thai) may break anywhere rather than stick out.
export const styles = css`
:host { display: inline-block; max-inline-size: 100%; }
:host(:state(empty)) { display: none; }
.goto {
  display: inline-flex; flex-direction: column; align-items: center; justify-content: center; gap: .3em;
  min-inline-size: 72px; min-block-size: 72px; padding: .5em; border: 0; border-radius: var(--mc-radius, 10px);
  background: var(--mc-goto-background, transparent); color: var(--mc-goto-color, var(--mc-color-text, #1d1d1f));
  font: inherit; font-size: .8em; cursor: pointer; text-align: center; max-inline-size: 100%;
}
.label { max-inline-size: 100%; overflow-wrap: anywhere; }
.goto .icon { color: var(--mc-color-primary, #c8102e); inline-size: 28px; block-size: 28px; padding: 10px;
  box-sizing: content-box; border-radius: 50%; background: var(--mc-goto-icon-background, #fdecef); }
.goto--pending { visibility: hidden; }
.goto--pill { flex-direction: row; min-block-size: 44px; padding: .4em 1em; border-radius: 999px;
  background: var(--mc-goto-background, var(--mc-color-primary, #c8102e));
  color: var(--mc-goto-color, var(--mc-color-on-primary, #fff)); font-weight: 600; }
.goto--pill .icon { background: none; padding: 0; color: inherit; inline-size: 22px; block-size: 22px; }
.goto--link { flex-direction: row; min-block-size: 44px; background: none; color: var(--mc-goto-color, var(--mc-color-primary, #c8102e)); text-decoration: underline; }
.goto--link .icon { background: none; padding: 0; inline-size: 20px; block-size: 20px; }
.goto:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
`;
