import { css } from '../element/css.js';

export const trialGameStyles = css`
.trial {
  position: fixed; inset: 0; z-index: var(--mc-trial-z-index, 1000); display: flex; flex-direction: column;
  background: #0d0d10; color: #fff;
}
.trial__bar {
  display: flex; align-items: center; gap: 8px; min-height: 48px; padding-block: env(safe-area-inset-top) 0;
  padding-inline: 4px; background: #1c1c22;
}
.trial__title { flex: 1; min-width: 0; font-weight: 700; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.trial__badge {
  margin-inline-start: 8px; padding: 2px 8px; border-radius: 999px; font-size: .75em; font-weight: 600;
  background: var(--mc-color-primary, #c8102e);
}
.trial__control {
  display: inline-flex; align-items: center; gap: 4px; min-width: 44px; min-height: 44px; padding-inline: 8px;
  border: 0; background: none; color: inherit; font: inherit; cursor: pointer;
}
.trial__control svg { fill: none; stroke: currentColor; stroke-width: 2.2; stroke-linecap: round; stroke-linejoin: round; }
[dir='rtl'] .trial__control svg, :host(:dir(rtl)) .trial__control:first-child svg { transform: scaleX(-1); }
.trial__control:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: -3px; }
.trial__frame { flex: 1; width: 100%; border: 0; background: #000; }
.trial__state { flex: 1; display: grid; place-content: center; justify-items: center; gap: 12px; padding: 24px; text-align: center; }
.trial__spinner {
  width: 32px; height: 32px; border-radius: 50%; border: 3px solid rgba(255,255,255,.25); border-top-color: #fff;
  animation: trial-spin .9s linear infinite;
}
@keyframes trial-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .trial__spinner { animation: none; } }
`;
