/**
 * `<mc-popup>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McPopupElement.define('shop-popup')`); `./index.js` defines it as `<mc-popup>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McPopup, type McPopupProps } from './mc-popup.js';
import { styles } from './mc-popup.styles.js';

/** The element's own strings. */
const popupStrings: Namespace = { name: 'mc-popup', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-popup.json`) };

export const McPopupElement = createElement<McPopupProps>('mc-popup', McPopup, {
  attributes: { autoplay: 'number', noDownloadPopups: 'boolean' },
  styles,
  strings: [popupStrings],
});
