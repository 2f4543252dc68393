// Injected faults: delay and/or override the answers of calls whose path starts with a prefix.

import { setTimeout as delay } from 'node:timers/promises';

/**
 * @typedef {object} Fault
 * @property {string} path path prefix
 * @property {number} [status] HTTP status of the override answer
 * @property {unknown} [body] JSON body of the override answer
 * @property {number} [latencyMs] delay before answering
 * @property {number} [times] calls left; unlimited when undefined
 */

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
      if (fault.status === undefined && fault.body === undefined && fault.latencyMs === undefined) {
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
 * Apply a taken fault: wait its latency, then give its override answer, or null to answer normally.
 * @param {Fault | null} fault
 * @param {AbortSignal} [signal] aborts the wait when the client goes away
 * @returns {Promise<import('./http.mjs').Answer | null>}
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
  if (fault.status === undefined && fault.body === undefined) return null;
  return { status: fault.status ?? 200, body: fault.body === undefined ? DEFAULT_FAULT_BODY : fault.body };
}
