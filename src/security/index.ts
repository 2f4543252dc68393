/** Safe redirects and the Trusted Types policy for script addresses. */
export { safeRedirectUrl } from './safe-url.js';
export { installDefaultScriptUrlPolicy, trustedScriptUrl } from './trusted-types.js';
