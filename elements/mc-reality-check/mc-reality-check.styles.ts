import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: contents; }
`;
