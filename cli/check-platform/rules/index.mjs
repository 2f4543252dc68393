// Every rule of the check, in the order the report lists them. A rule is data: an id, the heading of
// docs/wire-contract.md it comes from (a test holds every one to an existing heading, so the document and the
// check move together), a one-line title, the answers it reads, and a check that gives a verdict.
import { deliveryRules } from './delivery.mjs';
import { platformRules } from './platform.mjs';
import { sessionRules } from './session.mjs';

/**
 * @typedef {object} Rule
 * @property {string} id stable, dotted: what a script or a ticket refers to
 * @property {string} section a heading of docs/wire-contract.md, exactly as written there
 * @property {string} title what the rule asks of the platform, in one line
 * @property {string[]} uses the answers it reads (names of `observe()`'s record)
 * @property {boolean} [needsLogin] checked only with a player's credentials
 * @property {(seen: Record<string, any>, target: import('../probes.mjs').CheckTarget) => import('./judge.mjs').Verdict} check
 */

/** @type {Rule[]} */
export const RULES = [...platformRules, ...deliveryRules, ...sessionRules];
