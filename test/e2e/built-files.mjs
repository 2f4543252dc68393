// Which built files hold a source module (scripts/weights.mjs), as the URL paths a page requests them by: a
// journey that checks when code loads asks for the module, not for a file name.
import { filesHolding as built } from '../../scripts/weights.mjs';

/**
 * @param {string} source part of a module's path (`src/sms/send-sms-code.ts`)
 * @returns {Set<string>} `/m/assets/...` paths
 */
export const filesHolding = (source) => new Set([...built(source)].map((file) => `/m/assets/${file}`));
