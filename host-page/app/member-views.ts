/**
 * The member pages of the /m app (SPEC §2): each is its element inside the page frame, except the activity
 * page, which shows a promotion's own page (banner type P, its link in the query).
 */
import { t } from '../../src/i18n/index.js';
import { loadStatus } from '../../src/platform/index.js';
import { appRouteOf } from '../../src/navigation/index.js';
import { safeRedirectUrl } from '../../src/security/index.js';
import { ROUTES, type Route } from './routes.js';
import { h } from './views.js';

const ELEMENT_OF: Record<string, string> = {
  'member-home': 'mc-member-home',
  'member-benefits': 'mc-member-benefits',
  'invite-friends': 'mc-invite-friends',
  feedback: 'mc-feedback',
  records: 'mc-records',
  withdraw: 'mc-withdraw',
  'self-exclusion': 'mc-self-exclusion',
  limits: 'mc-limits',
  // Open to visitors too: its tools' links lead a visitor through the login.
  'responsible-gaming': 'mc-responsible-gaming',
};

/** The view of a member route, or null when the route is not one of them. */
export function memberView(route: Route): HTMLElement | null {
  if (route.view === 'activity') return activityView();
  const tag = ELEMENT_OF[route.view];
  if (!tag) return null;
  return h(
    'section',
    { class: `page page--${route.view}`, 'data-route': route.path },
    h('h1', { class: 'page__title' }, t(route.title)),
    // Member home leads with the balance card, in the element's slot under the profile.
    route.view === 'member-home' ? h(tag, {}, h('mc-balance', { slot: 'balance' })) : h(tag, {}),
    h('p', { class: 'page__back' }, h('a', { href: '/m/home', class: 'link' }, t('back_home'))),
  );
}

/** The promotion's address from the query (`link`, or `url` as some banners send it). */
function activityLink(): string | null {
  const query = new URLSearchParams(location.search);
  return query.get('link') ?? query.get('url');
}

/** Whether a path (with its query) is one of the app's routes, not an unknown path the app would show as home. */
function isAppRoute(route: string): boolean {
  const path = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return ROUTES.some((known) => known.path === path && known.view !== 'activity');
}

function activityView(): HTMLElement {
  const status = h('p', { class: 'activity__status', role: 'status' }, t('loading'));
  const frameHolder = h('div', { class: 'activity__frame' });
  const page = h('section', { class: 'page page--activity', 'data-route': '/m/activity' }, h('h1', { class: 'page__title' }, t('route_activity')), status, frameHolder);
  const link = activityLink();
  if (!link) {
    status.textContent = t('activity_empty');
    page.append(h('a', { href: '/m/home', class: 'link' }, t('back_home')));
    return page;
  }
  void (async () => {
    const hosts = [location.hostname];
    try {
      hosts.push((await loadStatus()).info.mainDomain);
    } catch {
      /* only this site is trusted then */
    }
    // Only the merchant's own addresses are shown; anything else (other hosts, javascript:, data:) is refused.
    const safe = safeRedirectUrl(link, hosts);
    // A page of the app itself is never framed inside the app (two headers, two navigation bars): a route the
    // app has opens in its place; another address under /m/ is no promotion and is refused below.
    const route = safe ? appRouteOf(safe) : null;
    if (route && isAppRoute(route)) {
      // In place of this page, so that back does not return to a page that would only send the player on again.
      if (page.isConnected) {
        history.replaceState(null, '', route);
        dispatchEvent(new PopStateEvent('popstate'));
      }
      return;
    }
    if (!safe || route) {
      status.textContent = t('activity_refused');
      status.setAttribute('role', 'alert');
      page.append(h('a', { href: '/m/home', class: 'link' }, t('back_home')));
      return;
    }
    const frame = h('iframe', {
      src: safe,
      title: t('route_activity'),
      sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups',
      referrerpolicy: 'no-referrer',
      loading: 'eager',
    });
    frame.addEventListener('load', () => status.remove(), { once: true });
    frameHolder.append(frame);
    page.append(h('a', { href: safe, class: 'link activity__open', target: '_blank', rel: 'noopener noreferrer' }, t('activity_open')));
  })();
  return page;
}
