// What the console's request inspector shows of a logged call: everything the platform received and answered,
// with the secrets masked. The console is shown on shared screens and in recorded demos, so a session token
// never leaves the platform whole (its last four characters tell two sessions apart), and neither does a
// password: the inspector proves the envelope was opened and which fields arrived, not what a secret says.

/** Field names whose values are secrets, in bodies, answers and query strings. */
const SECRET_FIELD = /password|psw|token|secret|^authorization$|^cookie$/i;
/** Secrets that identify a session: shown by their last four characters. */
const SESSION_FIELD = /token|^authorization$|^cookie$/i;

/**
 * @param {string} name
 * @param {unknown} value
 */
function maskValue(name, value) {
  if (typeof value !== 'string' || value === '') return value;
  if (SESSION_FIELD.test(name) && value.length > 8) return `••••••••${value.slice(-4)}`;
  return '••••••••';
}

/**
 * A deep copy with every secret field's value masked.
 * @param {unknown} value
 * @param {number} [depth] guards against absurdly deep payloads
 * @returns {unknown}
 */
export function maskSecrets(value, depth = 0) {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [
    name, SECRET_FIELD.test(name) ? maskValue(name, item) : maskSecrets(item, depth + 1),
  ]));
}

/**
 * @typedef {object} InspectedCall one call as the inspector lists it
 * @property {number} id
 * @property {number} at epoch ms of its arrival
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} query
 * @property {Record<string, string>} headers
 * @property {boolean} encrypted
 * @property {string} sent the body as it arrived: the envelope of an encrypted call
 * @property {unknown} opened the body the platform read: the envelope opened, or the parsed JSON
 * @property {import('./request-log.mjs').LoggedAnswer | null} answer
 */

/**
 * @param {import('./request-log.mjs').InspectedRequest} entry
 * @returns {InspectedCall}
 */
export function inspectCall(entry) {
  const opened = maskSecrets(entry.body);
  // An envelope holds nothing readable; a plain body is its own opened form, so it is shown masked the same way.
  const sent = entry.encrypted || typeof entry.body !== 'object' || entry.body === null ? entry.raw : JSON.stringify(opened);
  return {
    id: entry.id,
    at: entry.at,
    method: entry.method,
    path: entry.path,
    query: /** @type {Record<string, string>} */ (maskSecrets(entry.query)),
    headers: /** @type {Record<string, string>} */ (maskSecrets(entry.headers)),
    encrypted: entry.encrypted,
    sent,
    opened,
    answer: entry.answer && { ...entry.answer, body: maskSecrets(entry.answer.body) },
  };
}
