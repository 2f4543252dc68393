/**
 * `<mc-records>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McRecordsElement.define('shop-records')`); `./index.js` defines it as `<mc-records>`.
 */
import { createElement } from '../../src/element/index.js';
import { McRecords, type McRecordsProps } from './mc-records.js';
import { styles } from './mc-records.styles.js';

export const McRecordsElement = createElement<McRecordsProps>('mc-records', McRecords, {
  attributes: { range: 'string' },
  styles,
});
