/**
 * The /m app shell: configuration, the route guard, the robots rule, the document's language and direction,
 * the status call at start, and rendering the current route. In-app navigation is history-based; the
 * runtime's `mc-navigate` requests and same-origin links under /m/ are routed here without a reload.
 */
import { effect } from '@preact/signals-core';
import {
  configure,
  direction,
  ensureLocale,
  isLoggedIn,
  language,
  languageInfo,
  loadStatus,
  memberInfo,
  passwordChangeRequired,
  showSpinner,
  hideSpinner,
  startRuntime,
  t,
  type NavigateDetail,
} from '../../src/index.js';
// Auto-login is the app's alone; importing it directly keeps it out of the chunk widgets share.
import { autoLogin, autoLoginSkipReason, noteLogout } from '../../src/session/auto-login.js';
import { guardRedirect, routeFor, shouldNoIndex } from './routes.js';
import { renderView } from './views.js';
import { startOfflineBanner, whenOnline } from './offline-banner.js';
import { startServiceWorker } from './service-worker.js';
import { startUpdateCheck } from './update-check.js';

configure({ navigate: true });
startRuntime();

const main = document.getElementById('app')!;
startOfflineBanner(main);
startServiceWorker();
startUpdateCheck();

function applyRobots(): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (shouldNoIndex(location.pathname, location.hostname)) {
    meta ??= Object.assign(document.createElement('meta'), { name: 'robots' });
    meta.content = 'noindex';
    document.head.append(meta);
  } else {
    meta?.remove();
  }
}

function render(): void {
  const route = routeFor(location.pathname);
  const target = guardRedirect(route, isLoggedIn.value, passwordChangeRequired.value !== null);
  if (target && target !== location.pathname) {
    history.replaceState(null, '', target + (target === '/m/login' ? '' : location.search));
    return render();
  }
  applyRobots();
  document.title = t(route.title) || document.title;
  main.replaceChildren(renderView(route));
  main.dataset.route = route.path;
}

function go(path: string): void {
  if (path !== location.pathname + location.search) history.pushState(null, '', path);
  render();
}

document.addEventListener('mc-navigate', (event) => {
  const { path } = (event as CustomEvent<NavigateDetail>).detail ?? {};
  if (typeof path !== 'string' || !path.startsWith('/m/')) return;
  event.preventDefault();
  go(path);
});

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const url = new URL((link as HTMLAnchorElement).href);
  if (url.origin !== location.origin || !url.pathname.startsWith('/m/')) return;
  event.preventDefault();
  go(url.pathname + url.search);
});

window.addEventListener('popstate', render);
document.addEventListener('mc-logout', () => queueMicrotask(render));
document.addEventListener('mc-logout', noteLogout);

// The document follows the player's language: lang for screen readers and fonts, dir for Arabic and Urdu.
effect(() => {
  document.documentElement.lang = languageInfo(language.value).tag;
  document.documentElement.dir = direction.value;
});

// The home page shows the member's name, which can arrive after the first render.
let lastName: string | undefined;
effect(() => {
  const name = memberInfo.value?.userName;
  if (name !== lastName) {
    lastName = name;
    if (routeFor(location.pathname).view === 'home') render();
  }
});

void ensureLocale().then(() => {
  render();
  document.documentElement.removeAttribute('aria-busy');
});
/**
 * Auto-login (SPEC §4) once the merchant's switches are known: the remembered player goes where a login
 * from the form would go. Skipped in every case the spec lists (autoLoginSkipReason).
 */
async function startAutoLogin(): Promise<void> {
  if (await autoLoginSkipReason()) return;
  showSpinner(t('auto_login_progress'));
  try {
    const result = await autoLogin();
    if (result) go(result.destination);
  } finally {
    hideSpinner();
  }
}

// Failures are reported to the player by loadStatus itself (SPEC §8). Offline, the banner says why nothing
// loads; the status is asked for once the network is back, and auto-login waits for it.
whenOnline(() => void loadStatus().then(startAutoLogin, () => {}));
