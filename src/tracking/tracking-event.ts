/**
 * The `mc-track` contract (docs/wire-contract.md) turned into what the platform records (SPEC §3 tracking
 * events): who, how much, in which currency, with one `eventID` the pixels receive too, so that the ad
 * platforms can match a browser event with the platform's own server-side report of it.
 */
import { getConfig } from '../config/config.js';
import { memberInfo, sessionInfo } from '../session/session.js';
import { readRaw, writeRaw } from '../storage/storage.js';
import { adDeviceId } from './ad-device-id.js';
import { trackingCurrency } from './currency.js';
import { storedS2sInfo, type S2sInfo } from './s2s-info.js';

export const TRACKED_EVENTS = ['register', 'login', 'deposit'] as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[number];
/** What is posted: the published events, and the first deposit of a customer once. */
export type PostedEvent = TrackedEvent | 'firstDeposit';

export interface TrackingFields {
  customerName: string;
  customerId: string;
  revenue: number;
  amount: number;
  value: number;
  currency: string;
  af_revenue: number;
  af_currency: string;
  eventID: string;
  deviceId: string;
  s2sInfo?: S2sInfo;
}

export interface TrackingEvent {
  event: PostedEvent;
  fields: TrackingFields;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

function amountOf(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : 0;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * `mc-track`'s detail as published; null when it names no event this module records. Two shapes arrive: the
 * documented `{ event, ...fields }`, and `{ name, data }` / `{ name, ...fields }` as the kit's registration and
 * deposit page publish it (src/tracking/track-event.ts).
 */
export function readDetail(detail: unknown): { event: TrackedEvent; data: Record<string, unknown> } | null {
  if (!isRecord(detail)) return null;
  const event = detail.event ?? detail.name;
  const data = isRecord(detail.data) ? { ...detail, ...detail.data } : detail;
  return TRACKED_EVENTS.includes(event as TrackedEvent) ? { event: event as TrackedEvent, data } : null;
}

/** The fields of SPEC §3 for one event, the customer taken from the detail or else from the session. */
export function trackingFields(data: Record<string, unknown>): TrackingFields {
  const member = memberInfo.value;
  const amount = amountOf(data.amount);
  const currency = trackingCurrency(data.currency);
  const s2sInfo = storedS2sInfo();
  return {
    customerName: text(data.customerName) || text(data.userName) || member?.userName || sessionInfo.value?.userName || '',
    customerId: text(data.customerId) || text(data.id) || member?.id || sessionInfo.value?.id || '',
    revenue: amount,
    amount,
    value: amount,
    currency,
    af_revenue: amount,
    af_currency: currency,
    eventID: crypto.randomUUID(),
    deviceId: adDeviceId(),
    ...(Object.keys(s2sInfo).length ? { s2sInfo } : {}),
  };
}

const FIRST_DEPOSITS_KEY = 'mc_first_deposits';

function firstDepositsRecorded(): string[] {
  try {
    const list: unknown = JSON.parse(readRaw('local', FIRST_DEPOSITS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * True the first time a customer's first deposit is seen in this browser, then never again (SPEC §9): the
 * deposit page may report `firstDeposit` on every visit until the platform's statistics catch up.
 */
export function claimFirstDeposit(customerId: string): boolean {
  if (!customerId) return false;
  const key = `${getConfig().merchant}:${customerId}`;
  const recorded = firstDepositsRecorded();
  if (recorded.includes(key)) return false;
  writeRaw('local', FIRST_DEPOSITS_KEY, JSON.stringify([...recorded, key].slice(-50)));
  return true;
}

const isFirst = (value: unknown) => value === true || value === 'Y' || value === 'y';

/** The events one `mc-track` detail gives: itself, and for a customer's first deposit a `firstDeposit` too. */
export function eventsOf(detail: unknown): TrackingEvent[] {
  const read = readDetail(detail);
  if (!read) return [];
  const fields = trackingFields(read.data);
  const events: TrackingEvent[] = [{ event: read.event, fields }];
  if (read.event === 'deposit' && isFirst(read.data.firstDeposit) && claimFirstDeposit(fields.customerId)) {
    events.push({ event: 'firstDeposit', fields: { ...fields, eventID: crypto.randomUUID() } });
  }
  return events;
}
