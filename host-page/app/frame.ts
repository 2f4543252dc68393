/**
 * The /m app's frame around every page: the header (the merchant's logo and name from the status, and the
 * member's balance on the pages that need a session) and the
 * bottom navigation (home, games, promotions, support, member) with the support-chat button in its place,
 * under the 18+ mark that leads to the responsible-gaming page.
 * Both paint from index.html before any script; this fills in the labels and marks the current page.
 */
import { effect } from '@preact/signals-core';
import { language, t } from '../../src/i18n/index.js';
import { merchantStatus } from '../../src/platform/index.js';
import { isLoggedIn } from '../../src/session/index.js';
import { h } from './dom.js';
import { routeFor } from './routes.js';

const TAB_LABELS: Record<string, string> = {
  home: 'nav_home',
  games: 'nav_games',
  promotions: 'nav_promotions',
  member: 'nav_member',
};

/** Which tab a path belongs to: member pages under the member tab, game pages under games. */
export function tabOf(pathname: string): string | null {
  if (pathname === '/m/home') return 'home';
  if (pathname === '/m/game' || pathname === '/m/launchGame') return 'games';
  if (pathname === '/m/rewardCenter') return 'promotions';
  if (pathname.startsWith('/m/member/')) return 'member';
  return null;
}

/** Labels, the current page, and what a visitor sees; call after the locale is loaded and on every route. */
export function updateFrame(pathname: string): void {
  const nav = document.getElementById('tab-bar');
  if (!nav) return;
  nav.setAttribute('aria-label', t('nav_label'));
  const current = tabOf(pathname);
  for (const tab of nav.querySelectorAll<HTMLAnchorElement>('a[data-tab]')) {
    const name = tab.dataset.tab ?? '';
    const label = tab.querySelector('.tab__label');
    if (label) label.textContent = t(TAB_LABELS[name] ?? '');
    if (name === current) tab.setAttribute('aria-current', 'page');
    else tab.removeAttribute('aria-current');
  }
  nav.querySelector('mc-support')?.setAttribute('label', t('nav_support'));
  // The 18+ mark above the navigation leads to the responsible-gaming page; its name says both.
  const mark = document.querySelector('.app-footer__rg');
  mark?.setAttribute('aria-label', t('rg_mark_label'));
  const markLabel = mark?.querySelector('.app-footer__rg-label');
  if (markLabel) markLabel.textContent = t('route_responsible_gaming');
  if (pathname === '/m/responsible-gaming') mark?.setAttribute('aria-current', 'page');
  else mark?.removeAttribute('aria-current');
  // A visitor has only the support button: every other tab needs a session (SPEC §2 guard).
  nav.toggleAttribute('data-visitor', !isLoggedIn.value);
  updateHeaderBalance(pathname);
}

/** The member's balance in the header of every page that needs a session; the entry pages have none. */
function updateHeaderBalance(pathname: string): void {
  const bar = document.querySelector('.app-bar');
  if (!bar) return;
  const current = bar.querySelector('mc-balance');
  if (!isLoggedIn.value || routeFor(pathname).public) current?.remove();
  else if (!current) bar.append(h('mc-balance', { variant: 'compact', class: 'app-bar__balance' }));
}

/** Keeps the header's name on the merchant's white-label name, and the frame in step with the session. */
export function startFrame(): void {
  effect(() => {
    const name = merchantStatus.value?.info.whitelabel;
    const title = document.querySelector('.app-bar__title');
    if (name && title && title.textContent !== name) title.textContent = name;
  });
  effect(() => {
    void isLoggedIn.value;
    void language.value;
    if (!document.documentElement.hasAttribute('aria-busy')) updateFrame(location.pathname);
  });
}
