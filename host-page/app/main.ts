/**
 * The /m app shell: configuration, the route guard, the robots rule, the document's language and direction,
 * the status call at start, and rendering the current route. In-app navigation is history-based; the
 * runtime's `mc-navigate` requests and same-origin links under /m/ are routed here without a reload.
 */
// First: the page's default Trusted Types policy exists before any other module of the app runs.
import './trusted-types.js';
// Then the page's configuration, before any module that reads it.
import './page-config.js';
import { effect } from '@preact/signals-core';
import { configure } from '../../src/config/index.js';
import { direction, ensureLocale, language, languageInfo, t } from '../../src/i18n/index.js';
import { appStrings } from './strings.js';
import type { NavigateDetail } from '../../src/navigation/index.js';
import { faceOf, loadStatus, merchantStatus } from '../../src/platform/index.js';
import { startRuntime } from '../../src/runtime/index.js';
import { isLoggedIn, isOldIosPwa, lastPathKey, memberInfo, passwordChangeRequired } from '../../src/session/index.js';
import { showSpinner, hideSpinner } from '../../src/ui/index.js';
import { watchVip } from '../../src/vip/index.js';
// Auto-login is the app's alone; importing it directly keeps it out of the chunk widgets share.
import { autoLogin, autoLoginSkipReason, noteLogout } from '../../src/session/index.js';
// Only the app watches the connection; embedded widgets leave that to the merchant's page.
import { watchConnectivity } from '../../src/net/index.js';
import { refreshStatusWhenVisible } from '../../src/platform/index.js';
import { loadAppElements, loadElementsAhead } from './elements.js';
import { guardRedirect, routeFor, shouldNoIndex } from './routes.js';
import { h, renderView, VIEW_ELEMENTS } from './views.js';
import { startServiceWorker } from './service-worker.js';
import { startUpdateCheck } from './update-check.js';
import { watchSessionLimit } from './session-limit.js';
import { startFrame, updateFrame } from './frame.js';
import { prefetchLobby } from './lobby.js';
import { addOverlays, markPageSettled, pageSettled, whenPageSettled } from './page-settled.js';
import { rememberReturn, takeReturn } from './return-after-login.js';
import { holdPromotions, startPageView } from '../../src/prompts/index.js';

configure({ navigate: true });
// Back where the player was, for an old iOS home-screen app that restarted at /m/ with a stored session.
{
  const last = lastPathKey.read();
  if (isOldIosPwa() && last?.startsWith('/m/') && (location.pathname === '/m/' || location.pathname === '/m')) {
    history.replaceState(null, '', last);
  }
}
startRuntime();
// The public surface for a script on the app's pages (a merchant's analytics, say), as the loader offers it on a
// merchant's own page: the same runtime as the app's elements.
(globalThis as { mcElements?: { runtime: () => Promise<unknown> } }).mcElements = { runtime: () => import('../../src/index.js') };
// Each element's code comes the first time its tag is on the page (the lobby's, below, sooner).
loadAppElements();
// A session's rank progress loads as it starts (SPEC §4), for the lobby's and member home's VIP cards.
watchVip();
// The page's elements and their strings are fetched while the page's strings load, not after; the lobby's
// lanes too.
{
  const start = routeFor(location.pathname);
  const shown = routeFor(guardRedirect(start, isLoggedIn.value, passwordChangeRequired.value !== null, location.search) ?? start.path);
  void loadElementsAhead(VIEW_ELEMENTS[shown.view] ?? []);
  if (isLoggedIn.value && ['home', 'game'].includes(shown.view)) prefetchLobby(shown.view === 'game' ? 'game' : 'home');
}

const main = document.getElementById('app')!;
// The page's own strings are asked for now, with the lobby's calls and chunks.
// The app's frame and views; each element brings its own strings, and the sign-in's come with the dialogs
// that show them.
const hostStrings = ensureLocale([appStrings]);

// The start ends its first task here: the calls and chunks the page waits for are on their way, and a phone
// lays out and paints the shell before the rest of the start (listeners, the frame's effects, the status, the
// connection watch) runs in the next task; together they would be one long task.
await new Promise((resolve) => setTimeout(resolve));

startServiceWorker(pageSettled);

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

/**
 * While the platform is in maintenance or refuses the visitor's region, the maintenance page stands in for
 * every route (SPEC §2); the address stays, so the player lands where they were going once it reopens.
 * Showing and hiding it happens here only.
 */
function renderMaintenance(): boolean {
  const face = faceOf(merchantStatus.value);
  if (!face) return false;
  if (main.dataset.route !== 'maintenance') {
    main.replaceChildren(h('mc-maintenance', {}));
    main.dataset.route = 'maintenance';
  }
  document.title = t(face === 'maintenance' ? 'maintenance' : 'error_access');
  return true;
}

