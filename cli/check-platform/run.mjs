// The check as a function: make the calls, hold each answer to every rule, and hand back the report's data.
import { observe } from './probes.mjs';
import { RULES } from './rules/index.mjs';

/**
 * @typedef {'pass' | 'fail' | 'skip'} Outcome
 * @typedef {{ id: string, section: string, title: string, outcome: Outcome, expected: string, actual: string }} RuleResult
 * @typedef {{ method: string, url: string, status: number | null, error: string | null }} CallRecord
 * @typedef {object} CheckReport
 * @property {string} platform
 * @property {string} site
 * @property {string} merchant
 * @property {string} origin
 * @property {string | null} user the player logged in as, when credentials were given
 * @property {string} startedAt ISO time
 * @property {number} durationMs
 * @property {{ passed: number, failed: number, skipped: number }} summary
 * @property {RuleResult[]} rules
 * @property {CallRecord[]} calls every call made, in order (no header or body: nothing secret)
 */

/**
 * Holds one rule to the answers.
 * @param {import('./rules/index.mjs').Rule} rule
 * @param {import('./probes.mjs').Observations} seen
 * @param {import('./probes.mjs').CheckTarget} target
 * @returns {RuleResult}
 */
export function evaluate(rule, seen, target) {
  const about = { id: rule.id, section: rule.section, title: rule.title };
  if (rule.needsLogin && !target.credentials) {
    return { ...about, outcome: 'skip', expected: rule.title, actual: 'not checked: run with --user and --password' };
  }
  const missing = rule.uses.filter((name) => seen[name] === undefined);
  if (missing.length) {
    return { ...about, outcome: 'fail', expected: rule.title, actual: `not checked: an earlier answer it depends on failed (${missing.join(', ')})` };
  }
  const unanswered = rule.uses.map((name) => seen[name]).find((answer) => !Array.isArray(answer) && answer?.error);
  if (unanswered && !Array.isArray(unanswered)) {
    return { ...about, outcome: 'fail', expected: rule.title, actual: `no answer to ${unanswered.method} ${unanswered.url}: ${unanswered.error}` };
  }
  try {
    const verdict = rule.check(seen, target);
    return { ...about, outcome: verdict.pass ? 'pass' : 'fail', expected: verdict.expected, actual: verdict.actual };
  } catch (error) {
    return { ...about, outcome: 'fail', expected: rule.title, actual: `the answer could not be read: ${/** @type {Error} */ (error).message}` };
  }
}

/** Every call made, in the order made, for the report. */
function callsOf(/** @type {import('./probes.mjs').Observations} */ seen) {
  return Object.values(seen)
    .flatMap((entry) => (Array.isArray(entry) ? entry.map((file) => file.answer) : [entry]))
    .filter((answer) => answer !== undefined)
    .map((answer) => ({ method: answer.method, url: answer.url, status: answer.status ?? null, error: answer.error ?? null }));
}

/**
 * Runs the check against a platform.
 * @param {import('./probes.mjs').CheckTarget} target
 * @returns {Promise<CheckReport>}
 */
export async function checkPlatform(target) {
  const started = Date.now();
  const seen = await observe(target);
  const rules = RULES.map((rule) => evaluate(rule, seen, target));
  const count = (/** @type {Outcome} */ outcome) => rules.filter((rule) => rule.outcome === outcome).length;
  return {
    platform: target.platform,
    site: target.site,
    merchant: target.merchant,
    origin: target.origin,
    user: target.credentials?.user ?? null,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    summary: { passed: count('pass'), failed: count('fail'), skipped: count('skip') },
    rules,
    calls: callsOf(seen),
  };
}
