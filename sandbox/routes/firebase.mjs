// Firebase sign-in (SPEC §3, §8): `type: "firebase"` logins, registration from a Firebase identity
// (`POST /wps/member/register/firebase`), and the control calls that shape them.

import { randomBytes } from 'node:crypto';
import { now } from '../clock.mjs';
import { fail, ok } from '../http.mjs';
import {
  bindIdentity, boundPlayerId, CHANNEL_PROVIDERS, firebaseSettings, setFirebaseSettings, TokenError, usernameFor, verifyIdToken,
} from '../firebase.mjs';
import { getSwitches } from '../merchants.mjs';
import { hashPasswordAsync } from '../passwords.mjs';
import { createPlayer, findPlayer, openSession } from '../players.mjs';
import { exclusionRefusal } from '../exclusions.mjs';
import { acceptanceOf } from '../registration.mjs';
import { invalid, objectBody, oneOf, optionalBoolean, optionalString, requiredBoolean, requiredString } from '../validate.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */
/** @typedef {import('./control.mjs').ControlContext} ControlContext */
/** @typedef {import('../validate.mjs').Body} Body */

const CHANNELS = /** @type {(keyof typeof CHANNEL_PROVIDERS)[]} */ (Object.keys(CHANNEL_PROVIDERS));

/**
 * The identity in the request's token, or the failure to answer with.
 * @param {RequestContext} ctx
 * @param {Body} body
 */
function identityOf(ctx, body) {
  const channel = oneOf(body, 'firebaseChannel', CHANNELS);
  const token = requiredString(body, 'firebaseIdToken');
  const settings = firebaseSettings(ctx.state.db, ctx.merchant.code);
  const offered = channel === 'GOOGLE' ? getSwitches(ctx.state.db, ctx.merchant.code).GOOGLELOGIN3 === true : settings.phone;
  if (!offered) return { failure: fail('firebase.not.enabled', `Sign-in with ${channel === 'GOOGLE' ? 'Google' : 'phone'} is not available.`) };
  try {
    return { identity: verifyIdToken(token, { projectId: settings.projectId, channel, mode: ctx.state.mode }) };
  } catch (error) {
    if (error instanceof TokenError) return { failure: fail(error.code, error.message) };
    throw error;
  }
}

/**
 * `type: "firebase"` login: a bound identity logs its player in; an unbound one answers
 * `bind_customer_required` (the app registers or asks the player).
 * @param {RequestContext} ctx
 * @param {Body} body
 */
export function firebaseLogin(ctx, body) {
  const { identity, failure } = identityOf(ctx, body);
  if (failure) return failure;
  const playerId = boundPlayerId(ctx.state.db, ctx.merchant.code, identity);
  const player = playerId === null ? undefined : /** @type {import('../players.mjs').PlayerRow | undefined} */ (
    ctx.state.db.prepare('SELECT * FROM players WHERE id = ?').get(playerId));
  if (!player) return fail('bind_customer_required', 'This sign-in is not linked to an account yet.');
  const refusal = exclusionRefusal(ctx.state, player);
  if (refusal) return refusal;
  const { token, firstTimeLogin } = openSession(ctx.state.db, player, ctx.ip, now(ctx.state));
  return ok({ token, firstTimeLogin, passwordExpired: player.password_expired === 1, updatePassword: false });
}

/**
 * Registration from a Firebase identity, allowed when FIREBASECREATEACC3 is on. The new player has no password
 * of its own (a random one nobody knows) and signs in through the provider; with `login: true` the answer
 * carries a session. Like every registration it carries the player's confirmation of legal age and, where the
 * merchant has terms, the version accepted, and is refused without them.
 * @param {RequestContext} ctx
 */
