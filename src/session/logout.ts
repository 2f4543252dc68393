import { call } from '../api/client.js';
import type { Endpoint } from '../api/endpoint.js';
import { clearSession, isLoggedIn, token } from './session.js';

const logoutEndpoint = { method: 'POST', path: '/wps/session/logout' } as const satisfies Endpoint;

/**
 * Logs out: forgets the session on this page, then tells the platform (best effort, quietly). The page lets go
 * first so that a call still out when the platform closes the session, and answered 401, reads as a call of a
 * session the player ended on purpose rather than one that expired under them.
 */
export async function logout(): Promise<void> {
  if (!isLoggedIn.value) return;
  const ending = token.value;
  clearSession();
  try {
    await call(logoutEndpoint, { body: {}, alert: false, headers: { Authorization: ending } });
  } catch {
    /* the local session has ended regardless */
  }
}
