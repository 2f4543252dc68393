/**
 * What follows a tap on a download button (SPEC §5): on iOS 17 and later the player is told where to finish
 * installing the profile (`ios17_download_tips`); on earlier iOS the settings profile opens by itself once the
 * player comes back from the system's install sheet.
 */
import type { DownloadTarget } from './download-target.js';
import { iosVersion } from './platform.js';

/** Minimum iOS that no longer opens the settings profile by itself. */
const IOS_TIPS_FROM = 17;

let cancelPending: (() => void) | null = null;

/**
 * Runs the after-download step for a target the page is about to open. Returns what it did, for the caller's
 * event: `tips`, `profile` (waiting for the player to come back), or `none`.
 */
export function afterDownload(target: DownloadTarget, agent?: string): 'tips' | 'profile' | 'none' {
  if (target.platform !== 'ios' || !target.direct) return 'none';
  const version = iosVersion(agent);
  if (version && version[0] >= IOS_TIPS_FROM) {
    // The download goes ahead meanwhile; without a connection for the tip, the player simply does not read it.
    void import('./ios-tips.js').then(({ showIosTips }) => showIosTips()).catch(() => {});
    return 'tips';
  }
  if (!target.profileUrl) return 'none';
  openProfileOnReturn(target.profileUrl);
  return 'profile';
}

/** The install sheet takes focus away; the first return of focus after that opens the settings profile. */
function openProfileOnReturn(profileUrl: string): void {
  cancelPending?.();
  let left = false;
  const leave = () => {
    left = true;
  };
  const back = () => {
    if (!left || document.visibilityState === 'hidden') return;
    stop();
    location.assign(profileUrl);
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : back());
  function stop() {
    window.removeEventListener('blur', leave);
    window.removeEventListener('focus', back);
    document.removeEventListener('visibilitychange', onVisibility);
    cancelPending = null;
  }
  window.addEventListener('blur', leave);
  window.addEventListener('focus', back);
  document.addEventListener('visibilitychange', onVisibility);
  cancelPending = stop;
}

/** Stops waiting for a return (tests, and a page that goes away). */
export function cancelProfileOnReturn(): void {
  cancelPending?.();
}
