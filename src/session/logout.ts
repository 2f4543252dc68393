import { call } from '../api/client.js';
import { endpoints } from '../api/endpoints.js';
import { clearSession, isLoggedIn } from './session.js';

/** Logs out: tells the platform (best effort, quietly) and forgets the session on this page whatever it says. */
export async function logout(): Promise<void> {
  if (!isLoggedIn.value) return;
  try {
    await call(endpoints.logout, { body: {}, alert: false });
  } catch {
    /* the local session ends regardless */
  } finally {
    clearSession();
  }
}
