import { acceptanceStyles } from '../../src/registration/index.js';
import { css } from '../../src/element/index.js';

export const styles = css`
.register { max-inline-size: var(--mc-register-max-width, 420px); margin-inline: auto; }
.form { display: flex; flex-direction: column; }
.form[hidden] { display: none; }
.title { margin: 0 0 1em; font-size: 1.4em; text-align: center; }
.submit { inline-size: 100%; margin-block-start: .5em; }
.agent-note {
  margin: 0 0 1.25em; padding: .75em 1em; border-radius: var(--mc-radius, 10px);
  background: var(--mc-color-info-surface, #eef4ff); color: var(--mc-color-on-info-surface, #1c3d7a); font-size: .92em;
}
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
/* As tall as its button whatever it says ("Checking…", "Suggest a user name"): the form below never moves
   under the player's finger while the name is checked. */
.username-help { display: flex; flex-wrap: wrap; align-items: center; gap: .25em .75em; min-block-size: 44px; margin-block: -.8em .6em; font-size: .88em; }
.hint { margin: 0 0 1em; color: var(--mc-color-muted, #5f6368); font-size: .88em; }
.username-help .hint { margin: 0; }
.hint--ok { color: var(--mc-color-success, #1e7b34); }
.link-button {
  min-block-size: 44px; padding: 0; border: 0; background: none; font: inherit; color: var(--mc-color-link, #1a5fb4);
  text-decoration: underline; cursor: pointer;
}
.link-button[aria-disabled='true'] { opacity: .6; cursor: progress; }
.link-button:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
${acceptanceStyles}
`;
