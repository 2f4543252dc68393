/**
 * `<mc-download-bar>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McDownloadBarElement.define('shop-download-bar')`); `./index.js` defines it as `<mc-download-bar>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McDownloadBar, type McDownloadBarProps } from './mc-download-bar.js';
import { styles } from './mc-download-bar.styles.js';

/** The element's own strings. */
const downloadBarStrings: Namespace = { name: 'mc-download-bar', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-download-bar.json`) };

export const McDownloadBarElement = createElement<McDownloadBarProps>('mc-download-bar', McDownloadBar, {
  attributes: { appName: 'string' },
  styles,
  strings: [downloadBarStrings],
});
