import { css } from '../../src/element/index.js';

export const styles = css`
.feedback { display: grid; gap: .25em; }
.note { margin: 0 0 .75em; }
.content { resize: vertical; min-block-size: 120px; }
.count { align-self: end; font-size: .8em; color: #6e6e73; text-align: end; }
.submit { inline-size: 100%; margin-block-start: .5em; }
.feedback--sent { text-align: center; gap: .5em; }
.sent__title { margin: 0; font-size: 1.15em; font-weight: 700; color: #1b7f3b; }
`;
