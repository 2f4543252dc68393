import { css } from '../element/css.js';

/** Styles of the provider buttons and the phone flow, adopted into the shadow root of the element mounting them. */
export const providerSignInStyles = css`
.mc-providers { display: grid; gap: .75em; margin-block-start: 1.5em; }
.mc-providers__divider {
  display: flex; align-items: center; gap: .75em; margin: 0; font-size: .875em;
  color: var(--mc-color-text-muted, #48484a);
}
.mc-providers__divider::before, .mc-providers__divider::after {
  content: ''; flex: 1; border-block-start: 1px solid var(--mc-color-border-soft, #d1d1d6);
}
.mc-provider {
  display: flex; align-items: center; justify-content: center; gap: .6em; inline-size: 100%; min-block-size: 48px;
  padding: .6em 1em; border: 1px solid var(--mc-color-border, #c7c7cc); border-radius: var(--mc-radius, 8px);
  background: var(--mc-color-surface, #fff); color: var(--mc-color-text, #1c1c1e); font: inherit; font-weight: 600;
  cursor: pointer;
}
.mc-provider:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.mc-provider[aria-busy='true'] { opacity: .7; cursor: progress; }
.mc-provider__icon { inline-size: 20px; block-size: 20px; flex: none; }
.mc-phone-flow { display: grid; gap: .75em; padding: 1em; border-radius: var(--mc-radius, 8px);
  background: var(--mc-color-segment-bg, #f2f2f7); }
.mc-phone-flow__title { margin: 0; font-size: 1em; }
`;
