/**
 * Whether the page runs in a private (incognito) window, where provider sign-in is refused (SPEC §5): the
 * provider's state would vanish with the window and some browsers block its storage outright.
 *
 * Browsers do not say so directly, so this is a heuristic on what they do allow:
 * - storage that cannot be written at all (older Safari private windows throw on `localStorage.setItem`);
 * - a storage quota under 120 MiB from `navigator.storage.estimate()`: Chromium and Firefox give private
 *   windows a small, memory-backed quota (about 100 MiB and 10 MiB), while a normal profile gets a share of
 *   the disk (gigabytes). Safari 17+ private windows report a quota near 1 GiB and are not detected; they
 *   sign in normally, and the provider itself reports what it cannot store.
 * Where the estimate API is missing, nothing is refused.
 */
const PRIVATE_QUOTA_BYTES = 120 * 1024 * 1024;

export async function isPrivateBrowsing(): Promise<boolean> {
  try {
    const probe = '__mc_probe__';
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
  } catch {
    return true;
  }
  try {
    const estimate = await navigator.storage?.estimate?.();
    return typeof estimate?.quota === 'number' && estimate.quota > 0 && estimate.quota < PRIVATE_QUOTA_BYTES;
  } catch {
    return false;
  }
}
