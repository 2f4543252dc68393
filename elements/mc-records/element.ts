/**
 * `<mc-records>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McRecordsElement.define('shop-records')`); `./index.js` defines it as `<mc-records>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McRecords, type McRecordsProps } from './mc-records.js';
import { styles } from './mc-records.styles.js';

/** The element's own strings. */
const recordsStrings: Namespace = { name: 'mc-records', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-records.json`) };

export const McRecordsElement = createElement<McRecordsProps>('mc-records', McRecords, {
  attributes: { range: 'string' },
  styles,
  strings: [recordsStrings],
});
