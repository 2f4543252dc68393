// Scenarios: named presets of the console, each a JSON file in sandbox/scenarios/. A scenario is a list of
// control calls run in order on a freshly reset platform, and how the console's framed app should open on it
// (route, language, a first visit's empty storage). Being control calls, a scenario can set nothing the control
// API cannot, and every value in it is checked the way the call checks it.

import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from './constants.mjs';
import { ApiError } from './http.mjs';

const FOLDER = fileURLToPath(new URL('./scenarios/', import.meta.url));
const DAY = 24 * 60 * 60 * 1000;

/**
 * @typedef {object} ScenarioFrame how the console opens its framed app on the scenario
 * @property {string} [path] a route of the /m app
 * @property {string} [language] the player's pick, one of the 22 codes
 * @property {boolean} [fresh] a first visit: the app's storage emptied first
 */

/**
 * @typedef {object} Scenario
 * @property {string} name the file's name without `.json`, used in `/console/?scenario=<name>`
 * @property {string} title
 * @property {string} description
 * @property {ScenarioFrame} frame
 * @property {{ method: 'GET' | 'POST', path: string, body?: unknown }[]} calls
 */

/**
 * Check one scenario file's content; throws naming the file and what is wrong.
 * @param {string} name
 * @param {any} data
 * @returns {Scenario}
 */
export function checkScenario(name, data) {
  const wrong = (/** @type {string} */ what) => { throw new Error(`Scenario "${name}": ${what}`); };
  if (!data || typeof data !== 'object') wrong('must be a JSON object.');
  if (typeof data.title !== 'string' || !data.title) wrong('needs a "title".');
  if (typeof data.description !== 'string' || !data.description) wrong('needs a "description".');
  const frame = data.frame ?? {};
  if (frame.path !== undefined && (typeof frame.path !== 'string' || !frame.path.startsWith('/m/'))) wrong('"frame.path" must be a route under /m/.');
  if (frame.language !== undefined && !LANGUAGES.includes(frame.language)) wrong(`"frame.language" must be one of ${LANGUAGES.join(', ')}.`);
  if (!Array.isArray(data.calls) || data.calls.length === 0) wrong('needs a list of "calls".');
  const calls = data.calls.map((/** @type {any} */ call, /** @type {number} */ index) => {
    if (!call || typeof call.path !== 'string' || !call.path.startsWith('/__sandbox/')) wrong(`call ${index + 1} needs a control "path".`);
    const method = call.method ?? 'POST';
    if (method !== 'GET' && method !== 'POST') wrong(`call ${index + 1} must be a GET or a POST.`);
    return { method, path: call.path, body: call.body };
  });
  return { name, title: data.title, description: data.description, frame, calls };
}

/**
 * Every scenario in the folder, in file-name order.
 * @param {string} [folder]
 * @returns {Scenario[]}
 */
export function loadScenarios(folder = FOLDER) {
  return readdirSync(folder).filter((file) => file.endsWith('.json')).sort().map((file) => {
    const name = basename(file, '.json');
    return checkScenario(name, JSON.parse(readFileSync(join(folder, file), 'utf8')));
  });
}

/**
 * A body with its `{ "$time": { days, at } }` values made epoch milliseconds: `days` after the platform's
 * today, at `at` (HH:MM, UTC). A scenario file cannot hold a fixed date that would soon be in the past.
 * @param {unknown} value
 * @param {number} platformNow
 * @returns {unknown}
 */
export function resolveTimes(value, platformNow) {
  if (Array.isArray(value)) return value.map((item) => resolveTimes(item, platformNow));
  if (!value || typeof value !== 'object') return value;
  const time = /** @type {Record<string, any>} */ (value).$time;
  if (time && typeof time === 'object') {
    const [hours, minutes] = String(time.at ?? '00:00').split(':').map(Number);
    if (!Number.isInteger(hours) || !Number.isInteger(minutes)) throw new ApiError('validation.failed', 'A "$time" needs "at" as HH:MM.');
    const day = new Date(platformNow + (Number(time.days) || 0) * DAY);
    return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveTimes(item, platformNow)]));
}
