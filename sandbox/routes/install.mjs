// App download, promotions, deposit statistics and app versions (SPEC §3, §7), and their control calls.

import { ApiError, fail, ok } from '../http.mjs';
import {
  addDeposits, appDownload, HOME_SCREEN_DEFAULTS, setHomeScreen, bindPushToken, depositStatistics, PROMOTION_TYPES, promotions, pushTokens, RESOURCE_TYPES,
  setAppDownload, setPromotion, subscribePushToken, unsubscribePushToken,
} from '../install.mjs';
import { getSwitches } from '../merchants.mjs';
import { findPlayer } from '../players.mjs';
import { withRewardCenter, withDepositSettings } from './rewards.mjs';
import {
  invalid, objectBody, optionalBoolean, optionalInteger, optionalString, requiredBoolean, requiredString,
} from '../validate.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */
/** @typedef {import('./control.mjs').ControlContext} ControlContext */

const VERSION = /^\d+(\.\d+){0,3}$/;

/**
 * Compare dotted versions numerically: negative when a < b.
 * @param {string} a
 * @param {string} b
 */
export function compareVersions(a, b) {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff) return diff;
  }
  return 0;
}

/** @param {RequestContext} ctx */
function download(ctx) {
  return ok(appDownload(ctx.state.db, ctx.merchant.code));
}

/**
 * The newest app for a platform, and whether the version the app reports is older (the app-upgrade modal).
 * @param {RequestContext} ctx
 */
function appVersion(ctx) {
  const platform = ctx.query.platform;
  if (platform !== 'ios' && platform !== 'android') {
    return fail('validation.failed', 'The query "platform" must be "ios" or "android".');
  }
  const current = ctx.query.version ?? '';
  if (current && !VERSION.test(current)) return fail('validation.failed', 'The query "version" must look like 2.4.39.');
  const app = appDownload(ctx.state.db, ctx.merchant.code);
  const wanted = platform === 'ios' ? ['iOS', 'liteIOS', 'IOS'] : ['apk', 'Android'];
  const link = wanted.map((type) => app.links.find((entry) => entry.resourceType === type)).find(Boolean);
  return ok({
    latestVersion: app.appVersion,
    upgradeAvailable: Boolean(current && app.appVersion && compareVersions(current, app.appVersion) < 0),
    downloadUrl: link?.url ?? '',
  });
}

/** @param {RequestContext} ctx */
function availablePromotions(ctx) {
  // The reward centre serves promotions; a merchant without it has none to offer (SPEC §7: only if REWCEN3 on).
  if (getSwitches(ctx.state.db, ctx.merchant.code).REWCEN3 !== true) {
    return fail('feature.disabled', 'The reward center is not enabled for this merchant.');
  }
  return ok(withRewardCenter(ctx, promotions(ctx.state.db, ctx.merchant.code)));
}

/** @param {RequestContext} ctx */
function depositSettings(ctx) {
  const player = /** @type {NonNullable<RequestContext['player']>} */ (ctx.player);
  return ok(withDepositSettings(ctx, depositStatistics(ctx.state.db, player.id)));
}

/** FCM registration tokens are long opaque strings; topics follow FCM's naming rule. */
const TOKEN_RULE = { pattern: /^[\w:.-]{8,4096}$/, hint: 'must be a push registration token' };
const TOPIC_RULE = { pattern: /^[a-zA-Z0-9_.~%-]{1,900}$/, hint: 'must be a topic name' };

/** @param {RequestContext} ctx */
function fcmBind(ctx) {
  const body = objectBody(ctx.body);
  const token = requiredString(body, 'registrationToken', TOKEN_RULE);
  bindPushToken(ctx.state.db, ctx.merchant.code, token, /** @type {NonNullable<RequestContext['player']>} */ (ctx.player).id);
  return ok(null);
}

/** @param {RequestContext} ctx */
function fcmSubscribe(ctx) {
  const body = objectBody(ctx.body);
  const token = requiredString(body, 'registrationToken', TOKEN_RULE);
  const topic = requiredString(body, 'topic', TOPIC_RULE);
  if (!subscribePushToken(ctx.state.db, ctx.merchant.code, token, topic)) {
    return fail('push.token.unbound', 'Bind the registration token before subscribing it.');
  }
  return ok(null);
}

