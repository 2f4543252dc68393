import { css } from '../element/css.js';

/** CSS of the page-wide overlay only (toasts and the spinner), loaded with it rather than with every element. */
export const overlayStyles = css`
.mc-toasts {
  position: fixed; inset-inline: 0; inset-block-end: 15vh; display: flex; flex-direction: column; align-items: center;
  gap: .5em; pointer-events: none; z-index: 2147483000;
}
.mc-toast { max-inline-size: 80vw; padding: .6em 1em; border-radius: 8px; background: rgba(0,0,0,.8); color: #fff; }
.mc-spinner-overlay {
  position: fixed; inset: 0; display: grid; place-items: center; background: rgba(0,0,0,.35); z-index: 2147483001;
}
.mc-spinner-box { display: grid; justify-items: center; gap: .75em; padding: 1.25em; border-radius: 12px; background: rgba(0,0,0,.75); color: #fff; }
.mc-spinner {
  inline-size: 2.2em; block-size: 2.2em; border-radius: 50%;
  border: 3px solid rgba(255,255,255,.35); border-block-start-color: #fff; animation: mc-spin .8s linear infinite;
}
.mc-banners {
  position: fixed; inset-inline: 0; inset-block-start: 0; display: flex; flex-direction: column; z-index: 2147483002;
  pointer-events: none;
}
.mc-banner {
  padding: .55em 1em; padding-block-start: max(.55em, env(safe-area-inset-top)); text-align: center;
  background: #5f3400; color: #fff; font-size: .9em;
}
.mc-banner[data-kind='network-offline'] { background: #3a3a3c; }
.mc-dialog__hint { margin-block-start: .6em; color: var(--mc-color-danger, #b00020); font-size: .9em; }
.mc-lines { list-style: none; margin: 0 0 .75em; padding: 0; display: grid; gap: .4em; }
.mc-lines__item { display: grid; grid-template-columns: 1fr auto auto; align-items: center; gap: .6em; }
.mc-lines__speed { color: #555; font-size: .9em; font-variant-numeric: tabular-nums; }
.mc-lines__use { min-height: 36px; padding: .3em .8em; }
.mc-lines__heading { margin: .5em 0 .4em; font-size: 1em; }
.mc-link-button {
  border: 0; background: none; padding: .4em 0; font: inherit; color: var(--mc-color-primary, #c8102e);
  text-decoration: underline; text-underline-offset: 2px; cursor: pointer; min-height: 44px;
}
@keyframes mc-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .mc-spinner { animation-duration: 2.4s; } }
`;
