/**
 * Tracking events (SPEC §3 tracking events): the runtime announces what happened (`register`, ...) as an
 * `mc-track` DOM event on the document, so that the merchant's own page can forward it to its analytics and
 * the platform's tracking post can pick it up in one place.
 */

/** Detail of an `mc-track` event. */
export interface TrackingEventDetail {
  /** What happened: `register`, ... */
  name: string;
  /** The fields of SPEC §3 tracking events that apply: customerName, customerId, ... */
  data: Record<string, unknown>;
}

/**
 * Dispatches `mc-track` on the document (bubbling, composed, not cancelable): `detail.name` is the event,
 * `detail.data` its fields. Never throws: tracking must not break what it tracks.
 */
export function publishTrackingEvent(name: string, detail: Record<string, unknown> = {}): void {
  try {
    document.dispatchEvent(
      new CustomEvent<TrackingEventDetail>('mc-track', { detail: { name, data: { ...detail } }, bubbles: true, composed: true }),
    );
  } catch {
    /* a listener's failure stays the listener's */
  }
}
