/**
 * Sends a tracking event to the platform (docs/wire-contract.md): the fields as one JSON string, as the platform
 * stores and forwards them to the ad networks' server-side APIs unchanged.
 */
import { call } from '../api/client.js';
import type { Endpoint } from '../api/endpoint.js';
import type { TrackingEvent } from './tracking-event.js';

const trackingEvent = { method: 'POST', path: '/wps/tracking/event' } as const satisfies Endpoint;

export function postTrackingEvent({ event, fields }: TrackingEvent): Promise<unknown> {
  // A lost event must never bother the player: no notice, and the caller swallows the failure.
  return call(trackingEvent, { body: { event, data: JSON.stringify(fields) }, alert: false });
}
