/**
 * The platform HTTP client (SPEC §7) on the browser's fetch: 30 s timeout, cookies sent, Authorization from the session,
 * Merchant and Language headers, ModuleId per endpoint, empty headers dropped, GET data as a query string,
 * identical in-flight GETs shared, opt-in session cache, and the encrypted envelope for marked bodies.
 * Every failure rejects with an ApiError after the error policy has run.
 */
import { getConfig } from '../config/config.js';
import { language } from '../i18n/i18n.js';
import { token } from '../session/session.js';
import { readRaw, removeRawByPrefix, writeRaw } from '../storage/storage.js';
import { ApiError } from './api-error.js';
import { applyErrorPolicy, loadErrorTexts } from './error-policy.js';
import { DEFAULT_TIMEOUT_MS, type Endpoint } from './endpoint.js';
import { sealForPlatform, forgetPublicKey } from './envelope.js';
import { fetchJson, type JsonResponse } from './fetch-json.js';
import { apiBase } from '../net/lines.js';
import { showToast } from '../ui/notices.js';
import { t } from '../i18n/i18n.js';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions {
  query?: Query;
  body?: unknown;
  /** Extra headers; a null, undefined or empty value removes the header. */
  headers?: Record<string, string | null | undefined>;
  /** False keeps the error policy from showing a notice (the session policy still applies). */
  alert?: boolean;
  signal?: AbortSignal;
  timeout?: number;
  /** Sends the call to this base URL instead of the line in use, and never switches lines for it. */
  base?: string;
  /** The call checks a session restored from storage at start (the old-iOS home-screen rule of SPEC §8). */
  sessionRestore?: boolean;
}

export interface ClientHooks {
  /** Called before each request leaves, with the final URL and headers. */
  onRequest?: (request: { url: string; method: string; headers: Record<string, string> }) => void;
  /** Called with every failure before the error policy runs. */
  onError?: (error: ApiError) => void;
}

let hooks: ClientHooks = {};
let fetchImpl: typeof fetch | undefined;

/** Installs hooks (logging, analytics) and, for exotic hosts, a fetch implementation. */
export function configureClient(options: ClientHooks & { fetch?: typeof fetch }): void {
  hooks = { onRequest: options.onRequest, onError: options.onError };
  fetchImpl = options.fetch;
}

const inFlight = new Map<string, Promise<unknown>>();
const CACHE_PREFIX = 'mc:cache:';

/**
 * Which session this page is in, as a number kept in memory only: it changes whenever the token does (login,
 * logout, a 401, another player's token). Shared and cached GETs are keyed by it rather than by the token, so
 * that no storage key holds the token, and an answer to a call sent under an earlier number is an answer for
 * a session that has ended: it is neither cached nor handed to the caller.
 */
let generation = 0;
let generationToken = token.peek();
token.subscribe((current) => {
  if (current === generationToken) return;
  generationToken = current;
  generation += 1;
  // Logout and 401 empty session storage already; a token replaced by another player's must not inherit the
  // answers cached for the first.
  removeRawByPrefix('session', CACHE_PREFIX);
});

function compactHeaders(input: Record<string, string | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) {
    if (value !== null && value !== undefined && String(value).trim() !== '') out[name] = String(value);
  }
  return out;
}

function compactQuery(query: Query | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) out[name] = String(value);
  }
  return out;
}

