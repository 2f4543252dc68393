/**
 * Readers for platform payloads: a field of the wrong type becomes a safe default, never an exception; an
 * answer of the wrong shape as a whole (`expectRecord`, `expectList`) is a failure the page shows with a retry.
 */
import { ApiError } from './api-error.js';

export { expectRecord } from './api-error.js';

export type Payload = Record<string, unknown>;

export function expectList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  throw new ApiError('bad_response', '', 200);
}

export function asObject(value: unknown): Payload {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Payload) : {};
}

export function asList(value: unknown): Payload[] {
  return Array.isArray(value) ? value.filter((entry) => entry && typeof entry === 'object').map((entry) => entry as Payload) : [];
}

export function asText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function asNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** A boolean, else the fallback (a switch sent as "1" or 1 is not on: the platform sends booleans). */
export function asFlag(value: unknown, fallback = false): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** A string, else the fallback. Unlike `asText`, a number is not taken for a string. */
export function asString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** An identifier the platform sends as a string or a number, as a string; '' for anything else. */
export function asId(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}
