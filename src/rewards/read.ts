/** Readers for platform payloads: a field of the wrong type becomes a safe default, never an exception. */
export type Payload = Record<string, unknown>;

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
