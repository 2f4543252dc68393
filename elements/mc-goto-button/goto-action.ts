/**
 * What a goto button does when tapped (SPEC §5): login first where the target needs it (the login modal on a
 * merchant's page, /m/login in the app), the referral rule for invite friends, the deposit event for deposit,
 * the app download for APP_DOWNLOAD, and the target's route otherwise.
 */
import { getConfig } from '../../src/config/index.js';
import { GOTO_ROUTES, LOGIN_REQUIRED, type GotoTarget } from '../../src/goto/index.js';
import { loadInstallKit } from '../../src/install/index.js';
import { appRouteOf, requestNavigation } from '../../src/navigation/index.js';
import { allowedHosts, loadPromotions } from '../../src/popups/index.js';
import { safeRedirectUrl } from '../../src/security/index.js';
import { isLoggedIn, memberInfo, sessionInfo } from '../../src/session/index.js';
import { openLoginDialog } from '../../src/ui/index.js';

const AGENT_TYPES = [1, 2];

function go(path: string): void {
  requestNavigation(path, 'goto');
}

export async function runGoto(target: GotoTarget, externalLink: string): Promise<void> {
  if (externalLink) {
    const safe = safeRedirectUrl(externalLink, allowedHosts());
    if (!safe) {
      console.warn(`mc-goto-button: the external link "${externalLink}" is not an allowed target`);
      return;
    }
    // One of the app's own pages is a route inside it; another page of this site loads in its place; another
    // site opens beside the app.
    const route = appRouteOf(safe);
    if (route) go(route);
    else if (new URL(safe).host === location.host) location.assign(safe);
    else window.open(safe, '_blank', 'noopener,noreferrer');
    return;
  }
  if (LOGIN_REQUIRED.includes(target) && !isLoggedIn.value) {
    if (getConfig().navigate) go('/m/login');
    else await openLoginDialog();
    return;
  }
  switch (target) {
    case 'DEPOSIT': {
      // A deposit first announces itself: the forced-download modal may hold it back (SPEC §4).
      const proceed = () => go(GOTO_ROUTES.DEPOSIT!);
      if (document.dispatchEvent(new CustomEvent('mc-deposit', { cancelable: true, detail: { proceed } }))) proceed();
      return;
    }
    case 'INVITE_FRIENDS': {
      const type = memberInfo.value?.type ?? sessionInfo.value?.type ?? 0;
      if (isLoggedIn.value && AGENT_TYPES.includes(type)) return go('/m/agentRegister');
      const promotions = await loadPromotions();
      if (promotions.REFERRAL?.enabled) return go(GOTO_ROUTES.INVITE_FRIENDS!);
      // Support (and its chat sheet) loads on the tap: a page holding only this button should not pay for it.
      await (await import('../../src/support/index.js')).openSupport();
      return;
    }
    case 'APP_DOWNLOAD': {
      const kit = await loadInstallKit();
      const app = await kit.loadAppDownload();
      const download = app && kit.downloadTarget(app);
      if (!download) return;
      kit.afterDownload(download);
      location.assign(download.url);
      return;
    }
    default:
      go(GOTO_ROUTES[target]!);
  }
}
