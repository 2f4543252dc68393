/**
 * The old-iOS home-screen app rule (SPEC §8): such an app restarts at its start page, so the app keeps the
 * path the player was on and the stored session restores it. When that restored session turns out to be
 * dead (401), the stored path and the session are cleared and the player goes home, not to a login prompt
 * on a page they did not ask for.
 */
import { stringKey } from '../storage/storage.js';
import { isWebClip } from '../device/device.js';

/** Where an old-iOS home-screen app was, kept across its restarts. */
export const lastPathKey = stringKey('local', 'MC_PWA_LAST_PATH');

/** iOS 12.2 and below count as old (SPEC §5). */
export function isOldIos(userAgent = navigator.userAgent): boolean {
  const match = /\bOS (\d+)_(\d+)(?:_\d+)? like Mac OS X/.exec(userAgent);
  if (!match) return false;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  return major < 12 || (major === 12 && minor <= 2);
}

export function isOldIosPwa(): boolean {
  return isWebClip() && isOldIos();
}
