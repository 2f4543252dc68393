/** Registration: register(), attribution and user-name checks. */
export { attributionQuery, currentAttribution } from './attribution.js';
export {
  failedField,
  register,
  registerGuardReleased,
  registrationInProgress,
  type RegisterRequest,
  type RegisterResult,
} from './register.js';
export { checkUsername, suggestUsername } from './username.js';
export { acceptanceStyles, useAcceptance, type Acceptance, type AcceptanceFields } from './acceptance.js';
