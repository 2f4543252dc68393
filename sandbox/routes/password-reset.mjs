// /wps/member/password/reset*: a forgotten password, reset with a one-time code sent by SMS to the account's
// mobile number or by email to its address. Neither call needs a token (SPEC §6), and neither answer says
// whether an account exists: a code goes out only when the user name and the number or address belong together,
// and the answer is the same either way. The limits (docs/wire-contract.md, "Throttling") count a user name
// that names nobody as they count a real one, and live in the database, so a restart forgets none of them.

import { DEFAULT_PASSWORD } from '../constants.mjs';
import { fail, ok } from '../http.mjs';
import { hashPasswordAsync } from '../passwords.mjs';
import { findPlayer } from '../players.mjs';
import { checkPasswordStrength } from '../registration.mjs';
import { checkCaptcha } from '../captcha.mjs';
import { CODE_TTL_MS, getSecurity, issueCode } from '../security.mjs';
import { count, forget, latestBlock, record, RESET_REQUEST_RULES, RESET_TRIES, takeSmsQuota, withUntil } from '../throttle.mjs';
import { MOBILE_RULE, objectBody, oneOf, optionalString, PASSWORD_RULE, requiredString } from '../validate.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */
/** @typedef {import('../server.mjs').SandboxState} SandboxState */

const DIALING_CODE_RULE = { pattern: /^\+?[0-9]{1,4}$/, hint: 'must be a country dialling code such as +84' };
const EMAIL_RULE = { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, hint: 'must be an email address' };
const CHANNELS = /** @type {const} */ (['sms', 'email']);

/**
 * The reset code channels in the verification codes table: apart from SMS login's and the two-factor step's, so
 * that a reset code opens no session and a login code resets no password.
 * @param {'sms' | 'email'} channel
 */
function codeChannel(channel) {
  return /** @type {'sms' | 'email'} */ (/** @type {unknown} */ (`reset-${channel}`));
}

/**
 * Who the code goes to, as the player typed it.
 * @param {import('../validate.mjs').Body} body
 */
function recipientOf(body) {
  const channel = /** @type {'sms' | 'email'} */ (oneOf(body, 'channel', CHANNELS));
  if (channel === 'sms') {
    const dialingCode = optionalString(body, 'countryDialingCode', DIALING_CODE_RULE) ?? '';
    return { channel, dialingCode, recipient: requiredString(body, 'mobileNum', MOBILE_RULE) };
  }
  return { channel, dialingCode: '', recipient: requiredString(body, 'email', EMAIL_RULE).toLowerCase() };
}

/**
 * The player the user name names, when the number or address is that player's own.
 * @param {RequestContext} ctx
 * @param {string} username
 * @param {'sms' | 'email'} channel
 * @param {string} recipient
 */
function accountFor(ctx, username, channel, recipient) {
  const player = findPlayer(ctx.state.db, ctx.merchant.code, username);
  if (!player) return undefined;
  const own = channel === 'sms' ? player.mobile_num : getSecurity(ctx.state.db, player.id).email;
  return own && own.trim().toLowerCase() === recipient ? player : undefined;
}

/**
 * The key of the wrong tries at one reset: the account and where its code went.
 * @param {string} username
 * @param {string} channel
 * @param {string} recipient
 */
const triesKey = (username, channel, recipient) => `${username}\n${channel}\n${recipient}`;

/**
 * Sends a reset code. Behind the merchant's SMS captcha (scene `sms`, for either channel: both cost the
 * merchant a message), then the limits per user name and per address, then, for SMS, the SMS quota.
 * @param {RequestContext} ctx
 */
function sendResetCode(ctx) {
  const body = objectBody(ctx.body);
  const username = requiredString(body, 'username');
  const { channel, dialingCode, recipient } = recipientOf(body);
  checkCaptcha(ctx, 'sms', body);
  const { state, merchant, ip } = ctx;
  const until = latestBlock(state, merchant.code, [[RESET_REQUEST_RULES.account, username], [RESET_REQUEST_RULES.address, ip]]);
  if (until !== null) {
    return withUntil(fail('reset.code.limit', 'Too many codes were requested for this account. Please try again later.'), until);
  }
  if (channel === 'sms') {
    const refusal = takeSmsQuota(ctx, dialingCode, recipient);
    if (refusal) return refusal;
  }
  record(state, merchant.code, RESET_REQUEST_RULES.account.kind, username);
  record(state, merchant.code, RESET_REQUEST_RULES.address.kind, ip);
  // A new code gets its own five tries.
  forget(state, merchant.code, RESET_TRIES.kind, triesKey(username, channel, recipient));
  const player = accountFor(ctx, username, channel, recipient);
  if (!player) return ok({ expirationTime: Date.now() + CODE_TTL_MS });
  const { code, expiresAt } = issueCode(state.db, {
    merchant: merchant.code, channel: codeChannel(channel), recipient, dialingCode,
  });
  if (state.mode === 'demo') console.log(`sandbox: password reset code for ${`${dialingCode} ${recipient}`.trim()}: ${code}`);
  return ok({ expirationTime: expiresAt });
}

