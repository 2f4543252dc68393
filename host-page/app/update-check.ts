/**
 * The update check (SPEC §2, §4, §9): the two asset manifests are fetched and hashed at start, 1.5 s later,
 * whenever the tab becomes visible and every hour. When the hash differs from the first one, the player is
 * asked once to refresh, and the service worker is told to update. After the refresh the entry pages reload
 * where they are; any other page starts again from home, since its state belongs to the old version.
 */
import { t } from '../../src/i18n/index.js';
import { requestPrompt } from '../../src/prompts/index.js';
import { showNotice } from '../../src/ui/index.js';
import { updateServiceWorker } from './service-worker.js';

export const MANIFESTS = ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'];
export const SECOND_CHECK_MS = 1500;
export const CHECK_EVERY_MS = 3_600_000;

/** Pages that reload in place after an update; the rest are replaced by home. */
const RELOAD_IN_PLACE = new Set(['/m/home', '/m/login', '/m/register', '/m/register.html', '/m/', '/m']);

/** FNV-1a: a change detector for a few kilobytes of text, not a security hash. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(16);
}

async function currentHash(): Promise<string | null> {
  try {
    const texts = await Promise.all(
      MANIFESTS.map(async (path) => {
        const answer = await fetch(`${path}?_=${Date.now()}`, { cache: 'no-store', credentials: 'same-origin' });
        if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
        return answer.text();
      }),
    );
    return hash(texts.join('\n'));
  } catch {
    // Offline or a failed deploy: nothing to compare, try again at the next check.
    return null;
  }
}

export function refreshAfterUpdate(): void {
  const path = location.pathname.replace(/\/+$/, '') || '/m';
  if (RELOAD_IN_PLACE.has(path)) location.reload();
  else location.replace('/m/home');
}

export function startUpdateCheck(): void {
  let first: string | null = null;
  let prompted = false;
  let running = false;

  const check = async () => {
    if (prompted || running) return;
    running = true;
    const now = await currentHash();
    running = false;
    if (!now || prompted) return;
    if (first === null) {
      first = now;
      return;
    }
    if (now === first) return;
    prompted = true;
    void updateServiceWorker();
    // One prompt at a time: the refresh prompt waits behind an app upgrade or the maintenance page.
    const prompt = requestPrompt('refresh', () => {
      void showNotice({ title: t('pwa_update_title'), message: t('pwa_update_msg'), confirmLabel: t('refresh'), kind: 'pwa-update' }).then(() => {
        prompt.close();
        refreshAfterUpdate();
      });
    });
  };

  void check();
  setTimeout(() => void check(), SECOND_CHECK_MS);
  setInterval(() => void check(), CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
}
