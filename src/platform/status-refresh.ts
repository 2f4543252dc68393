/** The /m app's refresh of the merchant settings when the tab comes back (SPEC §4, §9). */
import { loadStatus, type StatusQuery } from './merchant-status.js';

/** Merchant settings refresh when the tab becomes visible again, once per 300 ms burst (SPEC §4, §9). */
export const VISIBLE_REFRESH_DEBOUNCE_MS = 300;
let refreshingOnVisible = false;

export function refreshStatusWhenVisible(query: StatusQuery = {}): void {
  if (refreshingOnVisible || typeof document === 'undefined') return;
  refreshingOnVisible = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener('visibilitychange', () => {
    clearTimeout(timer);
    if (document.visibilityState !== 'visible') return;
    timer = setTimeout(() => void loadStatus(query).catch(() => {}), VISIBLE_REFRESH_DEBOUNCE_MS);
  });
}
