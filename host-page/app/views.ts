/**
 * The host page's own views. They are plain DOM built with text nodes (never HTML strings): the content is
 * the elements, and the shell stays small.
 */
import { t } from '../../src/i18n/index.js';
import type { Route } from './routes.js';
import { registerLink, registerView } from './register-view.js';
import { memberPageView } from './member-pages.js';
import { memberView } from './member-views.js';
import { h } from './dom.js';
import { gameView, homeView } from './lobby.js';
import { launchView } from './launch-view.js';

export { h };

/**
 * The elements a view shows up front: when the app starts on the view, they and their strings load with the
 * page's own strings rather than after the first render.
 */
export const VIEW_ELEMENTS: Partial<Record<Route['view'], readonly string[]>> = {
  login: ['mc-language-picker', 'mc-login'],
  register: ['mc-register'],
  'change-password': ['mc-change-password'],
};

export function renderView(route: Route): HTMLElement {
  switch (route.view) {
    case 'login':
      // The page's h1 is the shell's; the element's own heading would be a second title.
      return h(
        'section',
        { class: 'page page--login' },
        h('mc-language-picker', { class: 'page__language' }),
        brandMark(),
        h('h1', { class: 'page__title page__title--center' }, t('route_login')),
        h('mc-login', { 'no-title': '' }),
        registerLink(),
      );
    case 'register':
      return registerView(route.path === '/m/agentRegister');
    case 'home':
      return homeView();
    case 'game':
      return gameView();
    case 'launch-game':
      return launchView();
    case 'change-password':
      return h(
        'section',
        { class: 'page page--change-password' },
        h('h1', { class: 'page__title page__title--center' }, t('route_change_password')),
        h('mc-change-password', { 'no-title': '' }),
      );
    case 'member-page':
      return memberPageView(route) ?? placeholderView(route);
    default:
      return memberView(route) ?? placeholderView(route);
  }
}

/** The merchant's mark, as the page's header shows it (the build writes it into the page). */
function brandMark(): HTMLElement | null {
  const src = document.querySelector<HTMLImageElement>('.app-bar__icon')?.getAttribute('src');
  return src ? h('img', { class: 'page__brand', src, alt: '', width: '80', height: '80' }) : null;
}

function placeholderView(route: Route): HTMLElement {
  return h(
    'section',
    { class: 'page page--placeholder', 'data-route': route.path },
    h('h1', { class: 'page__title' }, t(route.title)),
    h('p', {}, t('page_not_ready')),
    h('a', { href: '/m/home', class: 'link' }, t('back_home')),
  );
}
