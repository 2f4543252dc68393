// Ad attribution on the sandbox platform: the merchant's pixel configuration (the status payload's
// `info.analytics`, SPEC §3), the tracking events the kit posts (SPEC §3, §7), and what the pixel stand-ins
// (sandbox/pixels/) report of the calls they received. Kept in memory per sandbox, cleared by a reset.

import { sendScript } from './http.mjs';
import { invalid, objectBody, requiredString } from './validate.mjs';

export const TRACKING_EVENTS = Object.freeze(['register', 'login', 'deposit', 'firstDeposit']);
const PIXEL_VENDORS = Object.freeze(['facebook', 'tiktok', 'gtag', 'kwai']);
const MAX_DATA_CHARS = 8 * 1024;
const MAX_RECORDS = 500;

/**
 * @typedef {{ analytics: Map<string, Record<string, string[]>>, events: object[], pixelCalls: object[] }} TrackingState
 */

/** @type {WeakMap<object, TrackingState>} */
const states = new WeakMap();

/** @param {object} sandboxState */
function trackingOf(sandboxState) {
  let state = states.get(sandboxState);
  if (!state) {
    state = { analytics: new Map(), events: [], pixelCalls: [] };
    states.set(sandboxState, state);
  }
  return state;
}

/** @param {object} sandboxState */
export function resetTracking(sandboxState) {
  states.delete(sandboxState);
}

/**
 * The merchant's pixels as the status payload carries them; none by default.
 * @param {object} sandboxState
 * @param {string} merchant
 */
export function analyticsOf(sandboxState, merchant) {
  return trackingOf(sandboxState).analytics.get(merchant) ?? {};
}

/**
 * Sets the merchant's pixels: `{ facebook?: string[], tiktok?: string[], gtag?: string[], kwai?: string[] }`; `{}`
 * removes them.
 * The ids are stored as given (strings), so that tests can also hand the kit malformed ones.
 * @param {object} sandboxState
 * @param {string} merchant
 * @param {unknown} body
 */
export function setAnalytics(sandboxState, merchant, body) {
  const config = objectBody(body);
  /** @type {Record<string, string[]>} */
  const stored = {};
  for (const [vendor, ids] of Object.entries(config)) {
    if (!PIXEL_VENDORS.includes(vendor)) invalid(`Unknown pixel "${vendor}"; allowed: ${PIXEL_VENDORS.join(', ')}.`);
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) invalid(`The field "${vendor}" must be a list of ids.`);
    if (ids.length) stored[vendor] = ids;
  }
  trackingOf(sandboxState).analytics.set(merchant, stored);
  return stored;
}

/**
 * Records a posted tracking event: `{ event, data }`, `data` being the event's fields as one JSON string.
 * @param {object} sandboxState
 * @param {{ merchant: string, body: unknown, player?: { id: number, username: string } | null }} call
 */
export function recordEvent(sandboxState, { merchant, body, player }) {
  const fields = objectBody(body);
  const event = requiredString(fields, 'event');
  if (!TRACKING_EVENTS.includes(event)) invalid(`Unknown event "${event}"; allowed: ${TRACKING_EVENTS.join(', ')}.`);
  const raw = requiredString(fields, 'data', { trim: false });
  if (raw.length > MAX_DATA_CHARS) invalid('The field "data" is too long.');
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    invalid('The field "data" must be a JSON string.');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) invalid('The field "data" must be a JSON object string.');
  const { events } = trackingOf(sandboxState);
  const record = { merchant, event, data, raw, player: player ? { id: player.id, username: player.username } : null, at: new Date().toISOString() };
  events.push(record);
  if (events.length > MAX_RECORDS) events.shift();
  return record;
}

/**
 * @param {object} sandboxState
 * @param {string} merchant
 */
export function listEvents(sandboxState, merchant) {
  return trackingOf(sandboxState).events.filter((record) => record.merchant === merchant);
}

/**
 * A stand-in reports a call its global received: `{ vendor, args, query?, pixel? }` (`pixel`: the id of the pixel
 * the call was made on, for Kwai's per-pixel `instance(id)`).
 * @param {object} sandboxState
 * @param {unknown} body
 */
export function recordPixelCall(sandboxState, body) {
  const fields = objectBody(body);
  const vendor = requiredString(fields, 'vendor');
  if (!PIXEL_VENDORS.includes(vendor)) invalid(`Unknown pixel "${vendor}".`);
  if (!Array.isArray(fields.args)) invalid('The field "args" must be a list.');
  const { pixelCalls } = trackingOf(sandboxState);
  const pixel = typeof fields.pixel === 'string' && fields.pixel ? { pixel: fields.pixel } : {};
  pixelCalls.push({ vendor, args: fields.args, query: typeof fields.query === 'string' ? fields.query : '', ...pixel });
  if (pixelCalls.length > MAX_RECORDS) pixelCalls.shift();
  return pixelCalls.length;
}

/** @param {object} sandboxState */
export function listPixelCalls(sandboxState) {
  return trackingOf(sandboxState).pixelCalls;
}

const STAND_INS = {
  '/__sandbox/pixels/fbevents.js': new URL('./pixels/fbevents.js', import.meta.url),
  '/__sandbox/pixels/ttq.js': new URL('./pixels/ttq.js', import.meta.url),
  '/__sandbox/pixels/gtag.js': new URL('./pixels/gtag.js', import.meta.url),
  '/__sandbox/pixels/kwaiq.js': new URL('./pixels/kwaiq.js', import.meta.url),
};

/**
 * Serves a pixel stand-in script; true when the path was one of them.
 * @param {string} path
 * @param {import('node:http').ServerResponse} res
 */
export function servePixelStandIn(path, res) {
  const file = STAND_INS[/** @type {keyof typeof STAND_INS} */ (path)];
  if (!file) return false;
  sendScript(res, file);
  return true;
}
