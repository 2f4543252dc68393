/**
 * A page layer whose code is a lazy chunk (src/element/page-layer.tsx): the returned function loads and mounts
 * it the first time it is called, and does nothing after that. A load that fails (offline, most likely) is
 * tried again at the next call.
 */
export function lazyLayer(mount: () => Promise<void>): () => void {
  let requested = false;
  return () => {
    if (requested || typeof document === 'undefined') return;
    requested = true;
    mount().catch(() => {
      requested = false;
    });
  };
}