/** Works without a session: a logged-out page unsubscribes its token (SPEC §4). @param {RequestContext} ctx */
function fcmUnsubscribe(ctx) {
  const body = objectBody(ctx.body);
  const token = requiredString(body, 'registrationToken', TOKEN_RULE);
  unsubscribePushToken(ctx.state.db, ctx.merchant.code, token, requiredBoolean(body, 'unsubscribeAll'));
  return ok(null);
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const installRoutes = [
  { method: 'POST', path: '/wps/relay/CSP_fcmBind', auth: true, handler: fcmBind },
  { method: 'POST', path: '/wps/relay/CSP_fcmSubscribe', auth: true, handler: fcmSubscribe },
  { method: 'POST', path: '/wps/relay/CSP_fcmUnsubscribe', handler: fcmUnsubscribe },
  { method: 'GET', path: '/wps/system/appDownload', handler: download },
  { method: 'GET', path: '/wps/system/appVersion', handler: appVersion },
  { method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', handler: availablePromotions },
  { method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', auth: true, handler: depositSettings },
];

/** @param {ControlContext} ctx */
function controlAppDownload(ctx) {
  const body = objectBody(ctx.body);
  const allowed = ['appName', 'appVersion', 'requiredLogin', 'vipRankLevel', 'depositTimes', 'maxCloseTimes', 'links'];
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown) invalid(`Unknown field "${unknown}"; allowed: ${allowed.join(', ')}.`);
  const appVersion = optionalString(body, 'appVersion', { pattern: VERSION, hint: 'must look like 2.4.39' });
  const links = body.links;
  if (links !== undefined) {
    if (!links || typeof links !== 'object' || Array.isArray(links)) invalid('The field "links" must be an object.');
    for (const [type, url] of Object.entries(/** @type {object} */ (links))) {
      if (!RESOURCE_TYPES.includes(type)) invalid(`Unknown resource type "${type}"; allowed: ${RESOURCE_TYPES.join(', ')}.`);
      if (url !== null && typeof url !== 'string') invalid(`The link "${type}" must be a URL or null.`);
    }
  }
  setAppDownload(ctx.state.db, ctx.merchant, {
    appName: optionalString(body, 'appName'),
    appVersion,
    requiredLogin: optionalBoolean(body, 'requiredLogin'),
    vipRankLevel: optionalInteger(body, 'vipRankLevel', 0, 100),
    depositTimes: optionalInteger(body, 'depositTimes', -1, 1000),
    maxCloseTimes: optionalInteger(body, 'maxCloseTimes', -1, 1000),
    links: /** @type {Record<string, string | null> | undefined} */ (links),
  });
  return ok(appDownload(ctx.state.db, ctx.merchant));
}

/** @param {ControlContext} ctx */
function controlPromotions(ctx) {
  const body = objectBody(ctx.body);
  for (const [type, value] of Object.entries(body)) {
    if (!PROMOTION_TYPES.includes(type)) invalid(`Unknown promotion "${type}"; allowed: ${PROMOTION_TYPES.join(', ')}.`);
    const entry = objectBody(value);
    const enabled = optionalBoolean(entry, 'enabled');
    if (enabled === undefined) invalid(`The promotion "${type}" needs "enabled".`);
    setPromotion(ctx.state.db, ctx.merchant, type, { enabled: /** @type {boolean} */ (enabled), count: optionalInteger(entry, 'count', 0, 1000000) ?? 0 });
  }
  return ok(promotions(ctx.state.db, ctx.merchant));
}

/** @param {ControlContext} ctx */
function controlDeposits(ctx) {
  const body = objectBody(ctx.body);
  const username = requiredString(body, 'username');
  const player = findPlayer(ctx.state.db, ctx.merchant, username);
  if (!player) throw new ApiError('not.exists.user', `There is no player "${username}".`);
  return ok(addDeposits(ctx.state.db, player.id, {
    count: optionalInteger(body, 'count', 1, 1000) ?? 1,
    amount: optionalInteger(body, 'amount', 1, 1e9) ?? 100,
    success: optionalBoolean(body, 'success') ?? true,
  }));
}

/** @param {ControlContext} ctx */
function controlPush(ctx) {
  return ok(pushTokens(ctx.state.db, ctx.merchant));
}

/**
 * The home-screen install settings: any of enabled, theme, preferredWay, maxCloseTimes, requiredLogin,
 * hideAfterFirstDeposit, depositTimes, domains.
 * @param {ControlContext} ctx
 */
function controlHomeScreen(ctx) {
  const body = objectBody(ctx.body);
  const allowed = Object.keys(HOME_SCREEN_DEFAULTS);
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown) invalid(`Unknown field "${unknown}"; allowed: ${allowed.join(', ')}.`);
  /** @type {Record<string, unknown>} */
  const changes = {};
  for (const key of ['enabled', 'requiredLogin', 'hideAfterFirstDeposit']) {
    const value = optionalBoolean(body, key);
    if (value !== undefined) changes[key] = value;
  }
  for (const key of ['maxCloseTimes', 'depositTimes']) {
    const value = optionalInteger(body, key, -1, 1000);
    if (value !== undefined) changes[key] = value;
  }
  if (body.theme !== undefined) {
    if (body.theme !== 'light' && body.theme !== 'dark') invalid('The field "theme" must be "light" or "dark".');
    changes.theme = body.theme;
  }
  if (body.preferredWay !== undefined) {
    if (body.preferredWay !== 'app' && body.preferredWay !== 'web_app') invalid('The field "preferredWay" must be "app" or "web_app".');
    changes.preferredWay = body.preferredWay;
  }
  if (body.domains !== undefined) {
    if (!Array.isArray(body.domains) || body.domains.some((domain) => typeof domain !== 'string')) {
      invalid('The field "domains" must be a list of host names.');
    }
    changes.domains = body.domains;
  }
  return ok(setHomeScreen(ctx.state.db, ctx.merchant, changes));
}

/** Control calls of this module (docs/wire-contract.md). */
export const installControlRoutes = {
  'GET /__sandbox/push': controlPush,
  'POST /__sandbox/appDownload': controlAppDownload,
  'POST /__sandbox/homeScreen': controlHomeScreen,
  'POST /__sandbox/promotions': controlPromotions,
  'POST /__sandbox/deposits': controlDeposits,
};
