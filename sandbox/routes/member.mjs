// /wps/member/*: registration, member info and language.

import { now } from '../clock.mjs';
import { DEFAULT_PASSWORD, LANGUAGES, REGISTER_METHODS } from '../constants.mjs';
import { fail, ok } from '../http.mjs';
import { getSwitches } from '../merchants.mjs';
import { hashPasswordAsync } from '../passwords.mjs';
import {
  createPlayer, findPlayer, findPlayerByMobile, memberInfo, openSession, setPlayerLanguage,
} from '../players.mjs';
import {
  invalid, MOBILE_RULE, objectBody, oneOf, optionalString, PASSWORD_RULE, requiredBoolean, requiredString, USERNAME_RULE,
} from '../validate.mjs';
import { checkDeviceHeader } from './session.mjs';
import { labelNameOf } from '../membership.mjs';
import { checkCaptcha } from '../captcha.mjs';
import { acceptanceOf, attributionOf, checkMobileVerification, checkPasswordStrength } from '../registration.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */
/** @typedef {import('../validate.mjs').Body} Body */

/**
 * The registration fields both register calls share.
 * @param {Body} body
 */
function registrationFields(body) {
  const fields = {
    registerMethod: oneOf(body, 'registerMethod', REGISTER_METHODS),
    registerUrl: requiredString(body, 'registerUrl'),
    domain: requiredString(body, 'domain'),
    referralCode: optionalString(body, 'referralCode'),
    affiliateCode: optionalString(body, 'affiliateCode'),
    login: requiredBoolean(body, 'login'),
  };
  requiredString(body, 'loginDeviceId');
  requiredBoolean(body, 'isOfficialAppLogin');
  const { pixelTrack } = body;
  if (pixelTrack !== undefined && (pixelTrack === null || typeof pixelTrack !== 'object' || Array.isArray(pixelTrack))) {
    invalid('The field "pixelTrack" must be an object.');
  }
  return fields;
}

/**
 * The player's language from the `Language` header, when it is a supported code.
 * @param {RequestContext} ctx
 */
function headerLanguage(ctx) {
  const language = (ctx.headers.language ?? '').toUpperCase();
  return LANGUAGES.includes(language) ? language : 'CN';
}

/**
 * Create the player and answer as the register calls do.
 * @param {RequestContext} ctx
 * @param {ReturnType<typeof registrationFields>} fields
 * @param {{ username: string, password: string, mobileNum?: string }} account
 * @param {ReturnType<typeof acceptanceOf>} acceptance
 */
async function completeRegistration(ctx, fields, account, acceptance) {
  const { db } = ctx.state;
  const passwordHash = await hashPasswordAsync(account.password);
  const attribution = attributionOf(ctx, fields);
  let id;
  try {
    id = createPlayer(db, {
      merchant: ctx.merchant.code,
      username: account.username,
      mobileNum: account.mobileNum,
      passwordHash,
      passwordIsDefault: account.password === DEFAULT_PASSWORD,
      language: headerLanguage(ctx),
      registerMethod: fields.registerMethod,
      registerUrl: fields.registerUrl,
      domain: fields.domain,
      referralCode: attribution.referralCode,
      affiliateCode: attribution.affiliateCode,
      type: attribution.type,
      ageConfirmed: acceptance.ageConfirmed,
      termsVersion: acceptance.termsVersion,
    });
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      return account.mobileNum
        ? fail('mobile.exists', 'This mobile number is already registered.', 200, 'mobileNum')
        : fail('username.exists', 'This user name is already taken.', 200, 'username');
    }
    throw error;
  }
  /** @type {Record<string, unknown>} */
  const value = { customerId: id, customerName: account.username, type: attribution.type };
  if (fields.login) {
    const player = findPlayer(db, ctx.merchant.code, account.username);
    if (player) value.token = openSession(db, player, null, now(ctx.state)).token;
  }
  return ok(value);
}

/** @param {RequestContext} ctx */
async function register(ctx) {
  const body = objectBody(ctx.body);
  const fields = registrationFields(body);
  const acceptance = acceptanceOf(ctx, body);
  const username = requiredString(body, 'username', USERNAME_RULE);
  const password = requiredString(body, 'password', PASSWORD_RULE);
  checkPasswordStrength(password);
  checkDeviceHeader(ctx);
  checkCaptcha(ctx, 'register', body);
  if (findPlayer(ctx.state.db, ctx.merchant.code, username)) {
    return fail('username.exists', 'This user name is already taken.', 200, 'username');
  }
  return completeRegistration(ctx, fields, { username, password }, acceptance);
}

/** @param {RequestContext} ctx */
async function registerMobile(ctx) {
  const body = objectBody(ctx.body);
  const fields = registrationFields(body);
  const acceptance = acceptanceOf(ctx, body);
  const mobileNum = requiredString(body, 'mobileNum', MOBILE_RULE);
  const passwordRequired = getSwitches(ctx.state.db, ctx.merchant.code).MOBILENUMPASSREG3 === true;
  const given = passwordRequired
    ? requiredString(body, 'password', PASSWORD_RULE)
    : optionalString(body, 'password', PASSWORD_RULE);
  if (given !== undefined) checkPasswordStrength(given);
  checkDeviceHeader(ctx);
  checkCaptcha(ctx, 'register', body);
  const { db } = ctx.state;
  if (findPlayerByMobile(db, ctx.merchant.code, mobileNum) || findPlayer(db, ctx.merchant.code, mobileNum)) {
    return fail('mobile.exists', 'This mobile number is already registered.', 200, 'mobileNum');
  }
  checkMobileVerification(ctx, body, mobileNum);
  return completeRegistration(ctx, fields, { username: mobileNum, mobileNum, password: given ?? DEFAULT_PASSWORD }, acceptance);
}

/** @param {RequestContext} ctx */
function info(ctx) {
  const { player, session } = /** @type {Required<RequestContext>} */ (ctx);
  return ok(memberInfo(player, session, labelNameOf(ctx.state, player)));
}

/** @param {RequestContext} ctx */
function language(ctx) {
  const body = objectBody(ctx.body);
  const code = oneOf(body, 'language', LANGUAGES);
  setPlayerLanguage(ctx.state.db, /** @type {NonNullable<RequestContext['player']>} */ (ctx.player).id, /** @type {string} */ (code));
  return ok(null);
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const memberRoutes = [
  { method: 'POST', path: '/wps/member/register', enc: true, moduleId: 'REG3', handler: register },
  { method: 'POST', path: '/wps/member/register/mobile', enc: true, moduleId: 'MOBILENUMREG3', handler: registerMobile },
  { method: 'GET', path: '/wps/member/info', auth: true, handler: info },
  { method: 'POST', path: '/wps/member/language', auth: true, handler: language },
];
