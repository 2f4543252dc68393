/**
 * `<mc-invite-friends>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McInviteFriendsElement.define('shop-invite-friends')`); `./index.js` defines it as `<mc-invite-friends>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McInviteFriends, type McInviteFriendsProps } from './mc-invite-friends.js';
import { styles } from './mc-invite-friends.styles.js';

/** The element's own strings. */
const inviteFriendsStrings: Namespace = { name: 'mc-invite-friends', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-invite-friends.json`) };

export const McInviteFriendsElement = createElement<McInviteFriendsProps>('mc-invite-friends', McInviteFriends, {
  attributes: { linkBase: 'string' },
  styles,
  strings: [inviteFriendsStrings],
});
