import { css } from '../element/css.js';

export const chatSheetStyles = css`
.chat {
  position: fixed; inset: 0; z-index: var(--mc-chat-z-index, 1000); display: flex; flex-direction: column;
  background: var(--mc-color-surface, #fff); color: var(--mc-color-text, #1c1c22);
}
.chat__bar {
  display: flex; align-items: center; gap: 8px; min-block-size: 52px;
  padding-block: env(safe-area-inset-top) 0;
  padding-inline: max(4px, env(safe-area-inset-left), env(safe-area-inset-right));
  background: var(--mc-color-primary, #c8102e); color: var(--mc-color-on-primary, #fff);
}
.chat__title {
  flex: 1; min-inline-size: 0; margin: 0; font-size: 1.05em; font-weight: 700;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.chat__back {
  display: inline-flex; align-items: center; gap: 4px; min-inline-size: 44px; min-block-size: 44px; padding-inline: 8px;
  border: 0; border-radius: 8px; background: none; color: inherit; font: inherit; cursor: pointer;
}
.chat__back svg { fill: none; stroke: currentColor; stroke-width: 2.2; stroke-linecap: round; stroke-linejoin: round; }
[dir='rtl'] .chat__back svg { transform: scaleX(-1); }
.chat__back:focus-visible { outline: 3px solid var(--mc-color-focus, #fff); outline-offset: -3px; }
.chat__body {
  position: relative; flex: 1; display: flex; flex-direction: column; min-block-size: 0;
  padding-block-end: env(safe-area-inset-bottom);
  padding-inline: max(env(safe-area-inset-left), env(safe-area-inset-right));
}
.chat__frame { flex: 1; inline-size: 100%; border: 0; background: #f4f5f7; }
.chat__state {
  position: absolute; inset: 0; display: grid; place-content: center; justify-items: center; gap: 12px; padding: 24px;
  text-align: center; background: var(--mc-color-surface, #fff);
}
.chat__state p { margin: 0; max-inline-size: 32ch; }
.chat__spinner {
  inline-size: 32px; block-size: 32px; border-radius: 50%; border: 3px solid rgba(0,0,0,.12);
  border-block-start-color: var(--mc-color-primary, #c8102e); animation: chat-spin .9s linear infinite;
}
@keyframes chat-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .chat__spinner { animation: none; } }
`;
