import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: contents; }
.app { display: flex; align-items: center; gap: .75em; margin-block-end: .75em; }
.icon { inline-size: 56px; block-size: 56px; border-radius: 14px; object-fit: cover; background: #f2f2f7; }
.name { font-size: 1.05em; }
.mc-dialog__actions .mc-button { text-decoration: none; }
`;
