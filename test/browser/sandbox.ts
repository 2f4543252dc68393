/**
 * Browser tests talk to a real sandbox platform started by the test runner, on another origin, the way a
 * widget embedded on a merchant's page talks to the platform.
 */
import { configure } from '../../src/config/index.js';

export const sandboxUrl: string = (window as unknown as { __SANDBOX_URL__: string }).__SANDBOX_URL__;
export const MERCHANT = 'DEMO';

/** Points the runtime at the sandbox. */
export function useSandbox(): void {
  configure({ api: sandboxUrl, merchant: MERCHANT, navigate: false });
}

export async function control(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<any> {
  const response = await fetch(`${sandboxUrl}/__sandbox/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Merchant: MERCHANT },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json();
  if (!data.success) throw new Error(`control ${path}: ${data.message}`);
  return data.value;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: any;
}

/** The calls the sandbox received whose path starts with `prefix`, oldest first. */
export function received(prefix: string): Promise<LoggedRequest[]> {
  return control(`requests?path=${encodeURIComponent(prefix)}`);
}

export const resetSandbox = () => control('reset', {});
export const fault = (spec: { path: string; status?: number; body?: unknown; latencyMs?: number; times?: number }) =>
  control('faults', spec);
