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

export function renderView(route: Route): HTMLElement {
  switch (route.view) {
    case 'login':
      // The page's h1 is the shell's; the element's own heading would be a second title.
      return h(
        'section',
        { class: 'page page--login' },
        h('mc-language-picker', { class: 'page__language' }),
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

function placeholderView(route: Route): HTMLElement {
  return h(
    'section',
    { class: 'page page--placeholder', 'data-route': route.path },
    h('h1', { class: 'page__title' }, t(route.title)),
    h('p', {}, t('page_not_ready')),
    h('a', { href: '/m/home', class: 'link' }, t('back_home')),
  );
}
