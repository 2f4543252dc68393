/**
 * The player's pick of a language, for pickers. The account sync is the session's (src/session/), which the
 * strings' concern does not import: the import is made when a pick happens (the module is in the runtime's
 * chunk, so it costs no request).
 */
import type { LanguageCode } from './languages.js';

/** Switches the page to `input` and saves it on the member's account when it differs (docs/languages.md). */
export function chooseLanguage(input: unknown): Promise<LanguageCode> {
  return import('../session/member-language.js').then((module) => module.chooseLanguage(input));
}
