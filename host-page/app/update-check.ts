/**
 * The update check (SPEC §2, §4, §9): the two asset manifests carry the version of the app and of the kit,
 * and the page carries the versions it was built with (`<meta name="mc-asset-versions">`, written by the
 * build). A version that differs means a new build is out: the player is asked once to refresh, and the
 * service worker is told to update. After the refresh the entry pages reload where they are; any other page
 * starts again from home, since its state belongs to the old version.
 *
 * When it runs (SPEC §4, §9): when the page has settled, again 1.5 s after the page started, every hour and when
 * the tab becomes visible. The check when the page settles compares against the versions the page was built
 * with, so it sees any deploy since the page was served. The look at 1.5 s catches a deploy that lands just
 * after that, when the page settled early; when the page settled later than 1.5 s, it comes 1.5 s after the
 * settling instead, so there are always two looks before the hourly one.
 */
import { t } from '../../src/i18n/index.js';
import { requestPrompt } from '../../src/prompts/index.js';
import { showNotice } from '../../src/ui/index.js';
import { updateServiceWorker } from './service-worker.js';

/** The manifests, each with the part of the page's built versions it is compared with. */
export const MANIFESTS = { app: '/m/asset-manifest.json', kit: '/mobile/mc/asset-manifest.json' } as const;
export const CHECK_EVERY_MS = 3_600_000;
/** The second look, after the page started (SPEC §9: asset check 1.5 s). */
export const SECOND_LOOK_MS = 1_500;

type Part = keyof typeof MANIFESTS;
type Versions = Record<Part, string>;

/** Pages that reload in place after an update; the rest are replaced by home. */
const RELOAD_IN_PLACE = new Set(['/m/home', '/m/login', '/m/register', '/m/register.html', '/m/', '/m']);

/** The versions this page was built with, or null when the page does not say (then the first answer counts). */
function builtVersions(): Versions | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="mc-asset-versions"]')?.content ?? '';
  const found = Object.fromEntries([...content.matchAll(/\b(app|kit):([0-9a-f]+)\b/g)].map(([, part, version]) => [part, version]));
  return found.app && found.kit ? (found as Versions) : null;
}

async function currentVersions(): Promise<Versions | null> {
  try {
    const entries = await Promise.all(
      (Object.entries(MANIFESTS) as [Part, string][]).map(async ([part, path]) => {
        const answer = await fetch(`${path}?_=${Date.now()}`, { cache: 'no-store', credentials: 'same-origin' });
        if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
        const { version } = (await answer.json()) as { version?: unknown };
        if (typeof version !== 'string' || !version) throw new Error(`${path}: no version`);
        return [part, version] as const;
      }),
    );
    return Object.fromEntries(entries) as Versions;
  } catch {
    // Offline or a deploy half done: nothing to compare, try again at the next check.
    return null;
  }
}

export function refreshAfterUpdate(): void {
  const path = location.pathname.replace(/\/+$/, '') || '/m';
  if (RELOAD_IN_PLACE.has(path)) location.reload();
  else location.replace('/m/home');
}

export function startUpdateCheck(): void {
  let baseline = builtVersions();
  let prompted = false;
  let running = false;

  // A look asked for while one is on its way comes after it rather than not at all.
  let again = false;

  const check = async (): Promise<void> => {
    if (prompted) return;
    if (running) return void (again = true);
    running = true;
    const now = await currentVersions();
    running = false;
    if (again) {
      again = false;
      void check();
    }
    if (!now || prompted) return;
    if (baseline === null) {
      baseline = now;
      return;
    }
    if (now.app === baseline.app && now.kit === baseline.kit) return;
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
  const sinceStart = performance.now();
  setTimeout(() => void check(), sinceStart < SECOND_LOOK_MS ? SECOND_LOOK_MS - sinceStart : SECOND_LOOK_MS);
  setInterval(() => void check(), CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
}
