// /__sandbox/*: the control API tests and demos use to shape the platform (test and demo modes only). This module
// only dispatches: each concern (a *-control.mjs module, or a table beside the feature it controls) owns its
// routes and the in-memory state its reset clears, so a new feature adds a concern here instead of reaching
// into everyone's state from one reset.

import { DEMO_MERCHANT, MAX_BODY_BYTES } from '../constants.mjs';
import { readImageCaptcha, resetCaptcha, serveStandInScript, setCaptchaSettings, standInVerifyV3, standInVerifyV4 } from '../captcha.mjs';
import { serveWidgetStandIn } from '../support.mjs';
import { resetDatabase } from '../db.mjs';
import { ApiError, BodyTooLargeError, fail, ok, readBody, sendJson } from '../http.mjs';
import { getMerchant } from '../merchants.mjs';
import { platformControl } from './platform-control.mjs';
import { linesControl } from './lines-control.mjs';
import { supportControl } from './support-control.mjs';
import { securityControl } from './security-control.mjs';
import { deliveryControl } from './delivery-control.mjs';
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
import { walletControl } from './wallet.mjs';
import { withdrawalControl } from './withdrawals.mjs';
import { clockControl } from '../clock.mjs';
import { throttleControl } from '../throttle.mjs';
import { responsibleGamingControl } from '../responsible-gaming.mjs';
import { consoleControl } from './console-control.mjs';
import { exclusionsControlRoutes } from './exclusions.mjs';
import { loadScenarios, resolveTimes } from '../scenarios.mjs';
import { now } from '../clock.mjs';

/** @typedef {import('../server.mjs').SandboxState} SandboxState */
/** @typedef {{ state: SandboxState, body: unknown, query: Record<string, string>, merchant: string }} ControlContext */
/** @typedef {(ctx: ControlContext) => import('../http.mjs').Answer | Promise<import('../http.mjs').Answer>} ControlHandler */

/**
 * One concern of the control API. `routes` are keyed `'METHOD /path'`; `reset` clears the concern's in-memory
 * state and runs after the database was wiped and seeded again, so it may also adjust that seed.
 * @typedef {object} ControlConcern
 * @property {string} name named in the start-up error when two concerns claim one route
 * @property {Record<string, ControlHandler>} routes
 * @property {(state: SandboxState) => void} [reset]
 */

/**
 * Every concern, in the order their resets run. Concerns whose routes live beside their feature are wrapped
 * here rather than made to know about this list.
 * @type {ControlConcern[]}
 */
const CONCERNS = [
  platformControl,
  { name: 'captcha', reset: resetCaptcha, routes: {
    'POST /__sandbox/captcha': setCaptchaSettings,
    'POST /__sandbox/geetest/verify': standInVerifyV3,
    'POST /__sandbox/geetest/verify4': standInVerifyV4,
    'GET /__sandbox/captcha/image': readImageCaptcha,
  } },
  deliveryControl,
  linesControl,
  supportControl,
  securityControl,
  { name: 'install', routes: installControlRoutes },
  { name: 'rewards', routes: rewardsControlRoutes },
  { name: 'membership', routes: membershipControlRoutes, reset: resetMembership },
  // In test mode a reset keeps the seeded popups out (see quietContentForTests).
  { name: 'content', routes: contentControlRoutes, reset(state) {
    if (state.mode === 'test') quietContentForTests(state.db, DEMO_MERCHANT);
  } },
  { name: 'firebase', routes: firebaseControlRoutes },
  { name: 'tracking', routes: trackingControlRoutes, reset: resetTracking },
  { name: 'csp-reports', routes: cspReportControlRoutes, reset: resetCspReports },
  walletControl,
  withdrawalControl,
  clockControl,
  throttleControl,
  responsibleGamingControl,
  { name: 'exclusions', routes: exclusionsControlRoutes },
  consoleControl,
];

/** @param {ControlContext} ctx */
function reset(ctx) {
  // The database first: every concern's tables live in it, and a concern's reset may build on the fresh seed.
  resetDatabase(ctx.state.db, ctx.state.mode);
  for (const concern of CONCERNS) concern.reset?.(ctx.state);
  return ok(null);
}

/**
 * One table of every concern's routes. Two concerns claiming one route would leave one of them silently
 * unreachable, so that stops the sandbox from starting instead.
 * @param {ControlConcern[]} concerns
 * @returns {Map<string, ControlHandler>}
 */
function assembleRoutes(concerns) {
  /** @type {Map<string, ControlHandler>} */
  const routes = new Map();
  /** @type {Map<string, string>} */
  const owners = new Map();
  for (const concern of concerns) {
    for (const [route, handler] of Object.entries(concern.routes)) {
      const owner = owners.get(route);
      if (owner) throw new Error(`The control route "${route}" is claimed by both ${owner} and ${concern.name}.`);
      owners.set(route, concern.name);
      routes.set(route, handler);
    }
  }
  return routes;
}

/** The scenarios of sandbox/scenarios/, read once: a file that does not check stops the sandbox from starting. */
const SCENARIOS = loadScenarios();

/** The scenarios the console offers, without their calls. */
function listScenarios() {
  return ok(SCENARIOS.map(({ name, title, description, frame }) => ({ name, title, description, frame })));
}

/**
 * Reset the platform, then run a scenario's control calls in order, each checked as it would be on its own.
 * @param {ControlContext} ctx
 */
async function applyScenario(ctx) {
  const body = /** @type {Record<string, unknown>} */ (ctx.body ?? {});
  const scenario = SCENARIOS.find((entry) => entry.name === body.name);
  if (!scenario) throw new ApiError('validation.failed', `There is no scenario "${String(body.name)}"; there are ${SCENARIOS.map((entry) => entry.name).join(', ')}.`);
  reset(ctx);
  for (const call of scenario.calls) {
    const handler = ROUTES.get(`${call.method} ${call.path}`);
    if (!handler) throw new ApiError('validation.failed', `Scenario "${scenario.name}" calls ${call.method} ${call.path}, which does not exist.`);
    const answer = await handler({ ...ctx, body: resolveTimes(call.body ?? {}, now(ctx.state)), query: {} });
    const result = /** @type {{ success?: boolean, message?: string }} */ (answer.body);
    if (!result.success) throw new ApiError('validation.failed', `Scenario "${scenario.name}", ${call.path}: ${result.message ?? 'refused'}`);
  }
  const { name, title, description, frame } = scenario;
  return ok({ name, title, description, frame });
}

const ROUTES = assembleRoutes([{ name: 'control', routes: {
  'POST /__sandbox/reset': reset,
  'GET /__sandbox/scenarios': listScenarios,
  'POST /__sandbox/scenarios/apply': applyScenario,
} }, ...CONCERNS]);

/**
 * Answer a /__sandbox/ call; 404 unless the sandbox runs in test or demo mode.
 * @param {SandboxState} state
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 */
export async function handleControl(state, req, res, url) {
  const handler = ROUTES.get(`${req.method} ${url.pathname}`);
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
