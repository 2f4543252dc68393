import { css } from '../element/css.js';

/** CSS of the two-factor dialog and of the SMS code row; adopted by whichever shadow root shows them. */
export const twoFactorStyles = css`
.mc-dialog[data-kind='two-factor'] { inline-size: min(92vw, 400px); max-inline-size: 400px; }
.mc-two-factor__intro { margin-block-end: 1em; color: var(--mc-color-text-muted, #48484a); font-size: .95em; }
.mc-two-factor__hint { margin: 0 0 .75em; color: var(--mc-color-text-muted, #48484a); font-size: .9em; }
.mc-two-factor .mc-input[type=email] { direction: ltr; }
.mc-two-factor :dir(rtl) > .mc-input[type=email] { text-align: end; }
.mc-tabs { display: flex; flex-wrap: wrap; gap: .25em; margin-block-end: 1em; border-block-end: 1px solid var(--mc-color-border-soft, #e5e5ea); }
.mc-tab {
  flex: 1 1 auto; min-block-size: 44px; padding: .4em .5em; border: 0; border-block-end: 3px solid transparent;
  background: none; font: inherit; font-size: .9em; color: inherit; cursor: pointer;
}
.mc-tab[aria-selected='true'] { border-block-end-color: var(--mc-color-primary, #c8102e); color: var(--mc-color-primary, #c8102e); font-weight: 700; }
.mc-tab:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: -3px; }
`;
