/** The password change call (lazy chunk, loaded by `changePassword`). */
import { call } from '../api/client.js';
import type { Endpoint } from '../api/endpoint.js';
import { setPasswordChangeRequired } from './password-change.js';
import { hasRememberedLogin } from './remember.js';
import { sessionInfo } from './session.js';

const changePassword = { method: 'POST', path: '/wps/member/password', auth: 'required', encrypted: true } as const satisfies Endpoint;

/**
 * Changes the logged-in player's password (`POST /wps/member/password`, encrypted). Rejects with the
 * platform's ApiError (`password.old.incorrect`, `password.same`, ...), already shown unless `alert: false`.
 * A remembered password follows the change. Lazy chunk behind `changePassword`.
 */
export async function changePasswordNow(
  input: { oldPassword: string; newPassword: string },
  { alert = true }: { alert?: boolean } = {},
): Promise<void> {
  await call(changePassword, { body: { oldPassword: input.oldPassword, newPassword: input.newPassword }, alert });
  setPasswordChangeRequired(null);
  if (hasRememberedLogin()) await updateRememberedPassword(input.newPassword).catch(() => {});
}

/** A remembered password of this player follows the change, so that the next auto-login works. */
async function updateRememberedPassword(password: string): Promise<void> {
  const { rememberedLogin, rememberLoginNow } = await import('./remembered-login.js');
  const remembered = rememberedLogin();
  const userName = sessionInfo.value?.userName;
  if (remembered?.hasPassword && userName && remembered.username.toLowerCase() === userName.toLowerCase()) {
    await rememberLoginNow({ type: 'username', username: remembered.username, password });
  }
}
