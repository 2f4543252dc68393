/**
 * A line above the page while the device is offline: after a first visit the shell loads from the service
 * worker without a network, and says so instead of leaving the player in front of a page that cannot load.
 */
import { effect, signal } from '@preact/signals-core';
import { language, t } from '../../src/index.js';

const online = signal(navigator.onLine);

export function startOfflineBanner(before: Element): void {
  window.addEventListener('online', () => (online.value = true));
  window.addEventListener('offline', () => (online.value = false));
  const banner = document.createElement('p');
  banner.className = 'offline-banner';
  banner.setAttribute('role', 'status');
  banner.dataset.testid = 'offline';
  effect(() => {
    void language.value;
    banner.textContent = t('network_offline');
    banner.hidden = online.value;
  });
  before.before(banner);
}

/** Runs `task` now when online, else once the device is back online. */
export function whenOnline(task: () => void): void {
  if (online.peek()) return task();
  const onOnline = () => {
    window.removeEventListener('online', onOnline);
    task();
  };
  window.addEventListener('online', onOnline);
}
