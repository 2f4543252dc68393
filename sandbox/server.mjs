// The request pipeline of /wps calls, and the top-level request handler.

import { readFileSync } from 'node:fs';
import { captchaRoutes } from './captcha.mjs';
import { CSP_REPORT_PATH, receiveCspReport } from './csp-reports.mjs';
import { DEMO_MERCHANT, MAX_BODY_BYTES } from './constants.mjs';
import { decryptEnvelope, EnvelopeError, isEncrypted } from './envelope.mjs';
import { applyFault } from './faults.mjs';
import {
  ApiError, applyCors, BodyTooLargeError, clientIp, createRouter, fail, readBody, sendJson,
} from './http.mjs';
import { isAllowedOrigin } from './delivery.mjs';
import { getMerchant } from './merchants.mjs';
import { localizeAnswer } from './messages.mjs';
import { findSession } from './players.mjs';
import { normalizeHeaders } from './request-log.mjs';
import { handleControl } from './routes/control.mjs';
import { installRoutes } from './routes/install.mjs';
import { contentRoutes, serveBannerFile } from './routes/content.mjs';
import { memberRoutes } from './routes/member.mjs';
import { membershipRoutes, serveMembershipAsset } from './routes/membership.mjs';
import { passwordRoutes } from './routes/password.mjs';
import { passwordResetRoutes } from './routes/password-reset.mjs';
import { sessionRoutes } from './routes/session.mjs';
import { systemRoutes } from './routes/system.mjs';
import { relayRoutes } from './routes/relay.mjs';
import { rewardsRoutes } from './routes/rewards.mjs';
import { CHAT_FILES, chatPage } from './chat-page.mjs';
import { termsPage } from './terms-page.mjs';
import { responsibleGamingOf } from './responsible-gaming.mjs';
import { verificationRoutes } from './routes/verification.mjs';
import { registrationRoutes } from './routes/registration.mjs';
import { firebaseRoutes } from './routes/firebase.mjs';
import { answerGamePage, gameRoutes } from './routes/games.mjs';
import { trackingRoutes } from './routes/tracking.mjs';
import { walletRoutes } from './routes/wallet.mjs';
import { sessionSummaryRoutes } from './routes/session-summary.mjs';
import { exclusionRoutes } from './routes/exclusions.mjs';
import { limitsRoutes } from './routes/limits.mjs';
import { withdrawalRoutes } from './routes/withdrawals.mjs';
import { enforceSessionLimit, refuseEndedByLimit } from './limits.mjs';

/**
 * @typedef {object} SandboxState
 * @property {import('./db.mjs').SqliteDatabase} db
 * @property {'test' | 'demo' | 'production'} mode
 * @property {import('./envelope.mjs').RsaKeyPair} keys the current RSA key pair
 * @property {ReturnType<typeof import('./faults.mjs').createFaults>} faults
 * @property {ReturnType<typeof import('./request-log.mjs').createRequestLog>} log
 * @property {ReturnType<typeof import('./lines.mjs').createLines>} lines
 * @property {{ unread: number, widgets: boolean }} support
 * @property {{ errorCode: string, message: string } | null} statusError a status fault set by the control API
 * @property {string | null} [clientIp] the address /wps calls appear to come from, set by the control API
 */

/**
 * @typedef {object} RequestContext
 * @property {SandboxState} state
 * @property {import('node:http').IncomingMessage} req
 * @property {string} path
 * @property {Record<string, string>} query
 * @property {Record<string, string>} headers lower-case names
 * @property {unknown} body the parsed (and decrypted) body; undefined when there is none
 * @property {string} ip
 * @property {import('./merchants.mjs').MerchantRow} merchant
 * @property {string} [token]
 * @property {import('./players.mjs').SessionRow} [session]
 * @property {import('./players.mjs').PlayerRow} [player]
 */

/** @typedef {import('./http.mjs').Route<RequestContext>} WpsRoute */

const router = createRouter([
  ...sessionRoutes, ...memberRoutes, ...systemRoutes, ...captchaRoutes, ...passwordRoutes, ...relayRoutes, ...verificationRoutes, ...installRoutes,
  ...registrationRoutes,
  ...rewardsRoutes,
  ...membershipRoutes,
  ...contentRoutes,
  ...firebaseRoutes,
  ...gameRoutes,
  ...trackingRoutes,
  ...passwordResetRoutes,
  ...walletRoutes,
  ...sessionSummaryRoutes,
  ...exclusionRoutes,
  ...limitsRoutes,
  ...withdrawalRoutes,
]);

