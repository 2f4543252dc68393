/**
 * Who is logged in, as signals shared by every element on the page. The session lives in session storage
 * under MC_SESSION_INFO (SPEC §3), so it survives reloads but not closing the tab.
 */
import { computed, signal } from '@preact/signals-core';
import { clearArea, storageKey } from '../storage/storage.js';

export interface SessionInfo {
  id: string;
  token: string;
  merchantCode: string;
  userName: string;
  /** The member's customerType (0 player, 1 or 2 agent, 4 restricted). */
  type: number;
  firstTimeLogin: boolean;
}

export interface MemberInfo {
  id: string;
  userName: string;
  type: number;
  language: string;
  merchantCode: string;
  firstTimeLogin: boolean;
  clubLabelName: string;
  rankLevel: number;
}

function isSessionInfo(value: unknown): value is SessionInfo {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.id === 'string' &&
    typeof v.userName === 'string' &&
    typeof v.merchantCode === 'string' &&
    typeof v.type === 'number' &&
    typeof v.firstTimeLogin === 'boolean'
  );
}

export const sessionInfoKey = storageKey<SessionInfo | null>('session', 'MC_SESSION_INFO', null, isSessionInfo);

/** The stored session, or null for a visitor. */
export const sessionInfo = signal<SessionInfo | null>(sessionInfoKey.read());
/** The session token, empty for a visitor. */
export const token = computed(() => sessionInfo.value?.token ?? '');
export const isLoggedIn = computed(() => token.value !== '');
/** The member as the platform last described them; null until fetched. */
export const memberInfo = signal<MemberInfo | null>(null);

/** Starts or updates the session and stores it. */
export function setSession(info: SessionInfo): void {
  sessionInfoKey.write(info);
  sessionInfo.value = info;
}

/** Starts a session from a bare token (login answer, token in the address), before the member is known. */
export function setToken(token: string, merchantCode: string, firstTimeLogin = false): void {
  const previous = sessionInfo.value;
  setSession({
    id: previous?.token === token ? previous.id : '',
    userName: previous?.token === token ? previous.userName : '',
    type: previous?.token === token ? previous.type : 0,
    token,
    merchantCode,
    firstTimeLogin,
  });
}

/** Copies what the member info says into the stored session. */
export function applyMemberInfo(member: MemberInfo): void {
  memberInfo.value = member;
  const current = sessionInfo.value;
  if (current) setSession({ ...current, id: member.id, userName: member.userName, type: member.type });
}

/** Forgets the session on this page: signals, and all of session storage (SPEC §8). */
export function clearSession(): void {
  clearArea('session');
  sessionInfo.value = null;
  memberInfo.value = null;
  document.dispatchEvent(new CustomEvent('mc-logout', { bubbles: true, composed: true }));
}

/**
 * Ends a session the platform no longer accepts. Returns false when there was none, so that a visitor's
 * failed call is not reported as an expired session.
 */
export function expireSession(): boolean {
  if (!sessionInfo.value) return false;
  clearSession();
  return true;
}

const TOKEN_PARAMS = ['token', 'tokens'];

/**
 * Takes a token handed over in the address (`?token=` or `?tokens=`), stores it and removes it from the
 * address bar at once, so that it does not stay in history, bookmarks, screenshots or Referer headers.
 * Returns the token, or null when the address had none.
 */
export function adoptTokenFromUrl(merchantCode: string): string | null {
  const search = location.search.replace(/^\?/, '');
  if (!search) return null;
  let found: string | null = null;
  const kept: string[] = [];
  // Parsed by hand: URLSearchParams would turn a '+' of a base64 token into a space, and re-encode the
  // parameters this function leaves alone.
  for (const part of search.split('&')) {
    const [rawName = '', ...rest] = part.split('=');
    let name = rawName;
    let value = rest.join('=');
    try {
      name = decodeURIComponent(rawName);
      value = decodeURIComponent(value).trim();
    } catch {
      /* a malformed escape is not a token */
    }
    if (!TOKEN_PARAMS.includes(name)) {
      kept.push(part);
      continue;
    }
    if (!found && /^[\w.~+/=-]{8,4096}$/.test(value)) found = value;
  }
  if (kept.length !== search.split('&').length) {
    const rest = kept.length ? `?${kept.join('&')}` : '';
    history.replaceState(history.state, '', location.pathname + rest + location.hash);
  }
  if (found) setToken(found, merchantCode);
  return found;
}
