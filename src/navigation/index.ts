/** Asking the host page to navigate (the mc-navigate event), and telling the app's own pages from others. */
export { requestNavigation, type NavigateDetail } from './navigation.js';
/** A layer over the page that back closes (a history entry at the same address). */
export { openHistoryLayer, type HistoryLayer } from './history-layer.js';
export { appRouteOf } from './app-route.js';
