/** The /m app's own strings (its frame, routes and views), a namespace of the kit's locale files. */
import type { Namespace } from '../../src/i18n/index.js';

export const appStrings: Namespace = { name: 'app', load: (tag) => import(`../../src/i18n/locales/${tag}/app.json`) };
