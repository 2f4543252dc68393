// Geetest captcha on the platform's side: the captcha config call, the check of a solved captcha on the
// calls that need one (login here; SMS send and registration call the same `checkCaptcha`), and a local
// stand-in for Geetest's own service that the stand-in client scripts (sandbox/geetest/) talk to.
//
// The real flow: the platform hands out a challenge (v3) or its captcha id (v4); Geetest's client solves it
// against Geetest's servers and gives the page opaque results; the platform asks Geetest whether those
// results are genuine. Here the sandbox plays both the platform and Geetest, so it remembers what it issued.

import { randomBytes } from 'node:crypto';
import { ApiError, fail, ok, sendScript } from './http.mjs';
import { getMerchant, getSwitches, statusFlags } from './merchants.mjs';
import { invalid, objectBody, oneOf, requiredString } from './validate.mjs';
import { checkImageCode, issueImageCode, readImageCode } from './image-captcha.mjs';

/** @typedef {import('./server.mjs').RequestContext} RequestContext */
/** @typedef {'login' | 'sms' | 'register'} CaptchaScene */

/** How long an issued challenge or a solved result stays usable. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Geetest ids the sandbox hands out (32 hex characters, like Geetest's). */
const DEMO_IDS = { v3: '0f4b7d2e9c1a86533e5d27b10c94fa61', v4: '8a7c43e05d9f1b26c0e4a7d9386b5f12' };

/**
 * @typedef {object} CaptchaStore
 * @property {Map<string, { version: CaptchaVersion }>} settings per merchant; v3 unless set
 * @property {Map<string, { merchant: string, expires: number, validate?: string }>} challenges v3, by challenge
 * @property {Map<string, { expires: number, output: string, passToken: string }>} lots v4, by lot number
 * @property {import('./image-captcha.mjs').ImageCodes} imageCodes plain image codes, by captcha key
 */

/** @typedef {'v3' | 'v4' | 'image'} CaptchaVersion Geetest v3 or v4, or a plain image code */

/** @returns {CaptchaStore} */
export function createCaptchaStore() {
  return { settings: new Map(), challenges: new Map(), lots: new Map(), imageCodes: new Map() };
}

/**
 * The store of a sandbox, created on first use.
 * @param {import('./server.mjs').SandboxState} state
 * @returns {CaptchaStore}
 */
function storeOf(state) {
  const holder = /** @type {{ captcha?: CaptchaStore }} */ (state);
  holder.captcha ??= createCaptchaStore();
  return holder.captcha;
}

/** @param {import('./server.mjs').SandboxState} state */
export function resetCaptcha(state) {
  const store = storeOf(state);
  store.settings.clear();
  store.challenges.clear();
  store.lots.clear();
  store.imageCodes.clear();
}

/**
 * The `gw` part of the status answer: Geetest id and version of the merchant; `GEETEST_VERSION: "image"` (and
 * no id) for a merchant on plain image codes.
 * @param {import('./server.mjs').SandboxState} state
 * @param {string} merchant
 */
export function geetestStatus(state, merchant) {
  const version = storeOf(state).settings.get(merchant)?.version ?? 'v3';
  return { GEETEST_ID: version === 'image' ? '' : DEMO_IDS[version], GEETEST_VERSION: version };
}

/**
 * Whether a scene needs a captcha for this merchant (SPEC §5), with the same rule as the client: login
 * `GEETEST3`, SMS send `GEETESTVCODE3`, registration `register.captcha.enabled` (`GEETEST3` in the sandbox);
 * on a test platform (`test: true`) only with `GEETESTTEST3` on as well.
 * @param {import('./server.mjs').SandboxState} state
 * @param {string} merchant
 * @param {CaptchaScene} scene
 */
export function captchaRequired(state, merchant, scene) {
  const switches = getSwitches(state.db, merchant);
  const row = getMerchant(state.db, merchant);
  if (row && statusFlags(row).test && !switches.GEETESTTEST3) return false;
  return merchantHasCaptcha(state, merchant, scene);
}

/**
 * Whether the merchant has a captcha for a scene at all (its switch), even where a test platform skips it: what
 * the throttles ask for once a key has failed too often (sandbox/throttle.mjs).
 * @param {import('./server.mjs').SandboxState} state
 * @param {string} merchant
 * @param {CaptchaScene} scene
 */
