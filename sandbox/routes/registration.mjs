// /wps/member/register/*: user-name availability and suggestions (the registrations are in member.mjs).

import { ok } from '../http.mjs';
import { suggestUsername, usernameAvailable } from '../registration.mjs';
import { objectBody } from '../validate.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */

/** @param {RequestContext} ctx */
function checkUsername(ctx) {
  return ok({ available: usernameAvailable(ctx.state.db, ctx.merchant.code, ctx.query) });
}

/** @param {RequestContext} ctx */
function autoUsername(ctx) {
  const body = ctx.body === undefined ? {} : objectBody(ctx.body);
  return ok(suggestUsername(ctx.state.db, ctx.merchant.code, body.username));
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const registrationRoutes = [
  { method: 'GET', path: '/wps/member/register/checkUsername', handler: checkUsername },
  { method: 'POST', path: '/wps/member/register/autoUsername', handler: autoUsername },
];