const NOT_FOUND = { success: false, errorCode: 'not.found', message: 'There is nothing at this path.' };

/**
 * The session token of a request: the `Authorization` header as is, or after `Bearer `.
 * @param {Record<string, string>} headers
 */
function tokenOf(headers) {
  const value = (headers.authorization ?? '').trim();
  return value.replace(/^Bearer\s+/i, '').trim();
}

/**
 * Turn a thrown error into an answer.
 * @param {unknown} error
 * @returns {import('./http.mjs').Answer}
 */
function errorAnswer(error) {
  if (error instanceof ApiError || error instanceof EnvelopeError) {
    return fail(error.errorCode, error.message, error.status);
  }
  console.error('sandbox: unexpected error', error);
  return fail('server.error', 'The sandbox failed to answer this call.', 500);
}

/**
 * Parse the body of a /wps call: decrypt it when it says it is encrypted.
 * @param {SandboxState} state
 * @param {string} method
 * @param {Record<string, string>} headers
 * @param {string} raw
 * @returns {{ body: unknown, encrypted: boolean, error: ApiError | EnvelopeError | null }}
 */
function parseBody(state, method, headers, raw) {
  const hasBody = method !== 'GET' && method !== 'HEAD';
  if (hasBody && isEncrypted(headers)) {
    try {
      return { body: decryptEnvelope({ headers, body: raw }, state.keys.privateKeyPem), encrypted: true, error: null };
    } catch (error) {
      if (!(error instanceof EnvelopeError)) throw error;
      return { body: raw, encrypted: true, error };
    }
  }
  if (!hasBody || !raw.trim()) return { body: undefined, encrypted: false, error: null };
  try {
    return { body: JSON.parse(raw), encrypted: false, error: null };
  } catch {
    return { body: raw, encrypted: false, error: new ApiError('validation.failed', 'The request body is not valid JSON.') };
  }
}

/**
 * Run the checks of a route, then its handler.
 * @param {WpsRoute} route
 * @param {Omit<RequestContext, 'merchant'>} base
 * @param {boolean} encrypted
 * @returns {Promise<import('./http.mjs').Answer>}
 */
async function runRoute(route, base, encrypted) {
  if (route.enc && !encrypted) {
    throw new EnvelopeError('encryption.invalid', 'This call must be encrypted (Encryption: true, X-RSA, X-Digest).');
  }
  // A browser fetches the web app manifest itself, with no custom headers: the merchant is in the query.
  const code = base.headers.merchant ?? (route.merchantQuery ? base.query[route.merchantQuery] : '') ?? '';
  if (!code) throw new ApiError('validation.failed', 'The Merchant header is required.');
  const merchant = getMerchant(base.state.db, code);
  if (!merchant) throw new ApiError('merchant.not.found', `Merchant "${code}" does not exist.`);
  if (route.moduleId && base.headers.moduleid !== route.moduleId) {
    throw new ApiError('validation.failed', `The ModuleId header must be ${route.moduleId} for this call.`);
  }
  /** @type {RequestContext} */
  const ctx = { ...base, merchant };
  if (route.auth) {
    const token = tokenOf(base.headers);
    if (!token) throw new ApiError('user.or.token.invalid', 'You are not logged in. Please log in.', 401);
    const found = findSession(base.state.db, token, merchant.code);
    if (!found) {
      refuseEndedByLimit(base.state, token);
      throw new ApiError('user.or.token.invalid', 'Your session is invalid or has expired. Please log in again.', 401);
    }
    // A token is bound to the address it was issued to (SPEC §8 token_ip_different).
    if (found.session.ip && found.session.ip !== base.ip) {
      throw new ApiError('token_ip_different', 'Your network has changed. Please log in again.', 401);
    }
    // A session older than the player's own session-time limit ends here, whatever the call.
    enforceSessionLimit(base.state, found.session);
    Object.assign(ctx, { token, session: found.session, player: found.player });
  }
  return route.handler(ctx);
}

