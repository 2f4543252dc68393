// /wps/member/password: the forced (or voluntary) password change of a logged-in player (SPEC §2 /m/changePsw).

import { DEFAULT_PASSWORD } from '../constants.mjs';
import { fail, ok } from '../http.mjs';
import { hashPasswordAsync, verifyPassword } from '../passwords.mjs';
import { objectBody, PASSWORD_RULE, requiredString } from '../validate.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */

/** @param {RequestContext} ctx */
async function changePassword(ctx) {
  const body = objectBody(ctx.body);
  const oldPassword = requiredString(body, 'oldPassword', { trim: false });
  const newPassword = requiredString(body, 'newPassword', { ...PASSWORD_RULE, trim: false });
  const player = /** @type {import('../players.mjs').PlayerRow} */ (ctx.player);
  if (!(await verifyPassword(oldPassword, player.password_hash))) {
    return fail('password.old.incorrect', 'The current password is incorrect.');
  }
  if (newPassword === oldPassword) return fail('password.same', 'The new password must differ from the current one.');
  if (newPassword === DEFAULT_PASSWORD) return fail('password.default', 'Choose a password of your own.');
  const hash = await hashPasswordAsync(newPassword);
  ctx.state.db.prepare('UPDATE players SET password_hash = ?, password_is_default = 0, password_expired = 0 WHERE id = ?')
    .run(hash, player.id);
  return ok(null);
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const passwordRoutes = [
  { method: 'POST', path: '/wps/member/password', auth: true, enc: true, handler: changePassword },
];
