import { rememberMeStyles } from './remember-me.js';
import { css } from '../../src/element/index.js';

export const styles = css`
.login { max-inline-size: var(--mc-login-max-width, 420px); margin-inline: auto; }
.form { display: flex; flex-direction: column; }
.form[hidden] { display: none; }
.title { margin: 0 0 1em; font-size: 1.4em; text-align: center; }
.submit { inline-size: 100%; margin-block-start: .5em; }
${rememberMeStyles}
.modes {
  display: flex; margin-block-end: 1.25em; padding: 3px; border-radius: var(--mc-radius, 10px);
  background: var(--mc-color-segment-bg, #f2f2f7);
}
.mode {
  flex: 1; min-block-size: 44px; border: 0; border-radius: calc(var(--mc-radius, 10px) - 2px); background: none;
  font: inherit; font-size: .95em; color: inherit; cursor: pointer;
}
.mode[aria-selected='true'] { background: var(--mc-color-surface, #fff); font-weight: 700; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
.mode:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 1px; }
.link-button {
  min-block-size: 44px; padding: 0 .25em; border: 0; background: none; font: inherit; font-size: .95em;
  color: var(--mc-color-link, #1a5fb4); text-decoration: underline; text-underline-offset: 2px; cursor: pointer;
}
.link-button:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.forgot { display: block; margin: .25em auto 0; }
`;