/**
 * Answer one /wps call.
 * @param {SandboxState} state
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 */
async function handleWps(state, req, res, url) {
  const method = req.method ?? 'GET';
  const path = url.pathname;
  const headers = normalizeHeaders(req.headers);
  const query = Object.fromEntries(url.searchParams);
  let raw;
  try {
    raw = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    state.log.add({ method, path, query, headers, body: null });
    const answer = fail('payload.too.large', error.message, 413);
    sendJson(res, answer.status, localizeAnswer(answer.body, headers.language), { Connection: 'close' });
    return;
  }
  const parsed = parseBody(state, method, headers, raw);
  state.log.add({ method, path, query, headers, body: parsed.body ?? null });

  const aborted = new AbortController();
  res.on('close', () => aborted.abort());
  const override = await applyFault(state.faults.take(path), aborted.signal);
  if (aborted.signal.aborted) return;
  if (override) {
    sendJson(res, override.status, override.body);
    return;
  }

  const match = router.match(method, path);
  if (!match.route) {
    if (match.status === 405) {
      const refused = { success: false, errorCode: 'method.not.allowed', message: `Use ${match.allow} for this path.` };
      sendJson(res, 405, localizeAnswer(refused, headers.language), { Allow: match.allow ?? '' });
    } else {
      sendJson(res, 404, localizeAnswer(NOT_FOUND, headers.language));
    }
    return;
  }
  let answer;
  try {
    if (parsed.error) throw parsed.error;
    answer = await runRoute(match.route, { state, req, path, query, headers, body: parsed.body, ip: state.clientIp ?? clientIp(req) },
      parsed.encrypted);
  } catch (error) {
    answer = errorAnswer(error);
  }
  sendJson(res, answer.status, localizeAnswer(answer.body, headers.language), answer.headers);
}

/**
 * The request handler of the sandbox server, and a way to wait for the calls still being answered.
 * @param {SandboxState} state
 */
export function createRequestHandler(state) {
  /** @type {Set<Promise<void>>} */
  const pending = new Set();

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function respond(req, res, line) {
    applyCors(req, res, (origin) => isAllowedOrigin(state, origin));
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Content-Length': '0' });
      res.end();
      return;
    }
    let url;
    try {
      const target = req.url ?? '/';
      url = target.startsWith('/') ? new URL(`http://sandbox.invalid${target}`) : new URL(target);
    } catch {
      sendJson(res, 400, { success: false, errorCode: 'validation.failed', message: 'The request URL is malformed.' });
      return;
    }
    if (url.pathname === '/__sandbox' || url.pathname.startsWith('/__sandbox/')) {
      await handleControl(state, req, res, url);
    } else if (req.method === 'GET' && serveBannerFile(url, res)) {
      // the image CDN's files: no Merchant header, no line gate
    } else if (url.pathname === CSP_REPORT_PATH) {
      // a browser's violation report: no Merchant header, no line gate, not in the request log
      await receiveCspReport(state, req, res);
    } else if (url.pathname.startsWith('/wps/')) {
      if (await state.lines.gate(line, req, res)) await handleWps(state, req, res, url);
    } else if (req.method === 'GET' && serveMembershipAsset(url.pathname, res)) {
      // the mini-game's script (SPEC §7) and promotion pages
    } else if (url.pathname.startsWith('/game/') && req.method === 'GET' && answerGamePage(res, url)) {
      // a game's artwork or page
    } else if (url.pathname === '/support/chat' && req.method === 'GET') {
      const page = chatPage(url, req.headers['accept-language']);
      // The platform's own chat, opened, shows the player its messages: they count as read.
      if (url.searchParams.get('provider') === 'CBS') state.support.unread = 0;
      res.writeHead(200, page.headers);
      res.end(page.html);
    } else if (url.pathname === '/terms.html' && req.method === 'GET') {
      // The demo merchant's terms (info.responsibleGaming.termsUrl), at the version registrations accept.
      const version = responsibleGamingOf(state, DEMO_MERCHANT, 'EN').termsVersion ?? '';
      const page = termsPage(url, req.headers['accept-language'], version);
      res.writeHead(200, page.headers);
      res.end(page.html);
    } else if (req.method === 'GET' && Object.hasOwn(CHAT_FILES, url.pathname)) {
      const asset = CHAT_FILES[/** @type {keyof typeof CHAT_FILES} */ (url.pathname)];
      const body = readFileSync(asset.file);
      res.writeHead(200, { 'Content-Type': asset.type, 'Content-Length': body.length, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
      res.end(body);
    } else {
      sendJson(res, 404, NOT_FOUND);
    }
  }

  return {
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {number} [line] which line (listener) received the call; 0 is the main one
     */
    handle(req, res, line = 0) {
      const call = respond(req, res, line).catch((error) => {
        const answer = errorAnswer(error);
        sendJson(res, answer.status, answer.body);
      });
      pending.add(call);
      call.finally(() => pending.delete(call));
    },
    /** Resolves once every call under way has been answered. */
    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}
