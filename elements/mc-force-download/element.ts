/**
 * `<mc-force-download>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McForceDownloadElement.define('shop-force-download')`); `./index.js` defines it as `<mc-force-download>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McForceDownload, type McForceDownloadProps } from './mc-force-download.js';
import { styles } from './mc-force-download.styles.js';

/** The element's own strings. */
const forceDownloadStrings: Namespace = { name: 'mc-force-download', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-force-download.json`) };

export const McForceDownloadElement = createElement<McForceDownloadProps>('mc-force-download', McForceDownload, {
  attributes: { pollInterval: 'number' },
  styles,
  strings: [forceDownloadStrings],
});
