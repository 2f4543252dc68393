/**
 * Start-up shared by every element and the host page, run once per page: take over a token handed in the
 * address, keep affiliate and referral codes and ad ids, and learn who the member is when a session exists.
 */
import { getConfig } from '../config/config.js';
import { adoptTokenFromUrl, isLoggedIn, memberInfo } from '../session/session.js';
import { refreshMember } from '../session/member.js';
import { captureReferral } from '../platform/referral.js';
import { capturePixelTrack } from '../tracking/pixel-track.js';
import { hookTracking } from '../tracking/hook.js';

let started = false;

export function startRuntime(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  adoptTokenFromUrl(getConfig().merchant);
  captureReferral();
  capturePixelTrack();
  hookTracking();
  // An invalid stored token ends the session here, through the error policy.
  if (isLoggedIn.value && !memberInfo.value) {
    void refreshMember({ alert: false, sessionRestore: true })
      .then((member) => import('../session/member-language.js').then((module) => module.applyMemberLanguage(member)))
      .catch(() => {});
  }
}
