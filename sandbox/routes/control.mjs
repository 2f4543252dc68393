// /__sandbox/*: the control API tests and demos use to shape the platform (test and demo modes only).

import { DEFAULT_PASSWORD, DEMO_MERCHANT, LANGUAGES, MAX_BODY_BYTES } from '../constants.mjs';
import { readImageCaptcha, resetCaptcha, serveStandInScript, setCaptchaSettings, standInVerifyV3, standInVerifyV4 } from '../captcha.mjs';
import { serveWidgetStandIn } from '../support.mjs';
import { resetDatabase } from '../db.mjs';
import { generateRsaKeyPair } from '../envelope.mjs';
import { listAllowedOrigins, normalizeOrigin, setAllowedOrigins, setPwaSettings, webAppManifest } from '../delivery.mjs';
import { ApiError, BodyTooLargeError, fail, ok, readBody, sendJson } from '../http.mjs';
import { getMerchant, getSwitches, setStatusOverrides, setSwitches, statusFlags } from '../merchants.mjs';
import { hashPasswordAsync } from '../passwords.mjs';
import { LINE_STATES } from '../lines.mjs';
import { findPlayer, upsertPlayer } from '../players.mjs';
import {
  expireCodes, getSecurity, latestCode, newGaSecret, replaceTrustedIps, setSecurity, totpOf, TWO_FACTOR_METHODS,
} from '../security.mjs';
import { installControlRoutes } from './install.mjs';
import { rewardsControlRoutes } from './rewards.mjs';
import { membershipControlRoutes } from './membership.mjs';
import { resetMembership } from '../membership.mjs';
import { contentControlRoutes } from './content.mjs';
import { quietContentForTests } from '../content.mjs';
import { firebaseControlRoutes } from './firebase.mjs';
import { trackingControlRoutes } from './tracking.mjs';
import { resetTracking, servePixelStandIn } from '../tracking.mjs';
import { cspReportControlRoutes, resetCspReports } from '../csp-reports.mjs';
import {
  invalid, objectBody, oneOf, optionalBoolean, optionalInteger, optionalString, requiredString,
} from '../validate.mjs';

/** @typedef {import('../server.mjs').SandboxState} SandboxState */
/** @typedef {import('../validate.mjs').Body} Body */
/** @typedef {{ state: SandboxState, body: unknown, query: Record<string, string>, merchant: string }} ControlContext */

const STATUS_FIELDS = ['maintenance', 'maintenanceEnd', 'regionRestriction', 'test', 'ip', 'errorCode', 'message'];

/**
 * @param {Body} body
 * @param {string[]} allowed
 */
function rejectUnknownFields(body, allowed) {
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length) invalid(`Unknown field "${unknown[0]}"; allowed: ${allowed.join(', ')}.`);
}

/** @param {ControlContext} ctx */
function reset(ctx) {
  resetDatabase(ctx.state.db);
  if (ctx.state.mode === 'test') quietContentForTests(ctx.state.db, DEMO_MERCHANT);
  resetCaptcha(ctx.state);
  ctx.state.faults.clear();
  ctx.state.log.clear();
  ctx.state.lines.reset();
  ctx.state.support.unread = 0;
  ctx.state.support.widgets = false;
  ctx.state.statusError = null;
  ctx.state.clientIp = null;
  resetMembership(ctx.state);
  resetTracking(ctx.state);
  resetCspReports(ctx.state);
  return ok(null);
}

/** @param {ControlContext} ctx */
function status(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, STATUS_FIELDS);
  for (const field of ['maintenance', 'regionRestriction', 'test']) optionalBoolean(body, field);
  const end = body.maintenanceEnd;
  if (end !== undefined && end !== null && typeof end !== 'string' && typeof end !== 'number') {
    invalid('The field "maintenanceEnd" must be a string, a number or null.');
  }
  if (body.ip !== undefined && body.ip !== null && typeof body.ip !== 'string') invalid('The field "ip" must be a string or null.');
  // A status fault: the status call fails with this errorCode until it is set back to null.
  if (body.errorCode !== undefined) {
    if (body.errorCode === null) ctx.state.statusError = null;
    else {
      const errorCode = requiredString(body, 'errorCode');
      ctx.state.statusError = { errorCode, message: optionalString(body, 'message') ?? '' };
    }
  }
  const { db } = ctx.state;
  setStatusOverrides(db, ctx.merchant, /** @type {import('../merchants.mjs').StatusOverrides} */ (body));
  const merchant = /** @type {import('../merchants.mjs').MerchantRow} */ (getMerchant(db, ctx.merchant));
  return ok({ ...statusFlags(merchant), ip: merchant.ip_override, error: ctx.state.statusError });
}

