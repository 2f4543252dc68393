/**
 * The lazy part of ad attribution: the app shell's ids, the merchant's pixels, and every `mc-track` event posted
 * to the platform and passed to the pixels. Its own chunk; `hook.ts` in the runtime imports it only when there
 * is something to do.
 */
import { merchantStatus } from '../platform/merchant-status.js';
import { hasPixels, parseAnalytics } from './analytics-config.js';
import { loadPixels, sendToPixels } from './pixels.js';
import { postTrackingEvent } from './post-event.js';
import { captureS2sInfo } from './s2s-info.js';
import { eventsOf } from './tracking-event.js';

// The runtime's capture of an address's ad ids (only for an address that brings some: ad-id-query.ts) comes
// with the rest of the tracking's lazy code rather than as a chunk of its own.
export { capturePixelTrack } from './pixel-track.js';

let started = false;

function startOnce(): void {
  if (started) return;
  started = true;
  captureS2sInfo();
  const config = () => {
    const status = merchantStatus.value;
    if (!status) return;
    const analytics = parseAnalytics(status.info.analytics);
    if (hasPixels(analytics)) loadPixels(analytics);
  };
  config();
  merchantStatus.subscribe(config);
}

export function startTracking(): void {
  startOnce();
}

/** Events still being posted: each waits for the ones published before it. */
let posting: Promise<void> = Promise.resolve();

/**
 * Records one `mc-track` detail: posted to the platform, then to the pixels. Posts go one at a time, in the
 * order the page published them, so that the platform sees a registration before the deposit that follows it.
 */
export function track(detail: unknown): Promise<void> {
  startOnce();
  const events = eventsOf(detail);
  posting = posting.then(async () => {
    for (const event of events) {
      sendToPixels(event);
      await postTrackingEvent(event).catch(() => {});
    }
  });
  return posting;
}
