/** The one error type every failed call rejects with, whatever went wrong. */
export class ApiError extends Error {
  /** HTTP status, or 0 when no answer arrived (network, timeout, encryption). */
  readonly status: number;
  /** The platform's `errorCode`, or one of `network`, `timeout`, `encryption`, `aborted`, `bad_response`. */
  readonly code: string;
  /** The platform's `value`, which some errors carry (two-factor flags, for instance). */
  readonly value: unknown;
  /** The platform's whole answer, for fields some errors carry beside the code (`until` of `member.excluded`). */
  readonly fields: Readonly<Record<string, unknown>>;
  /** Always false: lets callers that expect the platform's `{ success, message }` shape read it directly. */
  readonly success = false;

  constructor(code: string, message: string, status = 0, value: unknown = undefined, fields: Record<string, unknown> = {}) {
    super(message);
    this.fields = fields;
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The platform's answer as a record. Any other shape (null, a list, text) is not an answer the kit can act on:
 * it fails as `bad_response`, which the player reads as a translated message, never as a success.
 */
export function expectRecord(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new ApiError('bad_response', '', 200);
}
