// The platform answers player-facing errors in the player's language (the Language header), as a real
// platform does. messages/<LANGUAGE>.json holds, for each of the 22 languages the Language header carries, a
// sentence for every errorCode the platform sends. English requests keep the handler's own wording, which may
// name the field or limit at fault (the English file is the reference the others translate), and an answer
// that carries no message (a fault a test sets up that way) stays without one.

import { readdirSync, readFileSync } from 'node:fs';

const DIRECTORY = new URL('./messages/', import.meta.url);

/** @type {Map<string, Record<string, string>>} the messages of each language, by its Language header code */
export const MESSAGES = new Map(
  readdirSync(DIRECTORY)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(new URL(file, DIRECTORY), 'utf8'))]),
);

// The platform's own spellings of some languages, as clients send them.
const ALIASES = new Map([['ZH-CN', 'CN'], ['ZH-TW', 'TW'], ['ZH-HK', 'TW'], ['EN-US', 'EN'], ['FIL', 'TY'], ['TL', 'TY'], ['PT_BR', 'PT-BR']]);

/**
 * The language of a request's Language header, as a key of MESSAGES; null for a language the platform does not have.
 * @param {string | undefined} header
 */
export function messageLanguage(header) {
  if (!header) return null;
  const code = header.trim().toUpperCase();
  const known = ALIASES.get(code) ?? code;
  return MESSAGES.has(known) ? known : null;
}

/**
 * The answer body with its message in the request's language, when one is known.
 * @param {unknown} body
 * @param {string | undefined} language
 */
export function localizeAnswer(body, language) {
  if (!body || typeof body !== 'object') return body;
  const { errorCode, message: own } = /** @type {{ errorCode?: unknown, message?: unknown }} */ (body);
  const code = messageLanguage(language);
  if (typeof errorCode !== 'string' || !code || code === 'EN' || typeof own !== 'string' || !own) return body;
  const message = MESSAGES.get(code)?.[errorCode];
  return message ? { ...body, message } : body;
}