function render(): void {
  const route = routeFor(location.pathname);
  const target = guardRedirect(route, isLoggedIn.value, passwordChangeRequired.value !== null, location.search);
  if (target && target !== location.pathname) {
    if (target === '/m/login') rememberReturn(location.pathname, location.search);
    history.replaceState(null, '', target + (target === '/m/login' ? '' : location.search));
    return render();
  }
  if (renderMaintenance()) return;
  applyRobots();
  // An old iOS home-screen app restarts at its start page: remember where the player was (SPEC §8).
  if (isOldIosPwa() && isLoggedIn.value) lastPathKey.write(location.pathname + location.search);
  document.title = t(route.title) || document.title;
  main.replaceChildren(renderView(route));
  main.dataset.route = route.path;
  // A new address is a new page view for the prompts' pacing; a game's page holds promotions back.
  if (renderedAt !== location.pathname + location.search) startPageView();
  releaseGameHold?.();
  releaseGameHold = route.view === 'launch-game' ? holdPromotions() : null;
  renderedAt = location.pathname + location.search;
  updateFrame(route.path);
}

/** The address the page was last rendered for. */
let renderedAt = '';
/** Ends the hold the game's page puts on promotional prompts. */
let releaseGameHold: (() => void) | null = null;

function go(path: string): void {
  // Each page the player goes to remembers the one they came from: a game launched from it returns there.
  if (path !== location.pathname + location.search) history.pushState({ from: renderedAt }, '', path);
  render();
  // A page the player goes to starts at its top, not at the height the last page was scrolled to (a login
  // form scrolled above the keyboard would leave the lobby past its welcome). Back and forward are left to
  // the browser, which restores where the player was.
  scrollTo(0, 0);
}

document.addEventListener('mc-navigate', (event) => {
  const { path, reason } = (event as CustomEvent<NavigateDetail>).detail ?? {};
  if (typeof path !== 'string' || !path.startsWith('/m/')) return;
  event.preventDefault();
  go(takeReturn(path, reason) ?? path);
});

// A game tile opens its launch page inside the app, which notes the page the player launched from.
document.addEventListener('mc-game-launch', (event) => {
  const { path } = (event as CustomEvent<{ path?: unknown }>).detail ?? {};
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

// A sheet over the page (the chat) is a history entry at the same address: going back from it closes the
// sheet and leaves the page as it is.
window.addEventListener('popstate', () => {
  if (location.pathname + location.search !== renderedAt) render();
});
document.addEventListener('mc-logout', () => queueMicrotask(render));
document.addEventListener('mc-logout', noteLogout);

// The document follows the player's language: lang for screen readers and fonts, dir for Arabic and Urdu.
effect(() => {
  document.documentElement.lang = languageInfo(language.value).tag;
  document.documentElement.dir = direction.value;
});

// The page's own texts follow a language picked on it (the elements follow by themselves).
let lastLanguage = language.value;
effect(() => {
  if (language.value === lastLanguage) return;
  lastLanguage = language.value;
  if (!document.documentElement.hasAttribute('aria-busy')) render();
});

// The home page shows the member's name, which can arrive after the first render: only the greeting changes,
// the lobby's elements stay as they are.
let lastName: string | undefined;
effect(() => {
  const name = memberInfo.value?.userName;
  if (name !== lastName) {
    lastName = name;
    const welcome = main.querySelector('[data-testid="welcome"]');
    if (name && welcome && routeFor(location.pathname).view === 'home') welcome.textContent = t('welcome_user', { name });
  }
});
startFrame();

// The maintenance page comes and goes with the status (at start, on retry, when the tab is visible again).
let lastFace: string | null = null;
effect(() => {
  const face = faceOf(merchantStatus.value);
  if (face === lastFace) return;
  lastFace = face;
  if (!document.documentElement.hasAttribute('aria-busy')) render();
});

void hostStrings.then(() => {
  render();
  document.documentElement.removeAttribute('aria-busy');
  void whenPageSettled(main).then(() => {
    markPageSettled();
    addOverlays();
    startUpdateCheck();
    watchSessionLimit();
  });
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

/** Runs `task` now when online, else once the device is back online (the offline bar says why it waits). */
function whenOnline(task: () => void): void {
  if (navigator.onLine !== false) return task();
  window.addEventListener('online', () => task(), { once: true });
}

// Failures are reported to the player by loadStatus itself (SPEC §8). Offline, the connectivity bar says why
// nothing loads; the status is asked for once the network is back, and auto-login waits for it.
whenOnline(() => void loadStatus().then(startAutoLogin, () => {}));
refreshStatusWhenVisible();
watchConnectivity();
