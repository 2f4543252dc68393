import { css } from '../element/css.js';

/** CSS of a number or address field with its "send code" button beside it, and of the country code button. */
export const smsStyles = css`
.mc-code-row { display: flex; align-items: flex-end; gap: .5em; }
.mc-code-row > .mc-field { flex: 1; min-inline-size: 0; }
.mc-send-code { flex: none; margin-block-end: 1em; min-inline-size: 7.5em; padding-inline: .8em; font-size: .9em; white-space: nowrap; }
.mc-country-button {
  flex: none; display: inline-flex; align-items: center; gap: .35em; margin-block-end: 1em; min-block-size: 44px;
  padding: .4em .6em; border: 1px solid var(--mc-color-border, #8e8e93); border-radius: var(--mc-radius, 10px);
  background: var(--mc-color-input-bg, #fff); font: inherit; color: inherit; cursor: pointer;
}
.mc-country-button[aria-disabled='true'] { opacity: .6; cursor: not-allowed; }
.mc-country-button:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.mc-country-button .mc-country-dial { direction: ltr; unicode-bidi: isolate; }
`;
