// /wps/relay/CBS_*: the platform's own chat (SPEC §7, switch CBS3): launching a chat and the unread count.

import { ApiError, ok } from '../http.mjs';
import { getSwitches } from '../merchants.mjs';
import { chatPageUrl, requestOrigin } from '../support.mjs';
import { objectBody, requiredString } from '../validate.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */

/** Member type that may not chat (SPEC §6). */
const NO_CHAT_TYPE = 4;

/** @param {RequestContext} ctx */
function checkChatAllowed(ctx) {
  if (!getSwitches(ctx.state.db, ctx.merchant.code).CBS3) {
    throw new ApiError('cbs.disabled', 'Chat is not enabled for this merchant.');
  }
  if (ctx.player?.type === NO_CHAT_TYPE) throw new ApiError('no.permission', 'This account may not use the chat.');
}

/** @param {RequestContext} ctx */
function launchChat(ctx) {
  checkChatAllowed(ctx);
  const body = objectBody(ctx.body);
  const b2c = body.b2c;
  if (b2c !== 1 && b2c !== true && b2c !== '1') throw new ApiError('validation.failed', 'The field "b2c" must be 1.');
  const title = requiredString(body, 'title');
  const backUrl = requiredString(body, 'backUrl');
  const language = requiredString(body, 'language');
  const headerColor = typeof body.headerColor === 'string' ? body.headerColor : '';
  const url = new URL(chatPageUrl(requestOrigin(ctx.req), 'CBS'));
  url.searchParams.set('username', ctx.player?.username ?? '');
  url.searchParams.set('language', language);
  // CBS takes CN for both Chinese scripts; the player's own language (the request's) tells the chat which.
  const locale = (ctx.headers.language ?? '').toUpperCase();
  if (locale) url.searchParams.set('locale', locale);
  url.searchParams.set('title', title);
  url.searchParams.set('backUrl', backUrl);
  if (headerColor) url.searchParams.set('headerColor', headerColor);
  return ok({ chatUrl: url.href });
}

/** @param {RequestContext} ctx */
function unreadCount(ctx) {
  checkChatAllowed(ctx);
  return ok({ unReadCount: ctx.state.support.unread });
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const relayRoutes = [
  { method: 'POST', path: '/wps/relay/CBS_launchChat', auth: true, handler: launchChat },
  { method: 'GET', path: '/wps/relay/CBS_unreadCount', auth: true, handler: unreadCount },
];
