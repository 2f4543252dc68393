import { css } from '../../src/element/index.js';
// The popups' own CSS comes with their faces (popup-views.styles.ts), loaded once a popup is due.
export const styles = css`
:host { display: contents; }
`;
