/**
 * Facts about the device the platform wants to hear: the `Device` header, the registration method and a
 * stable device id for login and ad attribution (SPEC §3, §7).
 */
import { readRaw, writeRaw } from '../storage/storage.js';

function matchMedia(query: string): boolean {
  try {
    return globalThis.matchMedia?.(query).matches ?? false;
  } catch {
    return false;
  }
}

/** Installed PWA (display-mode standalone, or started from the manifest's start URL). */
export function isPwa(): boolean {
  return matchMedia('(display-mode: standalone)') || new URLSearchParams(location.search).get('utm_source') === 'homescreen';
}

/** iOS home-screen web clip (Safari's own standalone flag). */
export function isWebClip(): boolean {
  return (navigator as { standalone?: boolean }).standalone === true;
}

export function isIpad(): boolean {
  const ua = navigator.userAgent;
  return /iPad/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/** The merchant's native app shell identifies itself in the user agent, or by its bridge object (docs/install.md). */
export function isInApp(): boolean {
  return /\bmcapp\//i.test(navigator.userAgent) || 'McAppBridge' in globalThis;
}

/** The `Device` header: IPAD, PWA or WEBCLIP when applicable, else none. */
export function deviceHeader(): 'IPAD' | 'PWA' | 'WEBCLIP' | undefined {
  if (isWebClip()) return 'WEBCLIP';
  if (isPwa()) return 'PWA';
  if (isIpad()) return 'IPAD';
  return undefined;
}

/** The registration method of SPEC §3. */
export function registerMethod(): 'APP' | 'H5' | 'WEBCLIP' | 'PWA' {
  if (isInApp()) return 'APP';
  if (isWebClip()) return 'WEBCLIP';
  if (isPwa()) return 'PWA';
  return 'H5';
}

const DEVICE_ID_KEY = 'mc_device_id';

/**
 * A hash of stable browser traits (SPEC §7), kept once computed so that a browser update does not make the
 * player a new device. FNV-1a over 64 bits: enough to tell devices apart, not an identity.
 */
export function deviceId(): string {
  const stored = readRaw('local', DEVICE_ID_KEY);
  if (stored && /^[0-9a-f]{16}$/.test(stored)) return stored;
  const traits = [
    navigator.userAgent,
    navigator.language,
    navigator.hardwareConcurrency,
    screen.width,
    screen.height,
    screen.colorDepth,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    navigator.maxTouchPoints,
  ].join('|');
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < traits.length; i++) {
    hash ^= BigInt(traits.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  const id = hash.toString(16).padStart(16, '0');
  writeRaw('local', DEVICE_ID_KEY, id);
  return id;
}
