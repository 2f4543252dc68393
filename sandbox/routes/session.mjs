// /wps/session/*: the RSA key, login and logout.

import { now } from '../clock.mjs';
import { checkCaptcha, merchantHasCaptcha } from '../captcha.mjs';
import { DEVICES } from '../constants.mjs';
import { fail, ok } from '../http.mjs';
import { verifyPassword } from '../passwords.mjs';
import { closeSession, findPlayer, findPlayerByMobile, openSession } from '../players.mjs';
import {
  consumeCode, gaCodeValid, getSecurity, isTrustedIp, TWO_FACTOR_METHODS, trustIp, verifyFlags,
} from '../security.mjs';
import { firebaseLogin } from './firebase.mjs';
import { OAEP_GCM, oaepKeyAnswer } from '../oaep-gcm-envelope.mjs';
import { exclusionRefusal } from '../exclusions.mjs';
import { forget, latestBlock, LOGIN_RULES, record, withUntil } from '../throttle.mjs';
import { invalid, MOBILE_RULE, objectBody, oneOf, optionalString, requiredBoolean, requiredString } from '../validate.mjs';

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

/**
 * §7's key as a bare base64 string; with `envelope=oaep-gcm.1`, that envelope's key as a record that names what
 * the key is for.
 * @param {RequestContext} ctx
 */
function rsaKey(ctx) {
  const { envelope } = ctx.query;
  if (envelope === undefined) return ok(ctx.state.keys.publicKeyBase64);
  if (envelope !== OAEP_GCM) invalid(`The envelope "${envelope}" is not one this platform speaks (leave it out for §7's, or ${OAEP_GCM}).`);
  return ok(oaepKeyAnswer(ctx.state.oaepKeys));
}

/**
 * The answer of a successful login: a new session, unless the player is on a break.
 * @param {RequestContext} ctx
 * @param {import('../players.mjs').PlayerRow} player
 */
function sessionAnswer(ctx, player) {
  // A player on a break is refused by every way in, whichever reached here (SPEC §8 kind: code and message).
  const refusal = exclusionRefusal(ctx.state, player);
  if (refusal) return refusal;
  const { token, firstTimeLogin } = openSession(ctx.state.db, player, ctx.ip, now(ctx.state));
  return ok({
    token,
    firstTimeLogin,
    passwordExpired: player.password_expired === 1,
    updatePassword: player.password_is_default === 1,
  });
}

/**
 * The checks a username login and its two-factor step share: the common fields, the failure throttle
 * (docs/wire-contract.md, "Throttling") and the password. Past 5 failures for the account or 20 from the
 * address within 15 minutes, a login needs the captcha when the merchant has one (`GEETEST3`), and is refused
 * with `login.locked` and its end otherwise; the two-factor step, which carries no captcha, is refused either
 * way. A refused try is not counted, so a lock never extends itself.
 * @param {RequestContext} ctx
 * @param {import('../validate.mjs').Body} body
 * @param {{ captcha: boolean }} options `captcha`: this call can carry a captcha (the login itself)
 * @returns {Promise<import('../players.mjs').PlayerRow | import('../http.mjs').Answer>}
 */
async function checkPassword(ctx, body, { captcha }) {
  const username = requiredString(body, 'username');
  const password = requiredString(body, 'password', { trim: false });
  const { state, merchant, ip } = ctx;
  const until = latestBlock(state, merchant.code, [[LOGIN_RULES.account, username], [LOGIN_RULES.address, ip]]);
  if (until !== null) {
    if (!captcha || !merchantHasCaptcha(state, merchant.code, 'login')) {
      return withUntil(fail('login.locked', `Too many failed logins. Logging in is locked until ${new Date(until).toISOString()}.`), until);
    }
    checkCaptcha(ctx, 'login', body, { always: true });
  } else if (captcha) {
    checkCaptcha(ctx, 'login', body);
  }
  const player = findPlayer(state.db, merchant.code, username);
  const failed = !player || !(await verifyPassword(password, player.password_hash));
  if (failed) {
    record(state, merchant.code, LOGIN_RULES.account.kind, username);
    record(state, merchant.code, LOGIN_RULES.address.kind, ip);
    if (!player) return fail('not.exists.user', 'No account exists with this user name.');
    return fail('login.cred.err', 'The user name or password is incorrect.');
  }
  forget(state, merchant.code, LOGIN_RULES.account.kind, username);
  return /** @type {import('../players.mjs').PlayerRow} */ (player);
}

/**
 * Check a one-time code and say what went wrong in the platform's words.
 * @param {RequestContext} ctx
 * @param {'sms' | 'email'} channel
 * @param {string} recipient
 * @param {string} code
 */
