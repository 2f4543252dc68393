/**
 * Typed access to localStorage, sessionStorage and cookies that never throws. Private browsing, a full quota,
 * disabled cookies or a sandboxed iframe make the Web Storage API throw on access; the app then keeps values in
 * memory for the page's life instead, so a player can still log in and use the page.
 */

type Area = 'local' | 'session';

const memory: Record<Area, Map<string, string>> = { local: new Map(), session: new Map() };
/** Keys whose last write the browser refused (full quota, private mode): memory holds their value. */
const memoryOnly: Record<Area, Set<string>> = { local: new Set(), session: new Set() };

function area(kind: Area): Storage | null {
  try {
    const store = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return store ?? null;
  } catch {
    return null;
  }
}

export function readRaw(kind: Area, key: string): string | null {
  try {
    const store = area(kind);
    if (store && !memoryOnly[kind].has(key)) return store.getItem(key);
  } catch {
    /* fall through to memory */
  }
  return memory[kind].get(key) ?? null;
}

export function writeRaw(kind: Area, key: string, value: string): void {
  memory[kind].set(key, value);
  try {
    area(kind)?.setItem(key, value);
    memoryOnly[kind].delete(key);
  } catch {
    /* the in-memory copy above keeps the value for this page */
    memoryOnly[kind].add(key);
  }
}

export function removeRaw(kind: Area, key: string): void {
  memory[kind].delete(key);
  memoryOnly[kind].delete(key);
  try {
    area(kind)?.removeItem(key);
  } catch {
    /* nothing more to do */
  }
}

/** Removes every key of one area whose name starts with `prefix`. */
export function removeRawByPrefix(kind: Area, prefix: string): void {
  for (const key of [...memory[kind].keys()]) if (key.startsWith(prefix)) removeRaw(kind, key);
  try {
    const store = area(kind);
    if (!store) return;
    const names: string[] = [];
    for (let index = 0; index < store.length; index++) {
      const name = store.key(index);
      if (name?.startsWith(prefix)) names.push(name);
    }
    names.forEach((name) => store.removeItem(name));
  } catch {
    /* nothing more to do */
  }
}

/** Empties one area, as logout does for session storage (SPEC §8). */
export function clearArea(kind: Area): void {
  memory[kind].clear();
  memoryOnly[kind].clear();
  try {
    area(kind)?.clear();
  } catch {
    /* nothing more to do */
  }
}

/**
 * A key with a type: `read()` returns the fallback when the value is missing or does not parse or validate, so
 * a value tampered with or written by an older version never breaks the app.
 */
export interface StorageKey<T> {
  readonly name: string;
  read(): T;
  write(value: T): void;
  remove(): void;
}

export function storageKey<T>(
  kind: Area,
  name: string,
  fallback: T,
  validate: (value: unknown) => value is T,
): StorageKey<T> {
  return {
    name,
    read() {
      const raw = readRaw(kind, name);
      if (raw === null) return fallback;
      try {
        const parsed: unknown = JSON.parse(raw);
        return validate(parsed) ? parsed : fallback;
      } catch {
        return fallback;
      }
    },
    write(value) {
      writeRaw(kind, name, JSON.stringify(value));
    },
    remove() {
      removeRaw(kind, name);
    },
  };
}

/** A key holding a plain string (not JSON), as the platform's older keys are (`language`, `hideDownloadBar`). */
export function stringKey(kind: Area, name: string): StorageKey<string | null> {
  return {
    name,
    read: () => readRaw(kind, name),
    write: (value) => (value === null ? removeRaw(kind, name) : writeRaw(kind, name, value)),
    remove: () => removeRaw(kind, name),
  };
}

export interface CookieOptions {
  days?: number;
  path?: string;
}

export function readCookie(name: string): string | null {
  try {
    const prefix = `${encodeURIComponent(name)}=`;
    for (const part of document.cookie.split('; ')) {
      if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
    }
  } catch {
    /* cookies unavailable */
  }
  return null;
}

/** Writes a cookie with path `/` and SameSite Lax by default (SPEC §9). */
export function writeCookie(name: string, value: string, { days, path = '/' }: CookieOptions = {}): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}; SameSite=Lax`;
  if (days !== undefined) cookie += `; max-age=${Math.round(days * 86400)}`;
  if (location.protocol === 'https:') cookie += '; Secure';
  try {
    document.cookie = cookie;
  } catch {
    /* cookies unavailable */
  }
}
