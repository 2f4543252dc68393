import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: inline-block; }
.support {
  position: relative; display: inline-flex; flex-direction: column; align-items: center; justify-content: center; gap: .15em;
  min-inline-size: 64px; min-block-size: 48px; padding: .35em .6em; border: 0; background: transparent;
  color: var(--mc-support-color, inherit); font: inherit; font-size: .8em; cursor: pointer; border-radius: var(--mc-radius, 10px);
}
.support:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.support__icon { inline-size: 1.7em; block-size: 1.7em; }
.support__badge {
  position: absolute; inset-block-start: 0; inset-inline-end: .4em; min-inline-size: 1.5em; padding: 0 .35em;
  border-radius: 999px; background: var(--mc-color-primary, #c8102e); color: var(--mc-color-on-primary, #fff);
  font-size: .8em; font-weight: 700; line-height: 1.5em; text-align: center;
}
`;
