/** The session and member as signals; login, logout, remembered logins and password changes. */
export { autoLogin, autoLoginSkipReason, noteLogout } from './auto-login.js';
export {
  DEFAULT_PASSWORD,
  login,
  loginGuardReleased,
  loginInProgress,
  loginWithPassword,
  type LoginResult,
} from './login.js';
export { logout } from './logout.js';
export { memberFailure, refreshMember } from './member.js';
export { changePassword, passwordChangeRequired, type PasswordChangeReason } from './password-change.js';
export { isOldIosPwa, lastPathKey } from './pwa-restore.js';
export { forgetForBreak } from './break.js';
export { hasRememberedLogin, restoreRememberedLogin } from './remember.js';
export { clearSession, isLoggedIn, memberInfo, sessionInfo, token } from './session.js';