export function merchantHasCaptcha(state, merchant, scene) {
  const switches = getSwitches(state.db, merchant);
  if (scene === 'sms') return switches.GEETESTVCODE3 === true;
  return switches.GEETEST3 === true;
}

/** @param {Map<string, { expires: number }>} map */
function dropExpired(map) {
  const now = Date.now();
  for (const [key, entry] of map) if (entry.expires <= now) map.delete(key);
}

/**
 * `GET /wps/captcha/geetest?t=<ms>`: a fresh v3 challenge, or the v4 captcha id.
 * @param {RequestContext} ctx
 */
function geetestConfig(ctx) {
  const store = storeOf(ctx.state);
  const { GEETEST_ID, GEETEST_VERSION } = geetestStatus(ctx.state, ctx.merchant.code);
  if (GEETEST_VERSION === 'image') throw new ApiError('geetest.service.not.work', 'Geetest service not work');
  if (GEETEST_VERSION === 'v4') return ok({ captchaId: GEETEST_ID });
  dropExpired(store.challenges);
  const challenge = randomBytes(16).toString('hex');
  store.challenges.set(challenge, { merchant: ctx.merchant.code, expires: Date.now() + CAPTCHA_TTL_MS });
  return ok({ gt: GEETEST_ID, challenge, newCaptcha: true, success: 1 });
}

/**
 * Checks the captcha fields of a call that needs one and spends them (a result works once). Throws the
 * platform's error when they are missing or not genuine; does nothing when the scene needs no captcha.
 * @param {RequestContext} ctx
 * @param {CaptchaScene} scene
 * @param {Record<string, unknown>} body
 * @param {{ always?: boolean }} [options] `always`: even where a test platform would skip it
 */
export function checkCaptcha(ctx, scene, body, { always = false } = {}) {
  const { state, merchant } = ctx;
  if (!(always ? merchantHasCaptcha(state, merchant.code, scene) : captchaRequired(state, merchant.code, scene))) return;
  const store = storeOf(state);
  const { GEETEST_VERSION } = geetestStatus(state, merchant.code);
  if (scene === 'sms' && GEETEST_VERSION !== 'v4') {
    throw new ApiError('geetest.service.not.work', 'Geetest service not work');
  }
  if (GEETEST_VERSION === 'image') return checkImageCode(store.imageCodes, merchant.code, body);
  if (GEETEST_VERSION === 'v4') {
    const result = parseV4(body.geetestValidateV4);
    if (!result) throw new ApiError('captcha.required', 'Please complete the captcha first.');
    dropExpired(store.lots);
    const lot = store.lots.get(result.lot_number);
    if (!lot || lot.output !== result.captcha_output || lot.passToken !== result.pass_token) {
      throw new ApiError('captcha.invalid', 'The captcha check failed. Please try again.');
    }
    store.lots.delete(result.lot_number);
    return;
  }
  const challenge = typeof body.geetestChallenge === 'string' ? body.geetestChallenge : '';
  const seccode = typeof body.geetestSeccode === 'string' ? body.geetestSeccode : '';
  if (!challenge || !seccode) throw new ApiError('captcha.required', 'Please complete the captcha first.');
  dropExpired(store.challenges);
  const issued = store.challenges.get(challenge);
  if (!issued?.validate || issued.merchant !== merchant.code || seccode !== `${issued.validate}|jordan`) {
    throw new ApiError('captcha.invalid', 'The captcha check failed. Please try again.');
  }
  store.challenges.delete(challenge);
}

/**
 * The v4 result as the client sends it: an object, or the same object as a JSON string.
 * @param {unknown} raw
 * @returns {{ lot_number: string, captcha_output: string, pass_token: string, gen_time: string } | null}
 */
function parseV4(raw) {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const fields = /** @type {Record<string, unknown>} */ (value);
  for (const name of ['lot_number', 'captcha_output', 'pass_token', 'gen_time']) {
    if (typeof fields[name] !== 'string' || !fields[name]) return null;
  }
  return /** @type {any} */ (fields);
}

/**
 * `GET /wps/captcha/image?t=<ms>`: a new image code for a merchant on image codes.
 * @param {RequestContext} ctx
 */