/**
 * Check a reset code: wrong (or never sent, or replaced by a newer one), expired, already used, or good. A good
 * code is used up.
 * @param {RequestContext} ctx
 * @param {'sms' | 'email'} channel
 * @param {string} recipient
 * @param {string} code
 * @returns {'ok' | 'invalid' | 'expired' | 'used'}
 */
function useCode(ctx, channel, recipient, code) {
  const { db } = ctx.state;
  const newest = /** @type {{ id: number, code: string, expires_at: number, used: number } | undefined} */ (
    db.prepare(`SELECT id, code, expires_at, used FROM verification_codes WHERE merchant_code = ? AND channel = ?
      AND recipient = ? ORDER BY id DESC LIMIT 1`).get(ctx.merchant.code, codeChannel(channel), recipient));
  if (!newest || newest.code !== code) return 'invalid';
  if (newest.used) return 'used';
  if (newest.expires_at <= Date.now()) return 'expired';
  db.prepare('UPDATE verification_codes SET used = 1 WHERE id = ?').run(newest.id);
  return 'ok';
}

/**
 * Makes every reset code of a recipient unusable.
 * @param {RequestContext} ctx
 * @param {'sms' | 'email'} channel
 * @param {string} recipient
 */
function voidCodes(ctx, channel, recipient) {
  ctx.state.db.prepare('UPDATE verification_codes SET used = 1 WHERE merchant_code = ? AND channel = ? AND recipient = ?')
    .run(ctx.merchant.code, codeChannel(channel), recipient);
}

/** @param {RequestContext} ctx */
async function resetPassword(ctx) {
  const body = objectBody(ctx.body);
  const username = requiredString(body, 'username');
  const { channel, recipient } = recipientOf(body);
  const code = requiredString(body, 'verificationCode');
  const newPassword = requiredString(body, 'newPassword', PASSWORD_RULE);
  checkPasswordStrength(newPassword);
  if (newPassword === DEFAULT_PASSWORD) return fail('password.default', 'Choose a password of your own.');
  const { state, merchant } = ctx;
  // Five wrong tries void the code: a six-digit code is not guessed in five. An unknown account counts the same.
  const tries = triesKey(username, channel, recipient);
  const voidAnswer = () => fail('reset.code.void', 'This code was tried too many times and no longer works. Please ask for a new one.');
  if (count(state, merchant.code, RESET_TRIES, tries) >= RESET_TRIES.max) return voidAnswer();
  // An unknown account, or a number that is not the account's, has no code: the answer is "wrong code".
  const player = accountFor(ctx, username, channel, recipient);
  const outcome = player ? useCode(ctx, channel, recipient, code) : 'invalid';
  if (outcome === 'invalid') {
    record(state, merchant.code, RESET_TRIES.kind, tries);
    if (count(state, merchant.code, RESET_TRIES, tries) < RESET_TRIES.max) return fail('reset.code.invalid', 'The verification code is incorrect.');
    if (player) voidCodes(ctx, channel, recipient);
    return voidAnswer();
  }
  if (outcome === 'expired') return fail('reset.code.expired', 'The verification code has expired. Please send a new one.');
  if (outcome === 'used') return fail('reset.code.used', 'This verification code has already been used. Please send a new one.');
  const hash = await hashPasswordAsync(newPassword);
  const { db } = ctx.state;
  const id = /** @type {import('../players.mjs').PlayerRow} */ (player).id;
  db.transaction(() => {
    db.prepare('UPDATE players SET password_hash = ?, password_is_default = 0, password_expired = 0 WHERE id = ?').run(hash, id);
    // Whoever knew the old password is logged out everywhere.
    db.prepare('DELETE FROM sessions WHERE player_id = ?').run(id);
  })();
  return ok(null);
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const passwordResetRoutes = [
  { method: 'POST', path: '/wps/member/password/reset/code', enc: true, handler: sendResetCode },
  { method: 'POST', path: '/wps/member/password/reset', enc: true, handler: resetPassword },
];
