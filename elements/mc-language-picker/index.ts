/**
 * `<mc-language-picker>`: the language picker of the login page and member home.
 *
 * @summary A button showing the current language; it opens the 22 languages, each by its own name. A pick
 *   switches every element on the page once its strings have loaded, and, for a logged-in member whose account
 *   has another language, saves it on the account (`POST /wps/member/language`; not for member type 4). If the
 *   strings cannot be loaded the page stays as it was and the picker says so.
 *
 * @event {LanguageChangeDetail} mc-language-change - The player picked another language and the page
 *   now shows it. `detail.language` is the new code, `detail.previous` the one before.
 *
 * @csspart button - The button showing the current language.
 * @csspart list - The list of languages.
 * @csspart option - One language of the list.
 * @csspart error - The message shown when a language could not be loaded.
 *
 * @cssprop --mc-color-primary - The current language's colour in the list.
 * @cssprop --mc-color-text - Text colour.
 * @cssprop --mc-color-focus - Focus ring colour.
 * @cssprop --mc-language-picker-background - Button and list background.
 * @cssprop --mc-language-picker-border - Button border colour.
 * @cssprop --mc-language-picker-z-index - Stacking order of the open list.
 * @cssprop --mc-font-family - Font.
 */
import { McLanguagePickerElement } from './element.js';
import type { McLanguagePickerProps } from './mc-language-picker.js';

export type { LanguageChangeDetail } from './mc-language-picker.js';

McLanguagePickerElement.define();

export { McLanguagePickerElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-language-picker': HTMLElement & McLanguagePickerProps;
  }
}
