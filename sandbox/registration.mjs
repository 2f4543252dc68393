// Registration rules beyond the account itself: referral and affiliate codes, agent referrals, password
// strength, SMS verification of the number, user-name availability and suggestions.

import { randomInt } from 'node:crypto';
import { ApiError } from './http.mjs';
import { customerIdOfReferralCode, referralCodeOf } from './membership.mjs';
import { getSwitches } from './merchants.mjs';
import { findPlayer } from './players.mjs';
import { consumeCode } from './security.mjs';
import { responsibleGamingOf } from './responsible-gaming.mjs';
import { invalid, optionalString, requiredString, USERNAME_RULE } from './validate.mjs';

/** @typedef {import('./server.mjs').RequestContext} RequestContext */

/**
 * Affiliate codes the demo merchant runs campaigns with. A code the merchant does not know is accepted and
 * not recorded: a stale affiliate cookie must never keep a visitor from registering.
 */
export const AFFILIATE_CODES = Object.freeze(['AFF2026', 'PARTNER88', 'SPRING-PROMO']);

/** The merchant switch that makes registration by mobile number verify the number with an SMS code. */
export const VERIFY_SWITCH = 'MOBILENUMVERIFYREG3';

/** Member types (SPEC §3): 0 player, 1 and 2 agents. */
const AGENT_TYPES = new Set([1, 2]);

/**
 * The player a referral code names: the invite code the platform issued to the member (what the invite page
 * shows, `R…`), or, from links made before invite codes, the member's customer id.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {string} code
 * @returns {import('./players.mjs').PlayerRow | undefined}
 */
export function referrerOf(db, merchant, code) {
  const id = /^\d{1,12}$/.test(code) ? Number(code) : customerIdOfReferralCode(code);
  if (id === null) return undefined;
  return /** @type {import('./players.mjs').PlayerRow | undefined} */ (
    db.prepare('SELECT * FROM players WHERE merchant_code = ? AND id = ?').get(merchant, id));
}

/**
 * The attribution a registration is stored with, and the member type it creates. An agent registration
 * (registered from `/m/agentRegister`) needs an agent's referral code and creates an agent (type 1); a
 * referral code that names nobody is refused (`referral.not.exists`).
 * @param {RequestContext} ctx
 * @param {{ registerUrl: string, referralCode?: string, affiliateCode?: string }} fields
 * @returns {{ referralCode?: string, affiliateCode?: string, type: number }}
 */
export function attributionOf(ctx, fields) {
  const { db } = ctx.state;
  const merchant = ctx.merchant.code;
  const agentRegistration = isAgentRegistration(fields.registerUrl);
  const referrer = fields.referralCode ? referrerOf(db, merchant, fields.referralCode) : undefined;
  if (fields.referralCode && !referrer) {
    throw new ApiError('referral.not.exists', 'The referral code does not exist.', 200, 'referralCode');
  }
  if (agentRegistration && (!referrer || !AGENT_TYPES.has(referrer.type))) {
    throw new ApiError('agent.referral.invalid', 'Agent registration needs the referral code of an agent.', 200, 'referralCode');
  }
  const affiliateCode = fields.affiliateCode && AFFILIATE_CODES.includes(fields.affiliateCode) ? fields.affiliateCode : undefined;
  // Kept as the referrer's invite code, whichever form the friend brought: the invite page counts by it.
  return { referralCode: referrer ? referralCodeOf(referrer) : undefined, affiliateCode, type: agentRegistration ? 1 : 0 };
}

/** @param {string} registerUrl */
function isAgentRegistration(registerUrl) {
  try {
    return new URL(registerUrl).pathname.replace(/\/+$/, '') === '/m/agentRegister';
  } catch {
    return false;
  }
}

/**
 * The player's acceptance (docs/wire-contract.md, Registration): every registration confirms the player is of
 * legal age (`ageConfirmed: true`), and where the merchant has terms, accepts their current version
 * (`termsVersion`). A registration without them is refused as `validation.failed` naming the field.
 * @param {RequestContext} ctx
 * @param {Record<string, unknown>} body
 * @returns {{ ageConfirmed: true, termsVersion?: string }}
 */
export function acceptanceOf(ctx, body) {
  if (body.ageConfirmed !== true) invalid('The field "ageConfirmed" must be true: the player confirms being of legal age.', 'ageConfirmed');
  const { termsUrl, termsVersion } = responsibleGamingOf(ctx.state, ctx.merchant.code, 'EN');
  const accepted = optionalString(body, 'termsVersion', { pattern: /^.{1,64}$/, hint: 'must be at most 64 characters' });
  // A merchant without terms has nothing to accept: a version sent anyway is not recorded.
  if (!termsUrl || !termsVersion) return { ageConfirmed: true };
  if (accepted !== termsVersion) {
    invalid(`The field "termsVersion" must name the merchant's current terms (${termsVersion}) that the player accepted.`, 'termsVersion');
  }
  return { ageConfirmed: true, termsVersion };
}

/**
 * A password of letters only or digits only is refused (`password.too.weak`).
 * @param {string} password
 */
export function checkPasswordStrength(password) {
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw new ApiError('password.too.weak', 'The password is too weak: use letters and digits.', 200, 'password');
  }
}

/**
 * Where the merchant verifies numbers (`MOBILENUMVERIFYREG3`), the SMS code sent to the number must come with
 * the registration and is used up by it.
 * @param {RequestContext} ctx
 * @param {Record<string, unknown>} body
 * @param {string} mobileNum
 */
export function checkMobileVerification(ctx, body, mobileNum) {
  if (getSwitches(ctx.state.db, ctx.merchant.code)[VERIFY_SWITCH] !== true) return;
  const code = requiredString(body, 'verificationCode');
  const outcome = consumeCode(ctx.state.db, { merchant: ctx.merchant.code, channel: 'sms', recipient: mobileNum, code });
  if (outcome === 'expired') throw new ApiError('verification.code.expired', 'The verification code has expired. Please send a new one.', 200, 'verificationCode');
  if (outcome === 'invalid') throw new ApiError('verification.code.err', 'The verification code is incorrect.', 200, 'verificationCode');
}

/**
 * Whether a user name is free; a malformed one is refused as registration would refuse it.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {Record<string, unknown>} query
 */
export function usernameAvailable(db, merchant, query) {
  const username = requiredString(query, 'username', USERNAME_RULE);
  return !findPlayer(db, merchant, username);
}

const WORDS = ['lucky', 'star', 'tiger', 'jade', 'golden', 'dragon', 'ace', 'royal'];

/**
 * A free user name: the player's own start (letters, digits, underscores) with digits after it, or a word and
 * digits when there is none.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {unknown} base
 */
export function suggestUsername(db, merchant, base) {
  const cleaned = typeof base === 'string' ? base.replace(/[^A-Za-z0-9_]/g, '').slice(0, 20) : '';
  for (let attempt = 0; attempt < 50; attempt++) {
    const stem = cleaned.length >= 2 ? cleaned : WORDS[randomInt(WORDS.length)];
    const name = `${stem}${randomInt(100, 10000)}`;
    if (USERNAME_RULE.pattern.test(name) && !findPlayer(db, merchant, name)) return name;
  }
  throw new ApiError('server.busy', 'No user name could be suggested; please try again.');
}
