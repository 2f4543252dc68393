/** Asking the host page to navigate (the mc-navigate event). */
export { requestNavigation, type NavigateDetail } from './navigation.js';
