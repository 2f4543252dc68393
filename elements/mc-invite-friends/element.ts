/**
 * `<mc-invite-friends>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McInviteFriendsElement.define('shop-invite-friends')`); `./index.js` defines it as `<mc-invite-friends>`.
 */
import { createElement } from '../../src/element/index.js';
import { McInviteFriends, type McInviteFriendsProps } from './mc-invite-friends.js';
import { styles } from './mc-invite-friends.styles.js';

export const McInviteFriendsElement = createElement<McInviteFriendsProps>('mc-invite-friends', McInviteFriends, {
  attributes: { linkBase: 'string' },
  styles,
});
