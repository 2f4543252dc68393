/**
 * `<mc-maintenance>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McMaintenanceElement.define('shop-maintenance')`); `./index.js` defines it as `<mc-maintenance>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McMaintenance, type McMaintenanceProps } from './mc-maintenance.js';
import { styles } from './mc-maintenance.styles.js';

/** The element's own strings. */
const maintenanceStrings: Namespace = { name: 'mc-maintenance', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-maintenance.json`) };

export const McMaintenanceElement = createElement<McMaintenanceProps>('mc-maintenance', McMaintenance, {
  attributes: { face: 'string' },
  styles,
  strings: [maintenanceStrings],
});
