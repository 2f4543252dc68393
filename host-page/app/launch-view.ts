/**
 * `/m/launchGame` (SPEC §2, §3, §4, §8, §9): a loading state while the platform prepares the game, then the
 * game itself; or the reason it did not open, with a retry. The launch code loads with this page only.
 */
import { t } from '../../src/i18n/index.js';
import { loadStatus, merchantStatus } from '../../src/platform/index.js';
import { isLoggedIn, memberInfo, refreshMember } from '../../src/session/index.js';
import { h } from './dom.js';

/** SPEC §8: with no redirect 10 s after the game's address came, the player reads the timeout message. */
const REDIRECT_TIMEOUT_MS = 10_000;

/**
 * The app page the player launched the game from (the app notes it in the history entry), as an address on this
 * site; empty when the launch came from elsewhere, and the game then returns to the lobby.
 */
function cameFrom(): string {
  const from = (history.state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/m/') && !from.startsWith('/m/launchGame') ? location.origin + from : '';
}

export function launchView(): HTMLElement {
  const status = h('p', { class: 'launch__status', role: 'status', 'data-testid': 'launch-status' });
  const actions = h('div', { class: 'page__actions launch__actions' });
  const view = h(
    'section',
    { class: 'page page--launch', 'aria-busy': 'true' },
    h('h1', { class: 'page__title page__title--center' }, t('route_launch_game')),
    h('div', { class: 'launch__spinner', 'aria-hidden': 'true' }),
    status,
    actions,
  );

  const showLoading = () => {
    view.setAttribute('aria-busy', 'true');
    view.classList.remove('page--launch-failed');
    status.setAttribute('role', 'status');
    status.textContent = t('launch_game_loading');
    actions.replaceChildren();
  };

  const showFailure = (message: string) => {
    view.setAttribute('aria-busy', 'false');
    view.classList.add('page--launch-failed');
    status.setAttribute('role', 'alert');
    status.setAttribute('dir', 'auto');
    status.textContent = message;
    const retry = h('button', { type: 'button', class: 'button', 'data-action': 'retry' }, t('retry_once'));
    retry.addEventListener('click', () => void start());
    actions.replaceChildren(retry, h('a', { href: '/m/home', class: 'button button--secondary' }, t('back_home')));
    retry.focus();
  };

  let redirectTimer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('pagehide', () => clearTimeout(redirectTimer), { once: true });

  async function start(): Promise<void> {
    showLoading();
    const launch = await import('../../src/games/launch.js');
    const target = launch.parseLaunchQuery(location.search);
    if (!target) return showFailure(t('launch_game_invalid'));
    // The merchant's switches and the member's VIP label are part of the launch: wait for both if need be, at
    // once (neither needs the other).
    await Promise.all([
      merchantStatus.value ? null : loadStatus().catch(() => {}),
      isLoggedIn.value && !memberInfo.value ? refreshMember({ alert: false }).catch(() => {}) : null,
    ]);
    const { backUrl } = launch.resolveBackUrl(target.backUrl || cameFrom());
    try {
      const url = await launch.requestGameUrl(target, launch.launchContext(backUrl));
      if (!view.isConnected) return;
      redirectTimer = setTimeout(() => view.isConnected && showFailure(t('timeout_retry_please')), REDIRECT_TIMEOUT_MS);
      // The game takes the launch page's place: back from the game returns to where the player launched it.
      location.replace(url);
    } catch (error) {
      if (view.isConnected) showFailure(error instanceof launch.LaunchError ? error.message : t('launch_game_failed'));
    }
  }

  queueMicrotask(() => void start());
  return view;
}
