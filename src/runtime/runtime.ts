/**
 * Start-up shared by every element and the host page, run once per page: take over a token handed in the
 * address, keep affiliate and referral codes and ad ids, and learn who the member is when a session exists.
 */
import { getConfig } from '../config/config.js';
import { adoptTokenFromUrl, isLoggedIn, memberInfo } from '../session/session.js';
import { refreshMember } from '../session/member.js';
import { applyMemberLanguage } from '../session/member-language.js';
import { captureReferral } from '../platform/referral.js';
import { AD_ID_QUERY } from '../tracking/ad-id-query.js';
import { hookTracking } from '../tracking/hook.js';

let started = false;

export function startRuntime(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  adoptTokenFromUrl(getConfig().merchant);
  captureReferral();
  // The ad ids of the address as it is now: their code comes a moment later, and only when there are some.
  const search = location.search;
  if (AD_ID_QUERY.test(search)) {
    void import('../tracking/tracker.js').then(({ capturePixelTrack }) => capturePixelTrack(search), () => {});
  }
  hookTracking();
  // An invalid stored token ends the session here, through the error policy.
  if (isLoggedIn.value && !memberInfo.value) {
    void refreshMember({ alert: false, sessionRestore: true })
      .then(applyMemberLanguage)
      .catch(() => {});
  }
}
