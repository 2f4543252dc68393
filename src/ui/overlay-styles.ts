/** CSS of the page-wide overlay only (toasts and the spinner), loaded with it rather than with every element. */
export const overlayStyles = /* css */ `
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
@keyframes mc-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .mc-spinner { animation-duration: 2.4s; } }
`;
