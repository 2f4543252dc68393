/** The tip an iPhone on iOS 17 or later shows after a download tap. It comes with that tap, never before. */
import type { Namespace } from './namespaces.js';

export const iosTipsStrings: Namespace = { name: 'ios-tips', load: (tag) => import(`./locales/${tag}/ios-tips.json`) };
