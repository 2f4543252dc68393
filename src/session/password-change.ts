/**
 * The forced password change (SPEC §2 /m/changePsw, §4): why the player must change the password, kept for
 * the tab's life so that a reload or another /m address does not skip it, and the change itself.
 */
import * as v from 'valibot';
import { signal } from '@preact/signals-core';
import { call } from '../api/client.js';
import { endpoints } from '../api/endpoints.js';
import { stringKey } from '../storage/storage.js';
import { rememberedLogin, rememberLogin } from './remembered-login.js';
import { sessionInfo } from './session.js';

/** Why a player must change the password: the default one, expired, first login, or the platform asks. */
export type PasswordChangeReason = 'default-password' | 'expired' | 'first-login' | 'update-required';

const REASONS = ['default-password', 'expired', 'first-login', 'update-required'] as const;
const ReasonSchema = v.picklist(REASONS);

// Session storage: logout and the 401 policy clear it with the session.
const reasonKey = stringKey('session', 'MC_PASSWORD_CHANGE');

function storedReason(): PasswordChangeReason | null {
  const parsed = v.safeParse(ReasonSchema, reasonKey.read());
  return parsed.success ? parsed.output : null;
}

/** Non-null while the logged-in player must change the password before anything else. */
export const passwordChangeRequired = signal<PasswordChangeReason | null>(storedReason());

// A session that ends (logout, 401) ends the obligation with it.
sessionInfo.subscribe((info) => {
  if (!info && passwordChangeRequired.peek()) passwordChangeRequired.value = null;
});

export function setPasswordChangeRequired(reason: PasswordChangeReason | null): void {
  reasonKey.write(reason);
  passwordChangeRequired.value = reason;
}

/**
 * Changes the logged-in player's password (`POST /wps/member/password`, encrypted). Rejects with the
 * platform's ApiError (`password.old.incorrect`, `password.same`, ...), already shown unless `alert: false`.
 * A remembered password follows the change.
 */
export async function changePassword(
  input: { oldPassword: string; newPassword: string },
  { alert = true }: { alert?: boolean } = {},
): Promise<void> {
  await call(endpoints.changePassword, { body: { oldPassword: input.oldPassword, newPassword: input.newPassword }, alert });
  setPasswordChangeRequired(null);
  const remembered = rememberedLogin();
  const userName = sessionInfo.value?.userName;
  if (remembered?.hasPassword && userName && remembered.username.toLowerCase() === userName.toLowerCase()) {
    await rememberLogin({ type: 'username', username: remembered.username, password: input.newPassword }).catch(() => {});
  }
}
