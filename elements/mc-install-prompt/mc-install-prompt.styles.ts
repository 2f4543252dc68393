import { css } from '../../src/element/index.js';
// The element draws nothing of its own; its screens bring their CSS with their lazy chunk
// (install-views.styles.ts).
export const styles = css`
:host { display: contents; }
`;
