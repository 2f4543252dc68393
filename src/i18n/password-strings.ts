/**
 * The password fields' shared strings (show and hide, a new password twice), which the log-in (its forced password
 * change), the registration, the two-factor element and the password change show.
 */
import type { Namespace } from './namespaces.js';

export const passwordStrings: Namespace = { name: 'password', load: (tag) => import(`./locales/${tag}/password.json`) };
