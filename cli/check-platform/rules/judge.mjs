// What the rules share: a verdict from a list of problems, and the readings of an answer every rule makes the
// same way (the envelope, a header, a value shown short).

/**
 * @typedef {object} Verdict
 * @property {boolean} pass
 * @property {string} expected what the contract asks for
 * @property {string} actual what came back
 */

/**
 * A verdict: it passes when there is no problem, and then says what came back in `summary`.
 * @param {string} expected
 * @param {string[]} problems
 * @param {string} summary
 * @returns {Verdict}
 */
export function judge(expected, problems, summary) {
  return { pass: problems.length === 0, expected, actual: problems.length ? problems.join('; ') : summary };
}

/** A value as a short text: JSON, cut at `max` characters. */
export function shown(/** @type {unknown} */ value, max = 80) {
  const text = value === undefined ? 'nothing' : typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * What is wrong with an answer that should be the success envelope `{ success: true, value }` with HTTP 200.
 * @param {import('../http.mjs').Exchange} answer
 * @returns {string[]}
 */
export function envelopeProblems(answer) {
  if (answer.status !== 200) return [`HTTP ${answer.status}${answer.json?.errorCode ? ` ${answer.json.errorCode}` : ''}`];
  if (answer.json === undefined || answer.json === null || typeof answer.json !== 'object') return [`not JSON: ${shown(answer.text ?? '', 60)}`];
  if (typeof answer.json.success !== 'boolean') return [`no boolean success: ${shown(answer.json)}`];
  if (!answer.json.success) return [`success: false, errorCode ${shown(answer.json.errorCode)}, message ${shown(answer.json.message)}`];
  return [];
}

/**
 * What is wrong with an answer that should be a failure envelope with this HTTP status and `errorCode`.
 * @param {import('../http.mjs').Exchange} answer
 * @param {number} status
 * @param {string[]} codes the error codes accepted
 */
export function failureProblems(answer, status, codes) {
  const problems = [];
  if (answer.status !== status) problems.push(`HTTP ${answer.status}`);
  if (answer.json?.success !== false) problems.push(`success ${shown(answer.json?.success)}`);
  if (!codes.includes(answer.json?.errorCode)) problems.push(`errorCode ${shown(answer.json?.errorCode)}`);
  return problems;
}

/** A response header, `''` when absent. */
export const header = (/** @type {import('../http.mjs').Exchange} */ answer, /** @type {string} */ name) => answer.headers?.[name.toLowerCase()] ?? '';

/** Whether a comma-separated header lists `item` (any case). */
export const lists = (/** @type {string} */ value, /** @type {string} */ item) =>
  value.split(',').map((part) => part.trim().toLowerCase()).includes(item.toLowerCase());

/** Whether a Cache-Control value keeps the answer from being used without asking the platform again. */
export const revalidated = (/** @type {string} */ value) => /\b(no-cache|no-store|max-age=0)\b/i.test(value);

/** Whether a value is a plain object (a record, not a list or null). */
export const isRecord = (/** @type {unknown} */ value) => typeof value === 'object' && value !== null && !Array.isArray(value);
