/**
 * When the page the player opened has what it came with: the route's own elements are defined (or 3 s have
 * passed since the first render) and the main thread is idle. What can wait (the overlays, the update check)
 * starts then, so that its code, strings and calls do not compete with the page's first paint.
 */
export const SETTLE_WAIT_MS = 3000;

let markSettled: () => void = () => {};
/** Resolves once the first page the player opened has settled (the app says when: `markPageSettled`). */
export const pageSettled = new Promise<void>((resolve) => (markSettled = resolve));

export function markPageSettled(): void {
  markSettled();
}

export function whenPageSettled(main: HTMLElement): Promise<void> {
  const tags = new Set([...main.querySelectorAll(':not(:defined)')].map((element) => element.localName));
  const defined = Promise.all([...tags].map((tag) => customElements.whenDefined(tag)));
  const waited = new Promise((resolve) => setTimeout(resolve, SETTLE_WAIT_MS));
  return Promise.race([defined, waited]).then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
        else setTimeout(resolve, 1);
      }),
  );
}

/**
 * What comes over every page (the download bar, the forced download, the app upgrade, the push prompt, the
 * mini-game) waits in a template of index.html until the page has settled.
 */
export function addOverlays(): void {
  const template = document.getElementById('app-overlays');
  if (template instanceof HTMLTemplateElement) template.replaceWith(template.content);
}
