/**
 * The strings of the modal shown when the platform cannot be reached (its lines, retry and customer service).
 * They come with the modal, which only a page that loses its platform downloads.
 */
import type { Namespace } from './namespaces.js';

export const domainErrorStrings: Namespace = { name: 'domain-error', load: (tag) => import(`./locales/${tag}/domain-error.json`) };
