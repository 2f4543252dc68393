/**
 * The sign-in's shared strings: the account forms' fields, the captcha, the SMS code and the second factor, which
 * the log-in, the registration, the two-factor element, the password change and the dialogs they open show.
 */
import type { Namespace } from './namespaces.js';

export const signInStrings: Namespace = { name: 'sign-in', load: (tag) => import(`./locales/${tag}/sign-in.json`) };
