import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: contents; }
.launcher {
  position: fixed; z-index: var(--mc-minigame-z-index, 900); inline-size: 60px; block-size: 60px; padding: 0;
  border: 0; border-radius: 50%; cursor: pointer; touch-action: none; user-select: none; -webkit-user-select: none;
  background: var(--mc-minigame-background, radial-gradient(circle at 30% 30%, #ff6b6b, #c8102e));
  box-shadow: 0 6px 18px rgba(0,0,0,.3);
}
.launcher--s1 { background: var(--mc-minigame-background, radial-gradient(circle at 30% 30%, #48cae4, #0077b6)); }
.launcher[data-draggable='true'] { cursor: grab; }
.launcher:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 3px; }
.launcher svg { inline-size: 100%; block-size: 100%; }
.ball { fill: #ffd54f; stroke: #fff; stroke-width: 2; }
.digit { font: 800 22px system-ui, sans-serif; fill: #5d2e00; }
`;
