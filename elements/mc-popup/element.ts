/**
 * `<mc-popup>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McPopupElement.define('shop-popup')`); `./index.js` defines it as `<mc-popup>`.
 */
import { createElement } from '../../src/element/index.js';
import { McPopup, type McPopupProps } from './mc-popup.js';
import { styles } from './mc-popup.styles.js';

export const McPopupElement = createElement<McPopupProps>('mc-popup', McPopup, {
  attributes: { autoplay: 'number', noDownloadPopups: 'boolean' },
  styles,
});
