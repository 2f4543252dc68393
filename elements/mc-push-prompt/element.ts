/**
 * `<mc-push-prompt>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McPushPromptElement.define('shop-push-prompt')`); `./index.js` defines it as `<mc-push-prompt>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McPushPrompt, type McPushPromptProps } from './mc-push-prompt.js';
import { styles } from './mc-push-prompt.styles.js';

/** The element's own strings. */
const pushPromptStrings: Namespace = { name: 'mc-push-prompt', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-push-prompt.json`) };

export const McPushPromptElement = createElement<McPushPromptProps>('mc-push-prompt', McPushPrompt, {
  attributes: { delay: 'number' },
  styles,
  strings: [pushPromptStrings],
});
