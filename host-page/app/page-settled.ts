/**
 * When the page the player opened has what it came with: the route's own elements are defined and none of
 * them is still loading its content (or 3 s have passed since the first render), and the main thread is idle.
 * What can wait (the overlays, the update check) starts then, so that its code, strings and calls do not
 * compete with the page's first paint.
 */
import { effect } from '@preact/signals-core';
import { isInApp } from '../../src/device/index.js';
import { switchOn } from '../../src/platform/index.js';
import { isLoggedIn } from '../../src/session/index.js';

export const SETTLE_WAIT_MS = 3000;

let markSettled: () => void = () => {};
/** Resolves once the first page the player opened has settled (the app says when: `markPageSettled`). */
export const pageSettled = new Promise<void>((resolve) => (markSettled = resolve));

export function markPageSettled(): void {
  markSettled();
}

/**
 * Whether an element of the page has not painted its content yet: defined but before its first render (its
 * `loading` custom state; its shadow root is still empty then), or saying it is loading (`aria-busy`, in its
 * shadow root too). Without the first, a page could settle in the moment between the lobby's definition and its
 * first frame, and the overlays' code would come before the lanes.
 */
function loading(main: HTMLElement): boolean {
  for (const element of main.querySelectorAll('*')) {
    if (element.getAttribute('aria-busy') === 'true' || element.shadowRoot?.querySelector('[aria-busy="true"]')) return true;
    if (notPainted(element)) return true;
  }
  return false;
}

function notPainted(element: Element): boolean {
  try {
    return element.matches(':state(loading)');
  } catch {
    // A browser without custom states: only `aria-busy` tells.
    return false;
  }
}

/** How often the page is looked at for elements still loading. */
const LOADING_POLL_MS = 100;

export function whenPageSettled(main: HTMLElement): Promise<void> {
  const tags = new Set([...main.querySelectorAll(':not(:defined)')].map((element) => element.localName));
  const defined = Promise.all([...tags].map((tag) => customElements.whenDefined(tag)));
  let withinWait = true;
  const waited = new Promise((resolve) => setTimeout(resolve, SETTLE_WAIT_MS)).then(() => (withinWait = false));
  // Defined is not yet shown: an element still loading its content (the lobby's lanes wait for their games)
  // gets its time too, so that what can wait does not compete with it.
  const shown = defined.then(
    () =>
      new Promise<void>((resolve) => {
        const look = () => (withinWait && loading(main) ? setTimeout(look, LOADING_POLL_MS) : resolve());
        look();
      }),
  );
  return Promise.race([shown, waited]).then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
        else setTimeout(resolve, 1);
      }),
  );
}

/**
 * When an overlay of the template can show (SPEC §2, §4, §6): the forced download and the reality check only to
 * a member, the app upgrade only inside the merchant's app, the mini-game only for a merchant that has one (it
 * loads its script before the login, so it joins for visitors too). Until then it stays out of the page, and its code
 * is not downloaded: a visitor's first visit to the login page has no use for it. The download bar shows to
 * visitors, and the push prompt may have a past member's binding to undo, which it alone knows about.
 */
const SHOWS_WHEN: Record<string, () => boolean> = {
  'mc-force-download': () => isLoggedIn.value,
  'mc-reality-check': () => isLoggedIn.value,
  'mc-app-upgrade': () => isInApp(),
  'mc-minigame': () => switchOn('LOTTMINIGAME3') || switchOn('SEALOTTMINIGAME3'),
};

/**
 * What comes over every page (the download bar, the forced download, the app upgrade, the push prompt, the
 * mini-game, the reality check) waits in a template of index.html until the page has settled; each then joins once it can show
 * (SHOWS_WHEN), the forced download when a session starts, the mini-game when the merchant's switches say so.
 */
export function addOverlays(): void {
  const template = document.getElementById('app-overlays');
  if (!(template instanceof HTMLTemplateElement)) return;
  const place = document.createComment('app-overlays');
  template.replaceWith(place);
  const waiting = new Set([...template.content.children]);
  const join = () => {
    for (const overlay of waiting) {
      if (!(SHOWS_WHEN[overlay.localName]?.() ?? true)) continue;
      waiting.delete(overlay);
      // The download bar goes into the fixed footer, above the navigation (`data-place`), not over the header.
      const frame = overlay instanceof HTMLElement && overlay.dataset.place ? document.querySelector(`.${overlay.dataset.place}`) : null;
      if (frame) frame.prepend(overlay);
      else place.before(overlay);
    }
  };
  join();
  if (!waiting.size) return;
  const stop = effect(() => {
    join();
    if (!waiting.size) queueMicrotask(() => stop());
  });
}
