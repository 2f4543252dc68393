// /__sandbox/*: the control API tests and demos use to shape the platform (test and demo modes only).

import { DEFAULT_PASSWORD, DEMO_MERCHANT, LANGUAGES, MAX_BODY_BYTES } from '../constants.mjs';
import { resetDatabase } from '../db.mjs';
import { generateRsaKeyPair } from '../envelope.mjs';
import { ApiError, BodyTooLargeError, fail, ok, readBody, sendJson } from '../http.mjs';
import { getMerchant, getSwitches, setStatusOverrides, setSwitches, statusFlags } from '../merchants.mjs';
import { hashPasswordAsync } from '../passwords.mjs';
import { upsertPlayer } from '../players.mjs';
import { installControlRoutes } from './install.mjs';
import {
  invalid, objectBody, oneOf, optionalBoolean, optionalInteger, optionalString, requiredString,
} from '../validate.mjs';

/** @typedef {import('../server.mjs').SandboxState} SandboxState */
/** @typedef {import('../validate.mjs').Body} Body */
/** @typedef {{ state: SandboxState, body: unknown, query: Record<string, string>, merchant: string }} ControlContext */

const STATUS_FIELDS = ['maintenance', 'maintenanceEnd', 'regionRestriction', 'test', 'ip'];

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
  ctx.state.faults.clear();
  ctx.state.log.clear();
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
  const { db } = ctx.state;
  setStatusOverrides(db, ctx.merchant, /** @type {import('../merchants.mjs').StatusOverrides} */ (body));
  const merchant = /** @type {import('../merchants.mjs').MerchantRow} */ (getMerchant(db, ctx.merchant));
  return ok({ ...statusFlags(merchant), ip: merchant.ip_override });
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

/** @type {Record<string, (ctx: ControlContext) => import('../http.mjs').Answer | Promise<import('../http.mjs').Answer>>} */
const ROUTES = {
  'POST /__sandbox/reset': reset,
  'POST /__sandbox/status': status,
  'POST /__sandbox/switches': switches,
  'POST /__sandbox/players': players,
  'POST /__sandbox/faults': faults,
  'GET /__sandbox/requests': requests,
  'POST /__sandbox/key/rotate': rotateKey,
  ...installControlRoutes,
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
  if ((state.mode !== 'test' && state.mode !== 'demo') || !handler) {
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
