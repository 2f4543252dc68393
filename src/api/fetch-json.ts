/**
 * One request and its JSON answer on the browser's fetch: all the client asks of an HTTP library (a body sent
 * as JSON, a time limit, the answer read whatever its status). The client builds URLs, shares in-flight calls,
 * caches and judges answers itself, so a general-purpose library would add weight to every page for nothing.
 */
export interface JsonRequest {
  method: string;
  headers: Record<string, string>;
  /** Sent as JSON; none for a GET. */
  body?: unknown;
  /** Milliseconds before the request is given up with a `TimeoutError`. */
  timeout: number;
  signal?: AbortSignal;
  /** Another fetch implementation (configureClient). */
  fetch?: typeof fetch;
}

export interface JsonResponse {
  ok: boolean;
  status: number;
  /** The parsed JSON answer; its text when it is not JSON; undefined when empty. */
  data: unknown;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function fetchJson(url: string, request: JsonRequest): Promise<JsonResponse> {
  // One controller for both the caller's signal and the time limit: AbortSignal.any and AbortSignal.timeout
  // are missing from the older iOS versions players still use.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeout);
  const follow = () => controller.abort();
  if (request.signal?.aborted) follow();
  request.signal?.addEventListener('abort', follow, { once: true });
  const hasBody = request.body !== undefined;
  try {
    const response = await (request.fetch ?? fetch)(url, {
      method: request.method,
      headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...request.headers },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      credentials: 'include',
      signal: controller.signal,
    });
    return { ok: response.ok, status: response.status, data: parse(await response.text()) };
  } catch (error) {
    if (timedOut) throw new DOMException('The request timed out.', 'TimeoutError');
    throw error;
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', follow);
  }
}
