/**
 * `<mc-install-prompt>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McInstallPromptElement.define('shop-install-prompt')`); `./index.js` defines it as `<mc-install-prompt>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McInstallPrompt, type McInstallPromptProps } from './mc-install-prompt.js';
import { styles } from './mc-install-prompt.styles.js';

/** The element's own strings. */
const installPromptStrings: Namespace = { name: 'mc-install-prompt', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-install-prompt.json`) };

export const McInstallPromptElement = createElement<McInstallPromptProps>('mc-install-prompt', McInstallPrompt, {
  attributes: { delay: 'number', appName: 'string' },
  styles,
  strings: [installPromptStrings],
});
