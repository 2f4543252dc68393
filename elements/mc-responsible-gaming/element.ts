/**
 * `<mc-responsible-gaming>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McResponsibleGamingElement.define('shop-responsible-gaming')`); `./index.js` defines it as `<mc-responsible-gaming>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McResponsibleGaming, type McResponsibleGamingProps } from './mc-responsible-gaming.js';
import { styles } from './mc-responsible-gaming.styles.js';

/** The element's own strings. */
const responsibleGamingStrings: Namespace = { name: 'mc-responsible-gaming', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-responsible-gaming.json`) };

export const McResponsibleGamingElement = createElement<McResponsibleGamingProps>('mc-responsible-gaming', McResponsibleGaming, {
  attributes: { limitsHref: 'string', selfExclusionHref: 'string' },
  styles,
  strings: [responsibleGamingStrings],
});
