// One call to the platform or the app's site, recorded as the rules read it: the status, the headers (lower-case
// names), the body as text and, when it parses, as JSON. A call that gets no answer (refused, reset, timed out,
// a bad address) is recorded with its error instead of throwing: a rule that needs it then fails and says why.
import { createHash } from 'node:crypto';

/**
 * @typedef {object} Exchange
 * @property {string} method
 * @property {string} url
 * @property {Record<string, string>} sent the request's headers
 * @property {number} [status]
 * @property {Record<string, string>} [headers]
 * @property {string} [text]
 * @property {any} [json] the parsed body, `undefined` when it is not JSON
 * @property {string} [stamp] the body's content stamp (see contentStamp)
 * @property {string} [error] why there was no answer
 */

/**
 * @param {{ method?: string, url: string | URL, headers?: Record<string, string>, body?: unknown, timeoutMs: number }} request
 * @returns {Promise<Exchange>}
 */
export async function exchange({ method = 'GET', url, headers = {}, body, timeoutMs }) {
  const sent = { ...headers };
  if (body !== undefined) sent['Content-Type'] = 'application/json';
  for (const [name, value] of Object.entries(sent)) if (value === '') delete sent[name];
  const record = { method, url: String(url), sent };
  try {
    const response = await fetch(url, {
      method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { ...record, status: response.status, headers: Object.fromEntries(response.headers), text, json, stamp: contentStamp(bytes) };
  } catch (error) {
    const cause = /** @type {{ cause?: { code?: string, message?: string } }} */ (error).cause;
    const reason = /** @type {Error} */ (error).name === 'TimeoutError'
      ? `no answer within ${Math.round(timeoutMs / 1000)} s`
      : cause?.code ?? cause?.message ?? String(/** @type {Error} */ (error).message ?? error);
    return { ...record, error: reason };
  }
}

/** The content stamp the build gives a file whose name carries no hash: 16 hex digits of its SHA-256. */
export const contentStamp = (/** @type {Uint8Array | string} */ content) => createHash('sha256').update(content).digest('hex').slice(0, 16);
