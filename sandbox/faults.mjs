// Injected faults: delay and/or override the answers of calls whose path starts with a prefix. Besides an
// answer of the test's choosing, a fault can drop the connection (what a phone sees when the network fails) or
// answer text that is not JSON (a proxy's error page, a truncated answer): SPEC §8's failures beyond error codes.

import { setTimeout as delay } from 'node:timers/promises';

/**
 * @typedef {object} Fault
 * @property {string} path path prefix
 * @property {number} [status] HTTP status of the override answer
 * @property {unknown} [body] JSON body of the override answer
 * @property {number} [latencyMs] delay before answering
 * @property {number} [times] calls left; unlimited when undefined
 * @property {boolean} [network] drop the connection without an answer
 * @property {boolean} [malformed] answer text that does not parse as JSON
 */

/** What a malformed answer says: the start of a JSON answer, cut off. */
export const MALFORMED_ANSWER = '{"success": true, "value": {"token": ';

/** Body of an override that gives a status but no body. */
export const DEFAULT_FAULT_BODY = Object.freeze({
  success: false, errorCode: 'sandbox.fault', message: 'This answer was injected by the sandbox.',
});

export function createFaults() {
  /** @type {Map<string, Fault>} */
  const faults = new Map();

  return {
    /**
     * Set the fault of a prefix; a fault with no status, body or latency clears it.
     * @param {Fault} fault
     */
    set(fault) {
      if (fault.status === undefined && fault.body === undefined && fault.latencyMs === undefined && !fault.network && !fault.malformed) {
        faults.delete(fault.path);
      } else {
        faults.set(fault.path, { ...fault });
      }
    },
    clear() {
      faults.clear();
    },
    /** @returns {Fault[]} */
    list() {
      return [...faults.values()].map((fault) => ({ ...fault }));
    },
    /**
     * Consume the fault for a call: the longest matching prefix wins and its `times` counts down.
     * @param {string} path
     * @returns {Fault | null}
     */
    take(path) {
      /** @type {Fault | null} */
      let best = null;
      for (const fault of faults.values()) {
        if (path.startsWith(fault.path) && (!best || fault.path.length > best.path.length)) best = fault;
      }
      if (!best) return null;
      if (best.times !== undefined) {
        best.times -= 1;
        if (best.times <= 0) faults.delete(best.path);
      }
      return { ...best };
    },
  };
}

/**
 * Apply a taken fault: wait its latency, then give its override answer, or null to answer normally. A network
 * fault answers `{ drop: true }` and a malformed one `{ text }`: the caller drops the connection or sends the text.
 * @param {Fault | null} fault
 * @param {AbortSignal} [signal] aborts the wait when the client goes away
 * @returns {Promise<(import('./http.mjs').Answer & { drop?: boolean, text?: string }) | null>}
 */
export async function applyFault(fault, signal) {
  if (!fault) return null;
  if (fault.latencyMs) {
    try {
      await delay(fault.latencyMs, undefined, { signal });
    } catch {
      return null;
    }
  }
  if (fault.network) return { status: 0, body: null, drop: true };
  if (fault.malformed) return { status: fault.status ?? 200, body: null, text: MALFORMED_ANSWER };
  if (fault.status === undefined && fault.body === undefined) return null;
  return { status: fault.status ?? 200, body: fault.body === undefined ? DEFAULT_FAULT_BODY : fault.body };
}
