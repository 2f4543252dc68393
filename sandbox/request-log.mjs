// The log of /wps calls received, newest last, capped. Each entry also keeps what the console's request
// inspector shows: the body exactly as it arrived (the envelope, for an encrypted call), the answer sent back
// and how long the platform took to give it.

import { REQUEST_LOG_LIMIT } from './constants.mjs';

/** The longest raw body or answer text kept per call: enough to read, bounded in memory. */
export const LOGGED_TEXT_LIMIT = 16 * 1024;

/**
 * @typedef {object} LoggedRequest
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} query
 * @property {Record<string, string>} headers lower-case names
 * @property {unknown} body decrypted object for encrypted calls, parsed JSON otherwise, raw text if unparseable
 */

/**
 * @typedef {object} LoggedAnswer
 * @property {number} status HTTP status; 0 when the connection was dropped on purpose (a network fault)
 * @property {unknown} body the JSON sent, or the text of a malformed answer
 * @property {number} ms from the call's arrival to its answer
 */

/**
 * @typedef {LoggedRequest & { id: number, at: number, raw: string, encrypted: boolean, answer: LoggedAnswer | null }} InspectedRequest
 *   `at` is the real time the call arrived (epoch ms); `answer` stays null while the call is being answered
 */

/** @param {string} text */
const capped = (text) => (text.length > LOGGED_TEXT_LIMIT ? `${text.slice(0, LOGGED_TEXT_LIMIT)}…` : text);

/** @param {number} [limit] */
export function createRequestLog(limit = REQUEST_LOG_LIMIT) {
  /** @type {InspectedRequest[]} */
  let entries = [];
  let lastId = 0;

  return {
    /**
     * Log a call as it arrives; the entry it returns takes the answer later (`answered`).
     * @param {LoggedRequest & { raw?: string, encrypted?: boolean }} request
     * @returns {InspectedRequest}
     */
    add(request) {
      lastId += 1;
      const entry = { ...request, id: lastId, at: Date.now(), raw: capped(request.raw ?? ''), encrypted: request.encrypted ?? false, answer: null };
      entries.push(entry);
      if (entries.length > limit) entries = entries.slice(entries.length - limit);
      return entry;
    },
    /**
     * @param {InspectedRequest} entry
     * @param {number} status
     * @param {unknown} body
     * @param {number} ms
     */
    answered(entry, status, body, ms) {
      entry.answer = { status, body: typeof body === 'string' ? capped(body) : body, ms: Math.round(ms) };
    },
    clear() {
      entries = [];
    },
    /**
     * The calls as tests read them.
     * @param {string} [prefix] only calls whose path starts with it
     * @returns {LoggedRequest[]}
     */
    list(prefix = '') {
      return entries.filter((entry) => entry.path.startsWith(prefix))
        .map(({ method, path, query, headers, body }) => ({ method, path, query, headers, body }));
    },
    /**
     * Every call logged after the one numbered `after`, whole, for the inspector.
     * @param {number} after
     * @returns {InspectedRequest[]}
     */
    since(after) {
      return entries.filter((entry) => entry.id > after);
    },
  };
}

/**
 * Lower-cased, single-valued copy of request headers.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {Record<string, string>}
 */
export function normalizeHeaders(headers) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