function codeProblem(ctx, channel, recipient, code) {
  const outcome = consumeCode(ctx.state.db, { merchant: ctx.merchant.code, channel, recipient, code });
  if (outcome === 'expired') return fail('verification.code.expired', 'The verification code has expired. Please send a new one.');
  if (outcome === 'invalid') return fail('verification.code.err', 'The verification code is incorrect.');
  return null;
}

/** @param {RequestContext} ctx */
async function login(ctx) {
  const body = objectBody(ctx.body);
  const type = oneOf(body, 'type', LOGIN_TYPES);
  requiredString(body, 'loginDeviceId');
  requiredBoolean(body, 'isOfficialAppLogin');
  oneOf(body, 'device', DEVICES, false);
  checkDeviceHeader(ctx);
  if (type === 'sms') return smsLogin(ctx, body);
  if (type === 'firebase') return firebaseLogin(ctx, body);

  const player = await checkPassword(ctx, body, { captcha: true });
  if ('status' in player) return player;
  // No second factor is asked of a player who could not log in after it anyway.
  const refusal = exclusionRefusal(ctx.state, player);
  if (refusal) return refusal;
  // A player with a second factor who logs in from an address not yet trusted must pass it first.
  const flags = verifyFlags(getSecurity(ctx.state.db, player.id));
  if (flags && !isTrustedIp(ctx.state.db, player.id, ctx.ip)) {
    const answer = fail('login_verify_required', 'This login is from a new location. Please verify it is you.');
    return { ...answer, body: { ...answer.body, value: flags } };
  }
  return sessionAnswer(ctx, player);
}

/**
 * SMS login: mobile number and the code sent by `/wps/verification/sms/noLogin`; no password.
 * @param {RequestContext} ctx
 * @param {import('../validate.mjs').Body} body
 */
function smsLogin(ctx, body) {
  const mobileNum = requiredString(body, 'mobileNum', MOBILE_RULE);
  optionalString(body, 'countryDialingCode');
  const code = requiredString(body, 'verificationCode');
  const problem = codeProblem(ctx, 'sms', mobileNum, code);
  if (problem) return problem;
  const player = findPlayerByMobile(ctx.state.db, ctx.merchant.code, mobileNum);
  if (!player) return fail('not.exists.user', 'No account exists with this mobile number.');
  return sessionAnswer(ctx, player);
}

const METHOD_NAMES = Object.fromEntries(Object.entries(TWO_FACTOR_METHODS).map(([name, code]) => [code, name]));

/**
 * The two-factor step after `login_verify_required`: the password again and one method. Success trusts the
 * address from then on.
 * @param {RequestContext} ctx
 */
async function verifyLogin(ctx) {
  const body = objectBody(ctx.body);
  const method = oneOf(body, 'method', /** @type {const} */ (['P', 'S', 'G', 'E']));
  const player = await checkPassword(ctx, body, { captcha: false });
  if ('status' in player) return player;
  const { db } = ctx.state;
  const security = getSecurity(db, player.id);
  if (!security.methods.includes(METHOD_NAMES[method])) {
    return fail('login.verify.method.invalid', 'This verification method is not available for your account.');
  }
  const same = (/** @type {string | null} */ a, /** @type {string} */ b) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
  if (method === 'P') {
    if (!same(security.payee_name, requiredString(body, 'payeeName'))) {
      return fail('login.verify.payee.err', 'The payee name does not match your account.');
    }
  } else if (method === 'G') {
    if (!gaCodeValid(security.ga_secret ?? '', requiredString(body, 'authCode'))) {
      return fail('login.verify.ga.err', 'The authenticator code is incorrect.');
    }
  } else if (method === 'E') {
    const email = requiredString(body, 'email');
    // The spec's email method is the address alone; only a player set to receive a mailed code must give it.
    const code = security.email_code ? requiredString(body, 'verificationCode') : '';
    if (!same(security.email, email)) return fail('login.verify.email.err', 'The email address does not match your account.');
    const problem = security.email_code ? codeProblem(ctx, 'email', email.toLowerCase(), code) : null;
    if (problem) return problem;
  } else {
    const mobileNum = requiredString(body, 'mobileNum', MOBILE_RULE);
    const code = requiredString(body, 'verificationCode');
    if (player.mobile_num !== mobileNum) return fail('login.verify.mobile.err', 'The mobile number does not match your account.');
    const problem = codeProblem(ctx, 'sms', mobileNum, code);
    if (problem) return problem;
  }
  trustIp(db, player.id, ctx.ip);
  return sessionAnswer(ctx, player);
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
  { method: 'POST', path: '/wps/session/login/verification', enc: true, handler: verifyLogin },
  { method: 'POST', path: '/wps/session/logout', auth: true, handler: logout },
];
