/**
 * `<mc-language-picker>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McLanguagePickerElement.define('shop-language-picker')`); `./index.js` defines it as `<mc-language-picker>`.
 */
import { createElement } from '../../src/element/index.js';
import { McLanguagePicker, type McLanguagePickerProps } from './mc-language-picker.js';
import { styles } from './mc-language-picker.styles.js';

export const McLanguagePickerElement = createElement<McLanguagePickerProps>('mc-language-picker', McLanguagePicker, {
  attributes: {},
  styles,
});
