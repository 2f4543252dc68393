// The control calls behind account security: read or expire the verification codes the platform "sent", and
// set a player's two-factor methods. Tests need these because the codes never leave the sandbox. Nothing to
// reset: codes, security settings and trusted addresses are database rows.

import { ApiError, ok } from '../http.mjs';
import { findPlayer } from '../players.mjs';
import {
  expireCodes, getSecurity, latestCode, newGaSecret, replaceTrustedIps, setSecurity, totpOf, TWO_FACTOR_METHODS,
} from '../security.mjs';
import { invalid, objectBody, optionalBoolean, optionalString, rejectUnknownFields, requiredString } from '../validate.mjs';

/** @typedef {import('./control.mjs').ControlContext} ControlContext */

/** @param {ControlContext} ctx */
function readCode(ctx) {
  const to = (ctx.query.to ?? '').trim();
  if (!to) invalid('The query parameter "to" (a mobile number or an email address) is required.');
  const row = latestCode(ctx.state.db, ctx.merchant, to);
  return ok(row ? {
    channel: row.channel, to: row.recipient, countryDialingCode: row.dialing_code, code: row.code,
    expiresAt: row.expires_at, used: row.used === 1,
  } : null);
}

/** @param {ControlContext} ctx */
function expireCode(ctx) {
  const body = objectBody(ctx.body);
  const to = requiredString(body, 'to');
  return ok({ expired: expireCodes(ctx.state.db, ctx.merchant, to) });
}

/** @param {ControlContext} ctx */
function twoFactor(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['username', 'methods', 'email', 'payeeName', 'emailCode', 'trustedIps']);
  const player = findPlayer(ctx.state.db, ctx.merchant, requiredString(body, 'username'));
  if (!player) throw new ApiError('not.exists.user', 'No account exists with this user name.');
  const current = getSecurity(ctx.state.db, player.id);
  const methods = body.methods ?? current.methods;
  if (!Array.isArray(methods) || methods.some((name) => !(name in TWO_FACTOR_METHODS))) {
    invalid(`The field "methods" must list some of ${Object.keys(TWO_FACTOR_METHODS).join(', ')}.`);
  }
  const security = {
    methods,
    email: optionalString(body, 'email') ?? current.email,
    payee_name: optionalString(body, 'payeeName') ?? current.payee_name,
    ga_secret: current.ga_secret ?? (methods.includes('ga') ? newGaSecret() : null),
    // The second email mode: the platform mails a code and requires it (off: the address alone, as the spec has it).
    email_code: optionalBoolean(body, 'emailCode') ?? current.email_code,
  };
  setSecurity(ctx.state.db, player.id, security);
  if (body.trustedIps !== undefined) {
    if (!Array.isArray(body.trustedIps) || body.trustedIps.some((ip) => typeof ip !== 'string')) {
      invalid('The field "trustedIps" must be a list of addresses.');
    }
    replaceTrustedIps(ctx.state.db, player.id, body.trustedIps);
  }
  return ok({
    methods: security.methods,
    email: security.email,
    payeeName: security.payee_name,
    emailCode: security.email_code,
    mobileNum: player.mobile_num,
    gaSecret: security.ga_secret,
    otpauthUri: security.ga_secret ? totpOf(security.ga_secret, player.username).toString() : null,
  });
}

/** @type {import('./control.mjs').ControlConcern} */
export const securityControl = {
  name: 'security',
  routes: {
    'GET /__sandbox/codes': readCode,
    'POST /__sandbox/codes/expire': expireCode,
    'POST /__sandbox/two-factor': twoFactor,
  },
};
