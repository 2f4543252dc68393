/**
 * Whether the page says it is offline by itself: the host page watches the connection and shows the offline
 * bar (connectivity.ts); a merchant page with a widget need not. A leaf, so that what fails a call can ask
 * without loading the watch.
 */
let watched = false;

/** Called once the page watches the connection. */
export function markConnectivityWatched(): void {
  watched = true;
}

/** True while the browser is offline and the page's offline bar already says so. */
export function offlineBarShows(): boolean {
  return watched && typeof navigator !== 'undefined' && navigator.onLine === false;
}