function buildUrl(base: string, path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** No answer, or a gateway saying the platform behind it did not answer: the line is down, not the call. */
function isLineFailure(error: ApiError): boolean {
  return (error.status === 0 && (error.code === 'network' || error.code === 'timeout')) || [502, 503, 504].includes(error.status);
}

function baseHeaders(endpoint: Endpoint): Record<string, string | undefined> {
  const { merchant } = getConfig();
  return {
    Authorization: endpoint.auth === false ? undefined : token.value,
    Merchant: merchant,
    Language: language.value,
    ModuleId: endpoint.moduleId,
  };
}

/** Calls a platform endpoint and resolves with the answer's `value`. */
export function call<T = unknown>(endpoint: Endpoint, options: CallOptions = {}): Promise<T> {
  const base = options.base ?? apiBase();
  const startedIn = generation;
  const headerGiven = options.headers !== undefined && 'Authorization' in options.headers;
  const sentWith = endpoint.auth === false ? '' : headerGiven ? (options.headers!.Authorization ?? '') : token.value;
  // A call sent with a token, answered after that session ended, tells the page nothing it may use.
  const ended = () => Boolean(sentWith) && generation !== startedIn;
  const promise = callOnce<T>(endpoint, options, base, startedIn).catch(async (error: unknown) => {
    // The line failed: switch to the fastest healthy one and repeat the call there, once.
    if (options.base !== undefined || !(error instanceof ApiError) || !isLineFailure(error) || options.signal?.aborted) throw error;
    // Offline no line answers; and when the race's own chunk cannot load, the line's failure is what to report,
    // not the failed import.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw error;
    const race = await import('../net/line-race.js').catch(() => null);
    if (!race) throw error;
    const { failover, lineNumber } = race;
    const line = await failover(base);
    if (!line) throw error;
    showToast(t('line_switched', { line: lineNumber(line) }), 3000);
    return callOnce<T>(endpoint, options, apiBase(), startedIn);
  });
  return promise.then(
    (value) => {
      if (ended()) throw new ApiError('aborted', 'session ended');
      return value;
    },
    async (error: unknown) => {
      const apiError = error instanceof ApiError ? error : new ApiError('bad_response', String(error));
      // Whoever shows this failure finds its text in the player's language already there.
      await loadErrorTexts(apiError);
      hooks.onError?.(apiError);
      // A call still out when the player logged out (or in again), or when another call's 401 ended the
      // session, answers for a session that is gone: it tells the player nothing more.
      if (ended()) throw new ApiError('aborted', 'session ended');
      applyErrorPolicy(apiError, { alert: options.alert, sessionRestore: options.sessionRestore });
      throw apiError;
    },
  );
}

function callOnce<T>(endpoint: Endpoint, options: CallOptions, base: string, startedIn: number): Promise<T> {
  if (endpoint.auth === 'required' && !token.value) {
    return Promise.reject(new ApiError('login.not.session', '', 401));
  }
  const query = compactQuery(options.query);
  const headers = compactHeaders({ ...baseHeaders(endpoint), ...options.headers });
  const url = buildUrl(base, endpoint.path, query);

  if (endpoint.method !== 'GET') return send<T>(endpoint, url, headers, options, true);

  // Identical GETs (same URL, same session, same language) share one request while it is in flight.
  const key = `${url}\n${startedIn}\n${headers.Language ?? ''}`;
  if (endpoint.cache === 'session') {
    const cached = readRaw('session', CACHE_PREFIX + key);
    if (cached !== null) {
      try {
        return Promise.resolve(JSON.parse(cached) as T);
      } catch {
        /* a broken entry is refetched */
      }
    }
  }
  const shared = inFlight.get(key);
  if (shared) return shared as Promise<T>;
  const request = send<T>(endpoint, url, headers, options, false)
    .then((value) => {
      // No answer is not worth keeping (a platform that answered nothing once must be asked again), and neither
      // is an answer for a session that has ended since the call left.
      const keep = endpoint.cache === 'session' && generation === startedIn && value !== null && value !== undefined;
      if (keep) writeRaw('session', CACHE_PREFIX + key, JSON.stringify(value));
      return value;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

async function send<T>(
  endpoint: Endpoint,
  url: string,
  headers: Record<string, string>,
  options: CallOptions,
  mayRetryKey: boolean,
): Promise<T> {
  let body: unknown = options.body;
  let finalHeaders = headers;
  if (endpoint.encrypted) {
    const sealed = await sealForPlatform(body ?? {}, endpoint);
    finalHeaders = { ...headers, ...sealed.headers };
    body = sealed.body;
  }
  hooks.onRequest?.({ url, method: endpoint.method, headers: finalHeaders });

  let response: JsonResponse;
  try {
    response = await fetchJson(url, {
      method: endpoint.method,
      headers: finalHeaders,
      body: endpoint.method === 'GET' ? undefined : (body ?? {}),
      timeout: options.timeout ?? endpoint.timeout ?? DEFAULT_TIMEOUT_MS,
      signal: options.signal,
      fetch: fetchImpl,
    });
  } catch (error) {
    throw toTransportError(error, options.signal);
  }

  const data = response.data as { success?: unknown; value?: unknown; errorCode?: unknown; message?: unknown };
  const envelope = data && typeof data === 'object' ? data : {};
  if (response.ok && envelope.success === true) return envelope.value as T;

  const code = typeof envelope.errorCode === 'string' ? envelope.errorCode : response.ok ? 'unknown' : `http_${response.status}`;
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  // A server restart changes its key pair: fetch the new key and try once more.
  if (code === 'encryption.key.invalid' && mayRetryKey && endpoint.encrypted) {
    forgetPublicKey();
    return send<T>(endpoint, url, headers, options, false);
  }
  throw new ApiError(code, message, response.status, envelope.value, envelope);
}

function toTransportError(error: unknown, signal: AbortSignal | undefined): ApiError {
  if (error instanceof ApiError) return error;
  if (signal?.aborted) return new ApiError('aborted', '');
  const name = (error as { name?: string; cause?: { name?: string } })?.name;
  const causeName = (error as { cause?: { name?: string } })?.cause?.name;
  if (name === 'TimeoutError' || causeName === 'TimeoutError' || /timeout/i.test(String(error))) {
    // The platform's own name for it (SPEC §8).
    return new ApiError('timeout', 'ECONNABORTED');
  }
  return new ApiError('network', String((error as Error)?.message ?? error));
}
