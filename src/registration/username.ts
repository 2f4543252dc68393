/**
 * User-name help while registering: whether a name is free (asked as the player leaves the field) and a name
 * the platform suggests (`POST /wps/member/register/autoUsername`).
 */
import { call } from '../api/client.js';
import type { Endpoint } from '../api/endpoint.js';

const registerCheckUsername = { method: 'GET', path: '/wps/member/register/checkUsername', auth: false } as const satisfies Endpoint;
const registerAutoUsername = { method: 'POST', path: '/wps/member/register/autoUsername', auth: false } as const satisfies Endpoint;


/**
 * Whether the platform would accept `username` now. Resolves null when it cannot tell (offline, malformed
 * answer, a name it refuses outright): the registration itself will say.
 */
export async function checkUsername(username: string): Promise<boolean | null> {
  const name = username.trim();
  if (!name) return null;
  try {
    const answer = await call(registerCheckUsername, { query: { username: name }, alert: false });
    const available = answer && typeof answer === 'object' ? (answer as Record<string, unknown>).available : undefined;
    return typeof available === 'boolean' ? available : null;
  } catch {
    return null;
  }
}

/**
 * A free user name from the platform, based on what the player typed when there is something; null when none
 * came. The platform answers the name as `value` or as `value.username`.
 */
export async function suggestUsername(base = ''): Promise<string | null> {
  try {
    const answer = await call(registerAutoUsername, { body: base.trim() ? { username: base.trim() } : {}, alert: false });
    const name = typeof answer === 'string' ? answer : (answer as { username?: unknown } | null)?.username;
    return typeof name === 'string' && /^[\w.-]{1,64}$/.test(name) ? name : null;
  } catch {
    return null;
  }
}
