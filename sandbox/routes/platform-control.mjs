// The control calls that shape the platform as a whole: its status and switches, its players, injected faults,
// the request log, the envelope key and the address calls appear to come from. Kept apart from control.mjs so
// the state they set and the reset that clears it sit side by side.

import { DEFAULT_PASSWORD, LANGUAGES } from '../constants.mjs';
import { generateRsaKeyPair } from '../envelope.mjs';
import { generateOaepKeyPair } from '../oaep-gcm-envelope.mjs';
import { ok } from '../http.mjs';
import { getMerchant, getSwitches, listCountries, setStatusOverrides, setSwitches, statusFlags } from '../merchants.mjs';
import { hashPasswordAsync } from '../passwords.mjs';
import { upsertPlayer } from '../players.mjs';
import {
  invalid, objectBody, oneOf, optionalBoolean, optionalInteger, optionalString, rejectUnknownFields, requiredString,
} from '../validate.mjs';

/** @typedef {import('./control.mjs').ControlContext} ControlContext */

const STATUS_FIELDS = ['maintenance', 'maintenanceEnd', 'regionRestriction', 'test', 'ip', 'errorCode', 'message', 'defaultLanguage', 'defaultCountry'];

/** @param {ControlContext} ctx */
function status(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, STATUS_FIELDS);
  for (const field of ['maintenance', 'regionRestriction', 'test']) optionalBoolean(body, field);
  oneOf(body, 'defaultLanguage', LANGUAGES, false);
  // The merchant's country, and with it its currency (the countries table pairs them).
  oneOf(body, 'defaultCountry', listCountries(ctx.state.db).map((country) => country.countryCode), false);
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
  return ok({
    ...statusFlags(merchant), ip: merchant.ip_override, error: ctx.state.statusError,
    defaultLanguage: merchant.default_language, defaultCountry: merchant.default_country,
  });
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
  rejectUnknownFields(body, ['path', 'status', 'body', 'latencyMs', 'times', 'network', 'malformed']);
  const path = requiredString(body, 'path', { pattern: /^\//, hint: 'must start with "/"' });
  ctx.state.faults.set({
    path,
    status: optionalInteger(body, 'status', 100, 599),
    body: body.body,
    latencyMs: optionalInteger(body, 'latencyMs', 0, 120000),
    times: optionalInteger(body, 'times', 1, 1000000),
    network: optionalBoolean(body, 'network'),
    malformed: optionalBoolean(body, 'malformed'),
  });
  return ok(ctx.state.faults.list());
}

/** @param {ControlContext} ctx */
function requests(ctx) {
  return ok(ctx.state.log.list(ctx.query.path ?? ''));
}

/** @param {ControlContext} ctx */
async function rotateKey(ctx) {
  // Both envelopes' keys, as a platform restart would.
  [ctx.state.keys, ctx.state.oaepKeys] = await Promise.all([generateRsaKeyPair(), generateOaepKeyPair()]);
  return ok(ctx.state.keys.publicKeyBase64);
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

/** @type {import('./control.mjs').ControlConcern} */
export const platformControl = {
  name: 'platform',
  routes: {
    'POST /__sandbox/status': status,
    'POST /__sandbox/switches': switches,
    'POST /__sandbox/players': players,
    'POST /__sandbox/faults': faults,
    'GET /__sandbox/requests': requests,
    'POST /__sandbox/key/rotate': rotateKey,
    'POST /__sandbox/client-ip': clientIpOverride,
  },
  // Status overrides, switches and players are database rows, already gone with the database; a reset never
  // rotated the envelope key, so it does not here either.
  reset(state) {
    state.faults.clear();
    state.log.clear();
    state.statusError = null;
    state.clientIp = null;
  },
};
