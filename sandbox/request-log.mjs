// The log of /wps calls received, newest last, capped.

import { REQUEST_LOG_LIMIT } from './constants.mjs';

/**
 * @typedef {object} LoggedRequest
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} query
 * @property {Record<string, string>} headers lower-case names
 * @property {unknown} body decrypted object for encrypted calls, parsed JSON otherwise, raw text if unparseable
 */

/** @param {number} [limit] */
export function createRequestLog(limit = REQUEST_LOG_LIMIT) {
  /** @type {LoggedRequest[]} */
  let entries = [];

  return {
    /** @param {LoggedRequest} entry */
    add(entry) {
      entries.push(entry);
      if (entries.length > limit) entries = entries.slice(entries.length - limit);
    },
    clear() {
      entries = [];
    },
    /**
     * @param {string} [prefix] only calls whose path starts with it
     * @returns {LoggedRequest[]}
     */
    list(prefix = '') {
      return entries.filter((entry) => entry.path.startsWith(prefix));
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
