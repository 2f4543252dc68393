/**
 * The only part of ad attribution every page carries: it listens for `mc-track` (docs/wire-contract.md) and
 * imports the tracker when there is something to do: an event, pixels the merchant configured, or ids the
 * app shell hands over. A page with none of these never downloads it.
 */
import { merchantStatus } from '../platform/merchant-status.js';

let tracker: Promise<typeof import('./tracker.js')> | null = null;
const loadTracker = () => (tracker ??= import('./tracker.js'));

const APP_HANDOVER = /[?&]s2s_info=/;

export function hookTracking(): void {
  document.addEventListener('mc-track', (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    void loadTracker().then((module) => module.track(detail)).catch(() => {});
  });
  const start = () => void loadTracker().then((module) => module.startTracking()).catch(() => {});
  if (APP_HANDOVER.test(location.search) || 'McAppBridge' in globalThis) start();
  const analytics = () => {
    const value = merchantStatus.value?.info.analytics;
    if (value && typeof value === 'object' && Object.keys(value).length) start();
  };
  analytics();
  merchantStatus.subscribe(analytics);
}
