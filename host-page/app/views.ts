/**
 * The host page's own views. They are plain DOM built with text nodes (never HTML strings): the content is
 * the elements, and the shell stays small.
 */
import { logout, memberInfo, requestNavigation, sessionInfo, t } from '../../src/index.js';
import type { Route } from './routes.js';

type Child = Node | string | null | false;

export function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

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
      );
    case 'home':
      return homeView();
    case 'change-password':
      return h(
        'section',
        { class: 'page page--change-password' },
        h('h1', { class: 'page__title page__title--center' }, t('route_change_password')),
        h('mc-change-password', { 'no-title': '' }),
      );
    default:
      return placeholderView(route);
  }
}

function homeView(): HTMLElement {
  const name = memberInfo.value?.userName || sessionInfo.value?.userName || '';
  const logoutButton = h('button', { type: 'button', class: 'button button--secondary', 'data-action': 'logout' }, t('logout'));
  // Logging out ends the session; the shell re-renders on `mc-logout` and the guard sends the player to login.
  logoutButton.addEventListener('click', () => void logout());
  // A deposit first announces itself: the forced-download modal may hold it back (SPEC §4).
  const depositButton = h('button', { type: 'button', class: 'button', 'data-action': 'deposit' }, t('route_voucher_center'));
  depositButton.addEventListener('click', () => {
    const proceed = () => void requestNavigation('/m/voucherCenter', 'deposit');
    if (document.dispatchEvent(new CustomEvent('mc-deposit', { cancelable: true, detail: { proceed } }))) proceed();
  });
  return h(
    'section',
    { class: 'page page--home' },
    h('h1', { class: 'page__title', 'data-testid': 'welcome' }, name ? t('welcome_user', { name }) : t('route_home')),
    h('div', { class: 'page__actions' }, depositButton, logoutButton),
  );
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
