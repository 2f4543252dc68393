import { css } from '../../src/element/index.js';
// The dialog brings its own CSS when it loads; the element itself shows nothing while closed.
export const styles = css`
:host(:not([open])) { display: contents; }
`;