/** @param {ControlContext} ctx */
function lines(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['published', 'line', 'state', 'latencyMs']);
  const published = optionalBoolean(body, 'published');
  if (published !== undefined) ctx.state.lines.publish(published);
  if (body.line !== undefined) {
    const line = optionalInteger(body, 'line', 0, 100);
    const state = /** @type {'ok' | 'slow' | 'dead'} */ (oneOf(body, 'state', LINE_STATES));
    if (!ctx.state.lines.setHealth(/** @type {number} */ (line), state, optionalInteger(body, 'latencyMs', 0, 120000))) {
      invalid(`There is no line ${line}.`);
    }
  }
  return listLines(ctx);
}

/** @param {ControlContext} ctx */
function listLines(ctx) {
  return ok({ published: ctx.state.lines.published, lines: ctx.state.lines.list() });
}

/** @param {ControlContext} ctx */
function support(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['unread', 'widgets']);
  const unread = optionalInteger(body, 'unread', 0, 9999);
  const widgets = optionalBoolean(body, 'widgets');
  if (unread !== undefined) ctx.state.support.unread = unread;
  if (widgets !== undefined) ctx.state.support.widgets = widgets;
  return ok({ unread: ctx.state.support.unread, widgets: ctx.state.support.widgets });
}

/** @param {ControlContext} ctx */
function switches(ctx) {
  const body = objectBody(ctx.body);
  for (const [name, value] of Object.entries(body)) {
    if (!/^[A-Z0-9_]+$/.test(name)) invalid(`The switch name "${name}" must be upper-case letters, digits or underscores.`);
    if (typeof value !== 'boolean') invalid(`The switch "${name}" must be true or false.`);
  }
  setSwitches(ctx.state.db, ctx.merchant, /** @type {Record<string, boolean>} */ (body));
  return ok(getSwitches(ctx.state.db, ctx.merchant));
}

/** @param {ControlContext} ctx */
async function players(ctx) {
  const body = objectBody(ctx.body);
  const username = requiredString(body, 'username');
  const password = requiredString(body, 'password', { trim: false });
  const clubLabel = body.clubLabel;
  if (clubLabel !== undefined && clubLabel !== null && typeof clubLabel !== 'string') {
    invalid('The field "clubLabel" must be a label name or null.');
  }
  const id = upsertPlayer(ctx.state.db, {
    merchant: ctx.merchant,
    username,
    passwordHash: await hashPasswordAsync(password),
    passwordIsDefault: password === DEFAULT_PASSWORD,
    firstTimeLogin: optionalBoolean(body, 'firstTimeLogin'),
    passwordExpired: optionalBoolean(body, 'passwordExpired'),
    type: optionalInteger(body, 'type', 0, 9),
    language: oneOf(body, 'language', LANGUAGES, false),
    mobileNum: optionalString(body, 'mobileNum'),
    clubLabel: /** @type {string | null | undefined} */ (clubLabel),
    rankLevel: optionalInteger(body, 'rankLevel', 0, 100),
  });
  return ok({ customerId: id, username });
}

/** @param {ControlContext} ctx */
function faults(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['path', 'status', 'body', 'latencyMs', 'times']);
  const path = requiredString(body, 'path', { pattern: /^\//, hint: 'must start with "/"' });
  ctx.state.faults.set({
    path,
    status: optionalInteger(body, 'status', 100, 599),
    body: body.body,
    latencyMs: optionalInteger(body, 'latencyMs', 0, 120000),
    times: optionalInteger(body, 'times', 1, 1000000),
  });
  return ok(ctx.state.faults.list());
}

/** @param {ControlContext} ctx */
function requests(ctx) {
  return ok(ctx.state.log.list(ctx.query.path ?? ''));
}

/** @param {ControlContext} ctx */
async function rotateKey(ctx) {
  ctx.state.keys = await generateRsaKeyPair();
  return ok(ctx.state.keys.publicKeyBase64);
}

/**
 * Replaces the origins allowed to call the platform with credentials, beside the merchants' own domains.
 * @param {ControlContext} ctx
 */
function origins(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['origins']);
  const list = body.origins;
  if (!Array.isArray(list)) invalid('The field "origins" must be a list of origins such as "https://www.merchant.example".');
  const canonical = /** @type {unknown[]} */ (list).map((origin) => {
    const value = typeof origin === 'string' ? normalizeOrigin(origin) : null;
    if (!value) invalid(`"${String(origin)}" is not an origin (scheme://host[:port], nothing after).`);
    return /** @type {string} */ (value);
  });
  setAllowedOrigins(ctx.state.db, canonical);
  return ok(listAllowedOrigins(ctx.state.db));
}

