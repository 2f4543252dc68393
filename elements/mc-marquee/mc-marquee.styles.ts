import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: block; }
:host(:state(empty)) { display: none; }
.marquee { display: flex; align-items: center; gap: .5em; padding-inline: .75em; min-block-size: 44px;
  background: var(--mc-marquee-background, #fff7e6); color: var(--mc-marquee-color, #7a4b00); font-size: .875em;
  border-radius: var(--mc-radius, 10px); }
.icon { flex: none; color: var(--mc-color-primary, #c8102e); }
.viewport { flex: 1; overflow: hidden; white-space: nowrap; }
.track { display: inline-flex; gap: 3em; will-change: transform; }
.line { min-block-size: 44px; border: 0; background: none; color: inherit; font: inherit; padding: .5em 0; cursor: pointer; white-space: nowrap; }
.line:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); }
.marquee--still .viewport { white-space: normal; }
.marquee--still .track { display: flex; flex-direction: column; gap: 0; }
.marquee--still .line { white-space: normal; text-align: start; padding: .25em 0; }
`;
