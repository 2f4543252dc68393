// The platform's lines: the same platform answering on several local ports, as a real platform answers on
// several domains. Each line has a health a test can change: `ok`, `slow` (answers after a delay) or `dead`
// (drops /wps calls without answering). Line 0 is the main listener; the others are published in the domain
// list (status `domainList`, /wps/system/domainRoute) once a test or the demo turns publishing on.

import { setTimeout as delay } from 'node:timers/promises';

export const LINE_STATES = Object.freeze(['ok', 'slow', 'dead']);

/** Delay of a slow line unless the test names one. */
export const DEFAULT_SLOW_MS = 4000;

/**
 * @typedef {object} Line
 * @property {number} index
 * @property {string} url
 * @property {'ok' | 'slow' | 'dead'} state
 * @property {number} latencyMs
 */

export function createLines() {
  /** @type {Line[]} */
  const lines = [];
  let published = false;

  return {
    /** @param {string} url */
    add(url) {
      lines.push({ index: lines.length, url, state: 'ok', latencyMs: 0 });
    },
    /** @returns {Line[]} */
    list() {
      return lines.map((line) => ({ ...line }));
    },
    get published() {
      return published;
    },
    /** @param {boolean} value */
    publish(value) {
      published = value;
    },
    /**
     * @param {number} index
     * @param {'ok' | 'slow' | 'dead'} state
     * @param {number} [latencyMs]
     */
    setHealth(index, state, latencyMs) {
      const line = lines[index];
      if (!line) return false;
      line.state = state;
      line.latencyMs = state === 'slow' ? latencyMs ?? DEFAULT_SLOW_MS : 0;
      return true;
    },
    /** The domain list the platform hands out: the extra lines, when published. */
    domainList() {
      return published ? lines.slice(1).map((line) => line.url) : [];
    },
    reset() {
      published = false;
      for (const line of lines) Object.assign(line, { state: 'ok', latencyMs: 0 });
    },
    /**
     * Apply a line's health to a /wps call before it is handled. Returns false when the call was dropped.
     * @param {number} index
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    async gate(index, req, res) {
      const line = lines[index];
      if (!line || !(req.url ?? '').startsWith('/wps/')) return true;
      if (line.state === 'dead') {
        req.socket.destroy();
        return false;
      }
      if (line.state === 'slow' && line.latencyMs) {
        const gone = new AbortController();
        res.on('close', () => gone.abort());
        try {
          await delay(line.latencyMs, undefined, { signal: gone.signal });
        } catch {
          return false;
        }
      }
      return true;
    },
  };
}
