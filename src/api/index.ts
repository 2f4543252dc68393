/** The platform client: calls, the shared endpoints, its errors, and readers for its payloads (SPEC §7, §8). */
export { ApiError, expectRecord, isApiError } from './api-error.js';
export { call } from './client.js';
export type { Endpoint } from './endpoint.js';
export * as endpoints from './endpoints.js';
export { errorKey, errorMessage } from './error-policy.js';
export { asList, asNumber, asObject, asText, expectList, type Payload } from './read.js';
