// Field checks for request bodies. Each failure throws `validation.failed` naming the field, in its message and
// in the answer's `field`.

import { ApiError } from './http.mjs';

/** @typedef {Record<string, unknown>} Body */
/** @typedef {{ pattern?: RegExp, hint?: string, trim?: boolean }} Rule */

/**
 * @param {string} message
 * @param {string} [field] the field at fault, when there is one
 * @returns {never}
 */
export function invalid(message, field) {
  throw new ApiError('validation.failed', message, 200, field);
}

/**
 * The body as an object, or a validation failure.
 * @param {unknown} body
 * @returns {Body}
 */
export function objectBody(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) invalid('The request body must be a JSON object.');
  return /** @type {Body} */ (body);
}

/**
 * Fails on the first field not in `allowed`, so a typo in a control call is an error rather than a silent no-op.
 * @param {Body} body
 * @param {string[]} allowed
 */
export function rejectUnknownFields(body, allowed) {
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length) invalid(`Unknown field "${unknown[0]}"; allowed: ${allowed.join(', ')}.`);
}

/**
 * A required non-empty string, trimmed unless `rule.trim` is false.
 * @param {Body} body
 * @param {string} field
 * @param {Rule} [rule]
 */
export function requiredString(body, field, rule = {}) {
  const value = body[field];
  if (value === undefined || value === null || value === '') invalid(`The field "${field}" is required.`, field);
  if (typeof value !== 'string') invalid(`The field "${field}" must be a string.`, field);
  const text = rule.trim === false ? value : value.trim();
  if (!text.trim()) invalid(`The field "${field}" is required.`, field);
  if (rule.pattern && !rule.pattern.test(text)) invalid(`The field "${field}" ${rule.hint ?? 'is malformed'}.`, field);
  return text;
}

/**
 * An optional string: undefined when absent or empty.
 * @param {Body} body
 * @param {string} field
 * @param {Rule} [rule]
 * @returns {string | undefined}
 */
export function optionalString(body, field, rule = {}) {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  return requiredString(body, field, rule);
}

/**
 * A required boolean.
 * @param {Body} body
 * @param {string} field
 */
export function requiredBoolean(body, field) {
  const value = body[field];
  if (value === undefined || value === null) invalid(`The field "${field}" is required.`, field);
  if (typeof value !== 'boolean') invalid(`The field "${field}" must be true or false.`, field);
  return value;
}

/**
 * An optional boolean.
 * @param {Body} body
 * @param {string} field
 * @returns {boolean | undefined}
 */
export function optionalBoolean(body, field) {
  if (body[field] === undefined || body[field] === null) return undefined;
  return requiredBoolean(body, field);
}

/**
 * One of a list of strings.
 * @template {string} T
 * @param {Body} body
 * @param {string} field
 * @param {readonly T[]} allowed
 * @param {boolean} [required]
 * @returns {T | undefined}
 */
export function oneOf(body, field, allowed, required = true) {
  const value = required ? requiredString(body, field) : optionalString(body, field);
  if (value === undefined) return undefined;
  if (!allowed.includes(/** @type {T} */ (value))) invalid(`The field "${field}" must be one of ${allowed.join(', ')}.`, field);
  return /** @type {T} */ (value);
}

/**
 * An optional integer in a range.
 * @param {Body} body
 * @param {string} field
 * @param {number} min
 * @param {number} max
 * @returns {number | undefined}
 */
export function optionalInteger(body, field, min, max) {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    invalid(`The field "${field}" must be a whole number from ${min} to ${max}.`, field);
  }
  return value;
}

/** User names: 4 to 30 letters, digits or underscores. */
export const USERNAME_RULE = { pattern: /^[A-Za-z0-9_]{4,30}$/, hint: 'must be 4 to 30 letters, digits or underscores' };

/** Passwords: 6 to 64 characters. */
export const PASSWORD_RULE = { pattern: /^.{6,64}$/su, hint: 'must be 6 to 64 characters', trim: false };

/** Mobile numbers: 6 to 15 digits, optionally after a "+". */
export const MOBILE_RULE = { pattern: /^\+?[0-9]{6,15}$/, hint: 'must be 6 to 15 digits' };
