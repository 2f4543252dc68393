/**
 * The elements of the /m app, each loaded the first time its tag is on a page (src/element/tag-watch.ts). The
 * build puts them in a few files by route group (host-page/route-groups.json), so a page loads its group's file
 * once, not one file per element.
 */
import { loadTagsWhenSeen } from '../../src/element/index.js';
import { ensureLocale, type Namespace } from '../../src/i18n/index.js';

const appElements: Record<string, () => Promise<unknown>> = {
  // The shell's own
  'mc-support': () => import('../../elements/mc-support/index.js'),
  'mc-balance': () => import('../../elements/mc-balance/index.js'),
  // care
  'mc-responsible-gaming': () => import('../../elements/mc-responsible-gaming/index.js'),
  'mc-limits': () => import('../../elements/mc-limits/index.js'),
  'mc-self-exclusion': () => import('../../elements/mc-self-exclusion/index.js'),
  'mc-feedback': () => import('../../elements/mc-feedback/index.js'),
  // account
  'mc-login': () => import('../../elements/mc-login/index.js'),
  'mc-register': () => import('../../elements/mc-register/index.js'),
  'mc-2fa': () => import('../../elements/mc-2fa/index.js'),
  'mc-change-password': () => import('../../elements/mc-change-password/index.js'),
  'mc-language-picker': () => import('../../elements/mc-language-picker/index.js'),
  // lobby
  'mc-banner': () => import('../../elements/mc-banner/index.js'),
  'mc-marquee': () => import('../../elements/mc-marquee/index.js'),
  'mc-goto-button': () => import('../../elements/mc-goto-button/index.js'),
  'mc-vip-card': () => import('../../elements/mc-vip-card/index.js'),
  'mc-game-lanes': () => import('../../elements/mc-game-lanes/index.js'),
  'mc-popup': () => import('../../elements/mc-popup/index.js'),
  'mc-install-prompt': () => import('../../elements/mc-install-prompt/index.js'),
  // member
  'mc-member-home': () => import('../../elements/mc-member-home/index.js'),
  'mc-records': () => import('../../elements/mc-records/index.js'),
  'mc-withdraw': () => import('../../elements/mc-withdraw/index.js'),
  'mc-deposit-center': () => import('../../elements/mc-deposit-center/index.js'),
  'mc-reward-center': () => import('../../elements/mc-reward-center/index.js'),
  'mc-point-market': () => import('../../elements/mc-point-market/index.js'),
  'mc-mission-board': () => import('../../elements/mc-mission-board/index.js'),
  'mc-member-benefits': () => import('../../elements/mc-member-benefits/index.js'),
  'mc-invite-friends': () => import('../../elements/mc-invite-friends/index.js'),
  // overlays
  'mc-download-bar': () => import('../../elements/mc-download-bar/index.js'),
  'mc-push-prompt': () => import('../../elements/mc-push-prompt/index.js'),
  'mc-app-upgrade': () => import('../../elements/mc-app-upgrade/index.js'),
  'mc-minigame': () => import('../../elements/mc-minigame/index.js'),
  'mc-force-download': () => import('../../elements/mc-force-download/index.js'),
  'mc-maintenance': () => import('../../elements/mc-maintenance/index.js'),
  // member-overlays
  'mc-reality-check': () => import('../../elements/mc-reality-check/index.js'),
};

/** Starts loading each element of the app when its tag first appears. */
export function loadAppElements(): void {
  loadTagsWhenSeen(appElements);
}

/**
 * Loads the elements of `tags` now, before their tags are on the page (a route's elements, ahead of it), and
 * asks for their strings as each is defined: the page's strings and theirs then come in one round, not two.
 */
export async function loadElementsAhead(tags: readonly string[]): Promise<void> {
  await Promise.all(
    tags.map((tag) =>
      appElements[tag]?.()
        .then(() => ensureLocale((customElements.get(tag) as { strings?: readonly Namespace[] } | undefined)?.strings))
        // A failure (offline) shows when the tag is on the page: the tag watch and the element try again then.
        .catch(() => {}),
    ),
  );
}
