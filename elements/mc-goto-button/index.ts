/**
 * `<mc-goto-button>`: a home-page shortcut to one of the platform's pages.
 *
 * @summary Targets (the goto item's `redirect`): `REWARD_CENTER` (/m/rewardCenter), `INVITE_FRIENDS`
 *   (/m/inviteFriends; agents go to /m/agentRegister; without the referral promotion enabled the customer
 *   service opens), `REGISTER` (/m/register), `DEPOSIT` (/m/voucherCenter, after the `mc-deposit` event),
 *   `POINT_MARKET` (/m/mall/mallHome), `MISSION` (/m/leaderBoard), `MEMBER` (/m/member/benefits) and
 *   `APP_DOWNLOAD` (the app for this phone). Hidden by SPEC §5: APP_DOWNLOAD in the app, an installed web app
 *   or a home-screen clip; REGISTER once logged in; INVITE_FRIENDS unless the merchant has the referral
 *   promotion; MEMBER for a member without VIP benefits; every target for member types other than 0, 1, 2.
 *   DEPOSIT, REWARD_CENTER, MISSION, MEMBER and POINT_MARKET need login: a guest gets /m/login in the app and a
 *   login dialog (`<mc-login no-redirect>`) on a merchant's page. An unknown target logs a warning and
 *   renders nothing. The look is read from `--mc-goto-style` 200 ms after start.
 *
 * @attr {string} target - The target, as listed above (case-insensitive).
 * @attr {string} external-link - The goto item's `externalLink`: opened instead, if it is an allowed address.
 * @attr {string} label - The button's text; defaults to the target's translated name.
 *
 * @event {GotoDetail} mc-goto - Tapped: `{ target, externalLink }`; cancel it to handle the tap yourself.
 *
 * @csspart button - The button.
 * @csspart icon - The target's icon.
 * @csspart label - The text.
 *
 * @cssstate empty - It shows nothing (unknown or hidden target): it takes no room either.
 *
 * @cssprop --mc-goto-style - `tile` (icon above text, default), `pill` or `link`.
 * @cssprop --mc-goto-background - Button background: the tile's (default transparent) and the pill's (default
 *   `--mc-color-primary`). A link has none.
 * @cssprop --mc-goto-icon-background - The icon's disc (tile only; the pill and the link draw no disc).
 * @cssprop --mc-goto-color - Text colour in every style: tile (default `--mc-color-text`), pill (default
 *   `--mc-color-on-primary`, the icon follows it) and link (default `--mc-color-primary`).
 * @cssprop --mc-color-primary - The tile's icon, the pill's background and the link's text, unless the properties
 *   above are set.
 */
import { McGotoButtonElement } from './element.js';
import type { McGotoButtonProps } from './mc-goto-button.js';

export type { GotoDetail } from './mc-goto-button.js';

McGotoButtonElement.define();

export { McGotoButtonElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-goto-button': HTMLElement & McGotoButtonProps;
  }
}
