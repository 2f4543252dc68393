// /wps/session/*: the RSA key, login and logout.

import { checkCaptcha } from '../captcha.mjs';
import { DEVICES } from '../constants.mjs';
import { fail, ok } from '../http.mjs';
import { verifyPassword } from '../passwords.mjs';
import { closeSession, findPlayer, openSession } from '../players.mjs';
import { invalid, objectBody, oneOf, requiredBoolean, requiredString } from '../validate.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */

const LOGIN_TYPES = /** @type {const} */ (['username', 'sms', 'firebase']);

/**
 * Check the `Device` header where the contract allows it.
 * @param {RequestContext} ctx
 */
export function checkDeviceHeader(ctx) {
  const device = ctx.headers.device;
  if (device && !DEVICES.includes(device)) invalid(`The Device header must be one of ${DEVICES.join(', ')}.`);
}

/** @param {RequestContext} ctx */
function rsaKey(ctx) {
  return ok(ctx.state.keys.publicKeyBase64);
}

/** @param {RequestContext} ctx */
async function login(ctx) {
  const body = objectBody(ctx.body);
  const type = oneOf(body, 'type', LOGIN_TYPES);
  if (type !== 'username') invalid(`Login type "${type}" is not supported yet; use "username".`);
  const username = requiredString(body, 'username');
  const password = requiredString(body, 'password', { trim: false });
  requiredString(body, 'loginDeviceId');
  requiredBoolean(body, 'isOfficialAppLogin');
  oneOf(body, 'device', DEVICES, false);
  checkDeviceHeader(ctx);
  checkCaptcha(ctx, 'login', body);

  const { db } = ctx.state;
  const player = findPlayer(db, ctx.merchant.code, username);
  if (!player) return fail('not.exists.user', 'No account exists with this user name.');
  if (!(await verifyPassword(password, player.password_hash))) {
    return fail('login.cred.err', 'The user name or password is incorrect.');
  }
  const { token, firstTimeLogin } = openSession(db, player, ctx.ip);
  return ok({
    token,
    firstTimeLogin,
    passwordExpired: player.password_expired === 1,
    updatePassword: player.password_is_default === 1,
  });
}

/** @param {RequestContext} ctx */
function logout(ctx) {
  closeSession(ctx.state.db, /** @type {string} */ (ctx.token));
  return ok(null);
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const sessionRoutes = [
  { method: 'GET', path: '/wps/session/key/rsa', handler: rsaKey },
  { method: 'POST', path: '/wps/session/login', enc: true, handler: login },
  { method: 'POST', path: '/wps/session/logout', auth: true, handler: logout },
];
