// /wps/verification/*: one-time codes by SMS (login, registration, two-factor) and by email (two-factor).

import { checkCaptcha } from '../captcha.mjs';
import { ok } from '../http.mjs';
import { findPlayer } from '../players.mjs';
import { getSecurity, issueCode } from '../security.mjs';
import { takeSmsQuota } from '../throttle.mjs';
import { MOBILE_RULE, objectBody, optionalString, requiredString } from '../validate.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */

const DIALING_CODE_RULE = { pattern: /^\+?[0-9]{1,4}$/, hint: 'must be a country dialling code such as +84' };
const EMAIL_RULE = { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, hint: 'must be an email address' };

/**
 * Where a sandbox "sends" a code: nowhere. Tests read it with `GET /__sandbox/codes`; in demo mode it is also
 * printed, so that a person trying the app can log in.
 * @param {RequestContext} ctx
 * @param {string} to
 * @param {string} code
 */
function deliver(ctx, to, code) {
  if (ctx.state.mode === 'demo') console.log(`sandbox: verification code for ${to}: ${code}`);
}

/** @param {RequestContext} ctx */
function sendSms(ctx) {
  const body = objectBody(ctx.body);
  // Captcha of scene "sms", when the merchant requires one, is checked here, before anything is sent.
  checkCaptcha(ctx, 'sms', body);
  const dialingCode = optionalString(body, 'countryDialingCode', DIALING_CODE_RULE) ?? '';
  const mobileNum = requiredString(body, 'mobileNum', MOBILE_RULE);
  const refusal = takeSmsQuota(ctx, dialingCode, mobileNum);
  if (refusal) return refusal;
  const { code, expiresAt } = issueCode(ctx.state.db, {
    merchant: ctx.merchant.code, channel: 'sms', recipient: mobileNum, dialingCode,
  });
  deliver(ctx, `${dialingCode} ${mobileNum}`.trim(), code);
  return ok({ expirationTime: expiresAt });
}

/**
 * An email code for the two-factor step, for players whose email method mails one (`emailCode`; the spec's email
 * method needs no code). The answer is the same whether or not the address is the player's and whether or not
 * a code goes out, so that it tells nobody which address or mode an account has; only the player's own
 * address receives a code.
 * @param {RequestContext} ctx
 */
function sendEmail(ctx) {
  const body = objectBody(ctx.body);
  const username = requiredString(body, 'username');
  const email = requiredString(body, 'email', EMAIL_RULE).toLowerCase();
  const { db } = ctx.state;
  const player = findPlayer(db, ctx.merchant.code, username);
  const security = player ? getSecurity(db, player.id) : undefined;
  if (security?.email_code && security.email?.toLowerCase() === email) {
    const { code, expiresAt } = issueCode(db, { merchant: ctx.merchant.code, channel: 'email', recipient: email });
    deliver(ctx, email, code);
    return ok({ expirationTime: expiresAt });
  }
  return ok({ expirationTime: Date.now() + 5 * 60 * 1000 });
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const verificationRoutes = [
  { method: 'POST', path: '/wps/verification/sms/noLogin', handler: sendSms },
  { method: 'POST', path: '/wps/verification/email/noLogin', handler: sendEmail },
];
