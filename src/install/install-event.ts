/**
 * Android Chrome's `beforeinstallprompt` fires once, early, often before any element has loaded. The loader
 * (src/element/loader.ts) and the /m page catch it as soon as they run and keep it on a global; the install
 * prompt takes it from there when the player chooses the web app. This module is tiny on purpose: the /m page
 * imports it before anything else.
 */

/** The event Chrome hands out (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Where the loader and the page keep the caught event; the loader writes the same name. */
export const INSTALL_EVENT_GLOBAL = '__mcInstallPrompt';

type Holder = Record<typeof INSTALL_EVENT_GLOBAL, BeforeInstallPromptEvent | null | undefined>;

/** Starts catching the event (idempotent: a second listener would only store the same event again). */
export function captureInstallPrompt(): void {
  const holder = globalThis as unknown as Holder & { __mcInstallCapture?: boolean };
  if (holder.__mcInstallCapture) return;
  holder.__mcInstallCapture = true;
  addEventListener('beforeinstallprompt', (event) => {
    // Held back from the browser's own mini-infobar; the prompt shows it when the player asks.
    event.preventDefault();
    holder[INSTALL_EVENT_GLOBAL] = event as BeforeInstallPromptEvent;
  });
}

/** The caught event, or null when the browser has not offered one (or it was used). */
export function deferredInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = (globalThis as unknown as Holder)[INSTALL_EVENT_GLOBAL];
  return event && typeof event.prompt === 'function' ? event : null;
}

/** A caught event can prompt once; after that the browser offers a new one if it still may. */
export function forgetInstallPrompt(): void {
  (globalThis as unknown as Holder)[INSTALL_EVENT_GLOBAL] = null;
}
