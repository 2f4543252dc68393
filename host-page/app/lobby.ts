/**
 * The lobby (`/m/home`) and the game area (`/m/game`): plain DOM composing the elements by tag. Banners,
 * marquee, goto shortcuts and the VIP card come from their own elements and show once their code is there;
 * the lanes are `<mc-game-lanes>`.
 */
import { t } from '../../src/i18n/index.js';
import { loadPromotions, prefetchBannerGroup } from '../../src/popups/index.js';
import { requestNavigation } from '../../src/navigation/index.js';
import { logout, memberInfo, sessionInfo } from '../../src/session/index.js';
import { h } from './dom.js';
import { loadElementsAhead } from './elements.js';
import { pageSettled } from './page-settled.js';

/** The banner group the lobby shows (SPEC §2). */
export const LOBBY_BANNER_GROUP = 'm_home';

/**
 * Starts the lobby's calls and code while the page's strings load, not after: the lanes element takes the
 * lanes' answer over, and the tags are already defined when the lobby renders.
 */
export function prefetchLobby(page: 'home' | 'game'): void {
  // The lanes' data is asked for from the element's own file, which holds the catalogue: one file, not two.
  // Offline, the element shows the failure itself; the prefetch just does not happen.
  void import('../../elements/mc-game-lanes/index.js').then(({ prefetchGameLanes }) => prefetchGameLanes(page), () => {});
  if (page !== 'home') return;
  prefetchBannerGroup(LOBBY_BANNER_GROUP);
  // Whether invite friends shows depends on the merchant's promotions: asked now, known before it paints.
  void loadPromotions().catch(() => {});
  void loadElementsAhead(['mc-banner', 'mc-marquee', 'mc-goto-button', 'mc-vip-card']);
}

/**
 * The goto shortcuts of the lobby, in the order players see them (SPEC §2 goto button). The two whose
 * showing waits on an answer (the referral promotion, the member's VIP) come last: when one turns out hidden,
 * the others do not move.
 */
export const LOBBY_SHORTCUTS = ['REWARD_CENTER', 'DEPOSIT', 'POINT_MARKET', 'MISSION', 'INVITE_FRIENDS', 'MEMBER'] as const;

/** How long a deposit tap waits for the shell's forced-download element to start listening. */
const FORCE_DOWNLOAD_WAIT_MS = 3000;

/**
 * Resolves once the shell's `<mc-force-download>` holds deposits back (its `listening` state), or after
 * FORCE_DOWNLOAD_WAIT_MS. The shell adds it with the overlays once the page has settled
 * (host-page/public/index.html), and its code loads after that: a deposit tapped before would go ahead unasked.
 */
async function forceDownloadListening(): Promise<void> {
  const overlays = document.querySelector<HTMLTemplateElement>('template#app-overlays');
  if (!document.querySelector('mc-force-download') && !overlays?.content.querySelector('mc-force-download')) return;
  const listening = () => {
    try {
      return document.querySelector('mc-force-download')?.matches(':state(listening)') === true;
    } catch {
      return true; // No custom states in this browser: nothing to wait for.
    }
  };
  for (const until = Date.now() + FORCE_DOWNLOAD_WAIT_MS; !listening() && Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function homeView(): HTMLElement {
  const name = memberInfo.value?.userName || sessionInfo.value?.userName || '';
  const logoutButton = h('button', { type: 'button', class: 'button button--secondary button--small', 'data-action': 'logout' }, t('logout'));
  // Logging out ends the session; the shell re-renders on `mc-logout` and the guard sends the player to login.
  logoutButton.addEventListener('click', () => void logout());
  // A deposit first announces itself: the forced-download modal may hold it back (SPEC §4).
  const depositButton = h('button', { type: 'button', class: 'button button--small', 'data-action': 'deposit' }, t('route_voucher_center'));
  depositButton.addEventListener('click', async () => {
    await forceDownloadListening();
    const proceed = () => void requestNavigation('/m/voucherCenter', 'deposit');
    if (document.dispatchEvent(new CustomEvent('mc-deposit', { cancelable: true, detail: { proceed } }))) proceed();
  });
  // Neither shows anything in the page's flow: they ask the prompt arbiter before they open (docs/install.md),
  // and join once the page has settled, so their code and calls come after what the lobby paints.
  const overlays = h('div', { class: 'lobby__overlays' });
  void pageSettled.then(() => overlays.append(h('mc-install-prompt', {}), h('mc-popup', {})));
  const shortcuts = h('nav', { class: 'lobby__shortcuts', 'aria-label': t('lobby_shortcuts') });
  for (const target of LOBBY_SHORTCUTS) shortcuts.append(h('mc-goto-button', { target }));
  // Games first, as a casino app's lobby has them: a slim greeting with the deposit, the news line, then the
  // search, the categories and the tiles; the banners, shortcuts and VIP card follow the games.
  return h(
    'div',
    { class: 'lobby' },
    h(
      'section',
      { class: 'lobby__member' },
      h('h1', { class: 'lobby__welcome', 'data-testid': 'welcome' }, name ? t('welcome_user', { name }) : t('route_home')),
      depositButton,
    ),
    h('mc-marquee', {}),
    h('section', { class: 'lobby__games', 'aria-label': t('route_game') }, h('mc-game-lanes', { page: 'home' })),
    h('mc-banner', { group: LOBBY_BANNER_GROUP, class: 'lobby__banner' }),
    shortcuts,
    h('mc-vip-card', {}),
    h('div', { class: 'lobby__account' }, logoutButton),
    overlays,
  );
}

export function gameView(): HTMLElement {
  return h(
    'section',
    { class: 'page page--games' },
    h('h1', { class: 'page__title' }, t('route_game')),
    h('mc-game-lanes', { page: 'game' }),
  );
}
