/**
 * The player's pick of a language, for pickers: the switch and the account sync load when a pick happens, so
 * that a picker's up-front JavaScript holds only the list.
 */
import type { LanguageCode } from './languages.js';

/** Switches the page to `input` and saves it on the member's account when it differs (docs/languages.md). */
export function chooseLanguage(input: unknown): Promise<LanguageCode> {
  return import('../session/member-language.js').then((module) => module.chooseLanguage(input));
}
