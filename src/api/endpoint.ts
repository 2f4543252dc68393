/**
 * What a platform endpoint is: its method and path, and how the client calls it (src/api/client.ts).
 *
 * - `auth: false` sends no Authorization header even when a session exists (SPEC §6: some calls explicitly
 *   send none); `auth: 'required'` makes the call fail fast without a token.
 * - `encrypted` wraps the body in the RSA/DES envelope.
 * - `cache: 'session'` keeps a successful GET answer in session storage for the tab's life.
 */
export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly auth?: boolean | 'required';
  readonly encrypted?: boolean;
  readonly timeout?: number;
  readonly moduleId?: string;
  readonly cache?: 'session';
}

export const DEFAULT_TIMEOUT_MS = 30_000;
