/** The VIP progress's strings, which the VIP card, member home and the /m app show. */
import type { Namespace } from './namespaces.js';

export const vipStrings: Namespace = { name: 'vip', load: (tag) => import(`./locales/${tag}/vip.json`) };
