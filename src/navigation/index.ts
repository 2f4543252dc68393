/** Asking the host page to navigate (the mc-navigate event), and telling the app's own pages from others. */
export { requestNavigation, type NavigateDetail } from './navigation.js';
export { appRouteOf } from './app-route.js';
