import { css } from '../../src/element/index.js';

export const styles = css`
.form { display: flex; flex-direction: column; max-inline-size: var(--mc-change-password-max-width, 420px); margin-inline: auto; }
.title { margin: 0 0 .75em; font-size: 1.4em; text-align: center; }
.reason { margin: 0 0 1.25em; padding: .75em 1em; border-radius: var(--mc-radius, 8px); background: rgba(0,0,0,.04); line-height: 1.45; }
.reason--required { background: var(--mc-color-warning-surface, #fff4e5); color: var(--mc-color-on-warning-surface, #5c3b00); }
.submit { inline-size: 100%; margin-block-start: .5em; }
`;
