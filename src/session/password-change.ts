/**
 * The forced password change (SPEC §2 /m/changePsw, §4): why the player must change the password, kept for
 * the tab's life so that a reload or another /m address does not skip it, and the change itself.
 */
import { signal } from '@preact/signals-core';
import { stringKey } from '../storage/storage.js';
import { sessionInfo } from './session.js';

/** Why a player must change the password: the default one, expired, first login, or the platform asks. */
export type PasswordChangeReason = 'default-password' | 'expired' | 'first-login' | 'update-required';

const REASONS: readonly string[] = ['default-password', 'expired', 'first-login', 'update-required'];

// Session storage: logout and the 401 policy clear it with the session.
const reasonKey = stringKey('session', 'MC_PASSWORD_CHANGE');

function storedReason(): PasswordChangeReason | null {
  const stored = reasonKey.read();
  return stored && REASONS.includes(stored) ? (stored as PasswordChangeReason) : null;
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
 * A remembered password follows the change. The code loads with the first change.
 */
export async function changePassword(
  input: { oldPassword: string; newPassword: string },
  options: { alert?: boolean } = {},
): Promise<void> {
  const { changePasswordNow } = await import('./change-password.js');
  await changePasswordNow(input, options);
}