function imageCode(ctx) {
  if (geetestStatus(ctx.state, ctx.merchant.code).GEETEST_VERSION !== 'image') {
    throw new ApiError('captcha.image.off', 'This merchant does not use image codes.');
  }
  return issueImageCode(storeOf(ctx.state).imageCodes, ctx.merchant.code, CAPTCHA_TTL_MS);
}

/** @type {import('./server.mjs').WpsRoute[]} */
export const captchaRoutes = [
  { method: 'GET', path: '/wps/captcha/geetest', handler: geetestConfig },
  { method: 'GET', path: '/wps/captcha/image', handler: imageCode },
];

// --- The stand-in for Geetest's own service (control API: test and demo modes only) ---

// One file serves both: it defines initGeetest or initGeetest4 after the name it was loaded under.
const STAND_IN_SCRIPT = new URL('./geetest/stand-in.js', import.meta.url);
const STAND_IN_PATHS = ['/__sandbox/geetest/gt.js', '/__sandbox/geetest/gt4.js'];

/**
 * Serves the stand-in client scripts; true when the path was one of them.
 * @param {string} path
 * @param {import('node:http').ServerResponse} res
 */
export function serveStandInScript(path, res) {
  if (!STAND_IN_PATHS.includes(path)) return false;
  sendScript(res, STAND_IN_SCRIPT);
  return true;
}

/**
 * @typedef {{ state: import('./server.mjs').SandboxState, body: unknown, query: Record<string, string>, merchant: string }} ControlContext
 */

/**
 * `POST /__sandbox/geetest/verify` `{ gt, challenge }`: what Geetest's service answers the v3 client once the
 * player solved the puzzle.
 * @param {ControlContext} ctx
 */
export function standInVerifyV3(ctx) {
  const body = objectBody(ctx.body);
  const challenge = requiredString(body, 'challenge');
  const issued = storeOf(ctx.state).challenges.get(challenge);
  if (!issued || issued.expires <= Date.now()) return fail('captcha.expired', 'This challenge has expired.');
  issued.validate = randomBytes(16).toString('hex');
  return ok({ geetest_challenge: challenge, geetest_validate: issued.validate, geetest_seccode: `${issued.validate}|jordan` });
}

/**
 * `POST /__sandbox/geetest/verify4` `{ captchaId }`: what Geetest's service answers the v4 client.
 * @param {ControlContext} ctx
 */
export function standInVerifyV4(ctx) {
  const body = objectBody(ctx.body);
  const captchaId = requiredString(body, 'captchaId');
  if (captchaId !== DEMO_IDS.v4) return fail('captcha.id.unknown', 'This captcha id is not known.');
  const store = storeOf(ctx.state);
  dropExpired(store.lots);
  const lot = {
    lot_number: randomBytes(16).toString('hex'),
    captcha_output: randomBytes(24).toString('base64url'),
    pass_token: randomBytes(32).toString('hex'),
    gen_time: String(Math.floor(Date.now() / 1000)),
  };
  store.lots.set(lot.lot_number, {
    expires: Date.now() + CAPTCHA_TTL_MS, output: lot.captcha_output, passToken: lot.pass_token,
  });
  return ok(lot);
}

/**
 * `GET /__sandbox/captcha/image[?key=<captchaKey>]`: the code of an issued picture (the last one without a
 * key), for tests.
 * @param {ControlContext} ctx
 */
export function readImageCaptcha(ctx) {
  return readImageCode(storeOf(ctx.state).imageCodes, ctx.merchant, ctx.query);
}

/**
 * `POST /__sandbox/captcha` `{ version }`: the merchant's captcha, Geetest `v3` or `v4` or a plain `image` code.
 * @param {ControlContext} ctx
 */
export function setCaptchaSettings(ctx) {
  const body = objectBody(ctx.body);
  const version = /** @type {CaptchaVersion} */ (oneOf(body, 'version', ['v3', 'v4', 'image']));
  if (Object.keys(body).some((key) => key !== 'version')) invalid('Only the field "version" can be set.');
  storeOf(ctx.state).settings.set(ctx.merchant, { version });
  return ok(geetestStatus(ctx.state, ctx.merchant));
}
