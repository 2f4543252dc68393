import { css } from '../element/css.js';

/** CSS of the captcha box, loaded with it. */
export const captchaStyles = css`
.mc-dialog[data-kind='captcha'] { inline-size: min(92vw, 22rem); }
.captcha { display: grid; gap: .75em; }
.captcha__status { display: flex; align-items: center; gap: .5em; margin: 0; min-block-size: 1.5em; }
.captcha__status--success { color: var(--mc-color-success, #1b7f3b); font-weight: 600; }
.captcha__status--error { color: var(--mc-color-danger, #b00020); }
.captcha__widget { min-block-size: 44px; }
.captcha__widget[hidden] { display: none; }
.captcha__spinner {
  inline-size: 1.1em; block-size: 1.1em; border-radius: 50%; flex: none;
  border: 2px solid rgba(0,0,0,.15); border-block-start-color: var(--mc-color-primary, #c8102e);
  animation: captcha-spin .8s linear infinite;
}
@keyframes captcha-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .captcha__spinner { animation-duration: 2.4s; } }
.captcha__picture-row { display: flex; align-items: center; gap: .5em; }
.captcha__picture {
  display: grid; place-items: center; inline-size: 150px; block-size: 50px; flex: none; overflow: hidden;
  border-radius: 6px; background: #f4f1e8; box-shadow: inset 0 0 0 1px rgba(0,0,0,.12);
}
.captcha__picture img { display: block; inline-size: 150px; block-size: 50px; }
.captcha__refresh {
  min-inline-size: 44px; min-block-size: 44px; border: 1px solid currentColor; border-radius: var(--mc-radius, 10px);
  background: transparent; color: var(--mc-color-primary, #c8102e); font: inherit; font-size: 1.3em; line-height: 1; cursor: pointer;
}
.captcha__refresh:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.captcha__refresh[aria-disabled='true'] { opacity: .5; cursor: default; }
.captcha__form .mc-field { margin-block-end: 0; }
`;
