/** The two-factor challenge's helpers and its lazy dialog. */
export { loadTwoFactorDialog, parseEmailCode, parseMethodList } from './two-factor.js';
