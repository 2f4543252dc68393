// HTTP plumbing: the answer envelope, JSON responses, bounded body reading, CORS and the route table.

import { readFileSync } from 'node:fs';

/**
 * @typedef {{ success: boolean, value?: unknown, errorCode?: string, message?: string }} Envelope
 * @typedef {{ status: number, body: unknown, headers?: Record<string, string> }} Answer
 */

/** A business or protocol error raised by a handler; the dispatcher turns it into an answer. */
export class ApiError extends Error {
  /**
   * @param {string} errorCode
   * @param {string} message
   * @param {number} [status] HTTP status, 200 for business errors
   * @param {string} [field] the request field at fault
   */
  constructor(errorCode, message, status = 200, field = undefined) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.status = status;
    /** The request field the error is about, so a form can mark it (docs/wire-contract.md, Errors). */
    this.field = field;
  }
}

/**
 * A successful answer.
 * @param {unknown} value
 * @returns {Answer}
 */
export function ok(value) {
  return { status: 200, body: { success: true, value } };
}

/**
 * A failed answer.
 * @param {string} errorCode
 * @param {string} message
 * @param {number} [status]
 * @param {string} [field] the request field at fault
 * @returns {Answer}
 */
export function fail(errorCode, message, status = 200, field = undefined) {
  return { status, body: { success: false, errorCode, message, ...(field ? { field } : {}) } };
}

/**
 * Write a JSON answer.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  if (res.headersSent || res.writableEnded) return;
  const text = JSON.stringify(body ?? null);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/**
 * Answer a JavaScript file from disk, revalidated on every use: the stand-ins of third-party client scripts.
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 */
export function sendScript(res, file) {
  const text = readFileSync(file, 'utf8');
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
  });
  res.end(text);
}

/** Raised when a body exceeds the limit. */
export class BodyTooLargeError extends Error {
  /** @param {number} limit */
  constructor(limit) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Read a request body as UTF-8 text, refusing more than `limit` bytes.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<string>}
 */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new BodyTooLargeError(limit));
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (error) => {
      if (done) return;
      done = true;
      reject(error);
    });
  });
}

/** Request headers a cross-origin page may send. */
export const ALLOWED_HEADERS = [
  'Authorization', 'Merchant', 'Language', 'ModuleId', 'Device', 'Encryption', 'X-RSA', 'X-Digest', 'Content-Type',
  'Cache-Control', 'Pragma',
];

/**
 * Set the CORS headers so a widget embedded on an allowed origin can call the sandbox with credentials. Any
 * other origin gets no CORS headers: its page can neither send credentialed calls nor read the answers.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(origin: string) => boolean} [isAllowed] which origins to answer (sandbox/delivery.mjs isAllowedOrigin);
 *   without it, none
 */
export function applyCors(req, res, isAllowed = () => false) {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!origin || !isAllowed(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '));
  res.setHeader('Access-Control-Max-Age', '600');
}

/**
 * @template Ctx
 * @typedef {object} Route
 * @property {string} method
 * @property {string} path exact path
 * @property {(ctx: Ctx) => Answer | Promise<Answer>} handler
 * @property {boolean} [auth] needs a valid session token
 * @property {boolean} [enc] needs an encrypted body
 * @property {string} [moduleId] required `ModuleId` header
 * @property {string} [merchantQuery] query parameter naming the merchant when the `Merchant` header is absent
 */

/**
 * A route table with exact path matching.
 * @template Ctx
 * @param {Route<Ctx>[]} routes
 */
export function createRouter(routes) {
  /** @type {Map<string, Map<string, Route<Ctx>>>} */
  const byPath = new Map();
  for (const route of routes) {
    if (!byPath.has(route.path)) byPath.set(route.path, new Map());
    /** @type {Map<string, Route<Ctx>>} */ (byPath.get(route.path)).set(route.method, route);
  }
  return {
    /**
     * @param {string} method
     * @param {string} path
     * @returns {{ route: Route<Ctx> } | { route: null, status: 404 | 405, allow?: string }}
     */
    match(method, path) {
      const methods = byPath.get(path);
      if (!methods) return { route: null, status: 404 };
      const route = methods.get(method);
      if (!route) return { route: null, status: 405, allow: [...methods.keys()].join(', ') };
      return { route };
    },
  };
}

/**
 * The client address: the first entry of `X-Forwarded-For`, else the socket's.
 * @param {import('node:http').IncomingMessage} req
 */
export function clientIp(req) {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  if (first) return first;
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * Answer requests Node's HTTP parser rejects (bad framing, oversized headers, timeouts) with JSON too.
 * @param {Error & { code?: string }} error
 * @param {import('node:stream').Duplex} socket
 */
export function handleClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large']
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : [400, 'Bad Request'];
  const body = JSON.stringify({ success: false, errorCode: 'bad.request', message: `The request was rejected: ${reason}.` });
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n`
    + `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
