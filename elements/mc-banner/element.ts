/**
 * `<mc-banner>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McBannerElement.define('shop-banner')`); `./index.js` defines it as `<mc-banner>`.
 */
import { createElement } from '../../src/element/index.js';
import { McBanner, type McBannerProps } from './mc-banner.js';
import { styles } from './mc-banner.styles.js';

export const McBannerElement = createElement<McBannerProps>('mc-banner', McBanner, {
  attributes: { group: 'string', autoplay: 'number' },
  styles,
});
