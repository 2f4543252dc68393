import { css } from '../../src/element/index.js';

/** CSS of the password reset pane, added to the shadow root when the pane first opens. */
export const resetStyles = css`
.reset { display: flex; flex-direction: column; }
.reset__title { margin: 0 0 .5em; font-size: 1.2em; text-align: center; }
.reset__title:focus { outline: none; }
.reset__title:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.reset__intro, .reset__sent { margin: 0 0 1em; color: var(--mc-color-text-muted, #48484a); line-height: 1.45; }
.reset__sent {
  padding: .75em 1em; border-radius: var(--mc-radius, 10px); background: var(--mc-color-segment-bg, #f2f2f7);
  color: inherit;
}
.reset .modes { margin-block-end: 1em; }
.reset__change, .reset__back { align-self: center; margin-block-start: .75em; }
`;
