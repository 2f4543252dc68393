/**
 * `<mc-goto-button>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McGotoButtonElement.define('shop-goto-button')`); `./index.js` defines it as `<mc-goto-button>`.
 */
import { createElement } from '../../src/element/index.js';
import { McGotoButton, type McGotoButtonProps } from './mc-goto-button.js';
import { styles } from './mc-goto-button.styles.js';

export const McGotoButtonElement = createElement<McGotoButtonProps>('mc-goto-button', McGotoButton, {
  attributes: { target: 'string', externalLink: 'string', label: 'string' },
  styles,
});