async function registerFirebase(ctx) {
  const body = objectBody(ctx.body);
  const login = requiredBoolean(body, 'login');
  optionalString(body, 'smsTemplate', { pattern: /^[A-Za-z0-9_]{1,40}$/, hint: 'must be a template name' });
  const { identity, failure } = identityOf(ctx, body);
  if (failure) return failure;
  const { db } = ctx.state;
  if (getSwitches(db, ctx.merchant.code).FIREBASECREATEACC3 !== true) {
    return fail('firebase.register.disabled', 'Accounts cannot be created from a Google or phone sign-in here.');
  }
  if (boundPlayerId(db, ctx.merchant.code, identity) !== null) {
    return fail('firebase.identity.exists', 'This sign-in is already linked to an account. Please log in.');
  }
  // Checked last: a merchant that creates no accounts, or an identity already linked, is the answer to give first.
  const acceptance = acceptanceOf(ctx, body);
  const username = usernameFor(identity);
  const id = createPlayer(db, {
    merchant: ctx.merchant.code,
    username,
    passwordHash: await hashPasswordAsync(randomBytes(24).toString('base64url')),
    mobileNum: identity.provider === 'phone' ? identity.subject.slice(1) : undefined,
    registerMethod: 'H5',
    ageConfirmed: acceptance.ageConfirmed,
    termsVersion: acceptance.termsVersion,
  });
  bindIdentity(db, ctx.merchant.code, identity, id);
  const player = /** @type {import('../players.mjs').PlayerRow} */ (findPlayer(db, ctx.merchant.code, username));
  if (!login) return ok({ customerId: id, userName: username });
  const { token } = openSession(db, player, ctx.ip, now(ctx.state));
  return ok({ token, customerId: id, userName: username, firstTimeLogin: false });
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const firebaseRoutes = [
  { method: 'POST', path: '/wps/member/register/firebase', enc: true, handler: registerFirebase },
];

/**
 * `POST /__sandbox/firebase`: phone sign-in on or off (the status's `sms.firebase`), the API key and project id.
 * @param {ControlContext} ctx
 */
function controlSettings(ctx) {
  const body = objectBody(ctx.body);
  const allowed = ['phone', 'apiKey', 'projectId'];
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown) invalid(`Unknown field "${unknown}"; allowed: ${allowed.join(', ')}.`);
  const changes = {
    phone: optionalBoolean(body, 'phone'),
    apiKey: optionalString(body, 'apiKey'),
    projectId: optionalString(body, 'projectId', { pattern: /^[a-z0-9-]{4,40}$/, hint: 'must be a Firebase project id' }),
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return ok(setFirebaseSettings(ctx.state.db, ctx.merchant, defined));
}

/**
 * `POST /__sandbox/firebase/bind`: link a Google email or a phone number (E.164) to an existing player.
 * @param {ControlContext} ctx
 */
function controlBind(ctx) {
  const body = objectBody(ctx.body);
  const provider = oneOf(body, 'provider', /** @type {const} */ (['google.com', 'phone']));
  const subject = requiredString(body, 'subject');
  const player = findPlayer(ctx.state.db, ctx.merchant, requiredString(body, 'username'));
  if (!player) return fail('not.exists.user', 'No account exists with this user name.');
  bindIdentity(ctx.state.db, ctx.merchant, { provider, subject: provider === 'google.com' ? subject.toLowerCase() : subject }, player.id);
  return ok({ provider, subject, username: player.username });
}

/**
 * `GET /__sandbox/firebase/identities?username=`: the identities linked to a player.
 * @param {ControlContext} ctx
 */
function controlIdentities(ctx) {
  const player = findPlayer(ctx.state.db, ctx.merchant, (ctx.query.username ?? '').trim());
  if (!player) return fail('not.exists.user', 'No account exists with this user name.');
  return ok(ctx.state.db.prepare('SELECT provider, subject FROM firebase_identities WHERE player_id = ? ORDER BY provider, subject').all(player.id));
}

export const firebaseControlRoutes = {
  'POST /__sandbox/firebase': controlSettings,
  'POST /__sandbox/firebase/bind': controlBind,
  'GET /__sandbox/firebase/identities': controlIdentities,
};
