import { vipCardStyles } from '../../src/index.js';

export const styles = vipCardStyles;
