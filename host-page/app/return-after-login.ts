/**
 * A visitor sent to log in on the way to a game, or to a responsible-gaming tool from its page, comes back to
 * it afterwards (SPEC §2, §6): the address is kept for the tab's session and taken once, by the login's
 * navigation home.
 */
import { stringKey } from '../../src/storage/index.js';

const returnTo = stringKey('session', 'MC_RETURN_AFTER_LOGIN');
const RETURNING_PATHS = ['/m/launchGame', '/m/member/limits', '/m/member/self-exclusion'];

export function rememberReturn(pathname: string, search: string): void {
  if (RETURNING_PATHS.includes(pathname)) returnTo.write(pathname + search);
}

/** The kept address (once), for a navigation home that a login asked for. */
export function takeReturn(path: string, reason: string): string | null {
  if (reason !== 'login') return null;
  const kept = returnTo.read();
  if (!kept) return null;
  returnTo.write(null);
  return path === '/m/home' && RETURNING_PATHS.some((p) => kept.startsWith(`${p}?`) || kept === p) ? kept : null;
}