/** @param {ControlContext} ctx */
function listOrigins(ctx) {
  return ok(listAllowedOrigins(ctx.state.db));
}

/**
 * Sets the merchant's installable-app title and icons (null clears them).
 * @param {ControlContext} ctx
 */
function pwa(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['title', 'icons']);
  const { title, icons } = body;
  if (title !== undefined && title !== null && (typeof title !== 'string' || !title.trim())) {
    invalid('The field "title" must be a non-empty string or null.');
  }
  if (icons !== undefined && icons !== null) {
    const valid = Array.isArray(icons) && icons.every((icon) => icon && typeof icon === 'object'
      && typeof icon.src === 'string' && /^\d+x\d+$/.test(String(icon.sizes)));
    if (!valid) invalid('The field "icons" must be a list of { src, sizes: "192x192", type } or null.');
  }
  setPwaSettings(ctx.state.db, ctx.merchant, /** @type {any} */ ({ title, icons }));
  const merchant = /** @type {import('../merchants.mjs').MerchantRow} */ (getMerchant(ctx.state.db, ctx.merchant));
  return ok(webAppManifest(ctx.state.db, merchant));
}

/** @param {ControlContext} ctx */
function clientIpOverride(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['ip']);
  if (body.ip !== null && (typeof body.ip !== 'string' || !/^[0-9a-fA-F.:]{2,45}$/.test(body.ip))) {
    invalid('The field "ip" must be an IP address, or null for the real one.');
  }
  ctx.state.clientIp = /** @type {string | null} */ (body.ip);
  return ok({ ip: ctx.state.clientIp });
}

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

/** @type {Record<string, (ctx: ControlContext) => import('../http.mjs').Answer | Promise<import('../http.mjs').Answer>>} */
const ROUTES = {
  'POST /__sandbox/reset': reset,
  'POST /__sandbox/status': status,
  'POST /__sandbox/switches': switches,
  'POST /__sandbox/players': players,
  'POST /__sandbox/faults': faults,
  'GET /__sandbox/requests': requests,
  'POST /__sandbox/key/rotate': rotateKey,
  'POST /__sandbox/captcha': setCaptchaSettings,
  'POST /__sandbox/geetest/verify': standInVerifyV3,
  'POST /__sandbox/geetest/verify4': standInVerifyV4,
  'POST /__sandbox/origins': origins,
  'GET /__sandbox/origins': listOrigins,
  'POST /__sandbox/pwa': pwa,
  'GET /__sandbox/lines': listLines,
  'POST /__sandbox/lines': lines,
  'POST /__sandbox/support': support,
  'POST /__sandbox/client-ip': clientIpOverride,
  'GET /__sandbox/codes': readCode,
  'POST /__sandbox/codes/expire': expireCode,
  'POST /__sandbox/two-factor': twoFactor,
  ...installControlRoutes,
  ...rewardsControlRoutes,
  ...membershipControlRoutes,
  ...contentControlRoutes,
  ...firebaseControlRoutes,
  ...trackingControlRoutes,
  ...cspReportControlRoutes,
  'GET /__sandbox/captcha/image': readImageCaptcha,
};

/**
 * Answer a /__sandbox/ call; 404 unless the sandbox runs in test or demo mode.
 * @param {SandboxState} state
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 */
export async function handleControl(state, req, res, url) {
  const handler = ROUTES[`${req.method} ${url.pathname}`];
  const controlled = state.mode === 'test' || state.mode === 'demo';
  if (controlled && req.method === 'GET' && serveStandInScript(url.pathname, res)) return;
  if (controlled && req.method === 'GET' && serveWidgetStandIn(url.pathname, res)) return;
  if (controlled && req.method === 'GET' && servePixelStandIn(url.pathname, res)) return;
  if (!controlled || !handler) {
    req.resume();
    sendJson(res, 404, { success: false, errorCode: 'not.found', message: 'There is nothing at this path.' });
    return;
  }
  let answer;
  try {
    let raw = '';
    try {
      raw = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new ApiError('payload.too.large', error.message, 413);
      throw error;
    }
    let body = {};
    if (raw.trim()) {
      try {
        body = JSON.parse(raw);
      } catch {
        throw new ApiError('validation.failed', 'The request body is not valid JSON.');
      }
    }
    const query = Object.fromEntries(url.searchParams);
    const merchant = query.merchant ?? DEMO_MERCHANT;
    if (!getMerchant(state.db, merchant)) throw new ApiError('merchant.not.found', `Merchant "${merchant}" does not exist.`);
    answer = await handler({ state, body, query, merchant });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    answer = fail(error.errorCode, error.message, error.status);
  }
  sendJson(res, answer.status, answer.body);
}
