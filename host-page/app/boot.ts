/**
 * The /m app's entry. The page's frame (header, tab bar, the page's placeholder) is in its HTML, and the app's
 * code runs once the browser has painted it: a phone shows the app at once and fills it in, instead of holding
 * the first paint while a slow CPU evaluates React and the shell. The shell's files are preloaded from the HTML
 * (scripts/build/app-delivery.mjs), so the wait costs no download time.
 *
 * It imports only the install-offer catcher, which imports nothing: a module that reads the page's configuration
 * as it loads must not run before the shell's first modules record it. No top-level await: the shell imports
 * the catcher from this file, and would wait on it otherwise.
 */
import { captureInstallPrompt } from '../../src/install/install-event.js';

// Android's install offer can fire before the page has painted, and only once: kept for the install prompt.
captureInstallPrompt();

const start = () => void import('./main.js');
// A hidden tab paints no frame (and runs no animation frame) until it is shown: it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
