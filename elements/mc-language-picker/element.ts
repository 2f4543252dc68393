/**
 * `<mc-language-picker>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McLanguagePickerElement.define('shop-language-picker')`); `./index.js` defines it as `<mc-language-picker>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McLanguagePicker, type McLanguagePickerProps } from './mc-language-picker.js';
import { styles } from './mc-language-picker.styles.js';

/** The element's own strings. */
const languagePickerStrings: Namespace = { name: 'mc-language-picker', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-language-picker.json`) };

export const McLanguagePickerElement = createElement<McLanguagePickerProps>('mc-language-picker', McLanguagePicker, {
  attributes: {},
  styles,
  strings: [languagePickerStrings],
});
