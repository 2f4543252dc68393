/**
 * `<mc-push-prompt>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McPushPromptElement.define('shop-push-prompt')`); `./index.js` defines it as `<mc-push-prompt>`.
 */
import { createElement } from '../../src/element/index.js';
import { McPushPrompt, type McPushPromptProps } from './mc-push-prompt.js';
import { styles } from './mc-push-prompt.styles.js';

export const McPushPromptElement = createElement<McPushPromptProps>('mc-push-prompt', McPushPrompt, {
  attributes: { delay: 'number' },
  styles,
});
