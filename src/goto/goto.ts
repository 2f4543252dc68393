/**
 * The goto button's targets and rules (SPEC §2, §3, §5). A goto item names a target (`redirect`) or an
 * `externalLink`; the button is hidden when its rule says so, needs login for some targets, and an unknown
 * target logs a warning and does nothing.
 */
import { isInApp, isPwa, deviceHeader } from '../device/device.js';

export const GOTO_TARGETS = [
  'REWARD_CENTER',
  'INVITE_FRIENDS',
  'REGISTER',
  'DEPOSIT',
  'POINT_MARKET',
  'MISSION',
  'MEMBER',
  'APP_DOWNLOAD',
] as const;

export type GotoTarget = (typeof GOTO_TARGETS)[number];

/** The /m route of each target that has one (SPEC §2). */
export const GOTO_ROUTES: Partial<Record<GotoTarget, string>> = {
  REWARD_CENTER: '/m/rewardCenter',
  INVITE_FRIENDS: '/m/inviteFriends',
  REGISTER: '/m/register',
  DEPOSIT: '/m/voucherCenter',
  POINT_MARKET: '/m/mall/mallHome',
  MISSION: '/m/leaderBoard',
  MEMBER: '/m/member/benefits',
};

/** Targets that need a logged-in player (SPEC §5). */
export const LOGIN_REQUIRED: readonly GotoTarget[] = ['DEPOSIT', 'REWARD_CENTER', 'MISSION', 'MEMBER', 'POINT_MARKET'];

export function isGotoTarget(value: string): value is GotoTarget {
  return (GOTO_TARGETS as readonly string[]).includes(value);
}

export interface GotoFacts {
  loggedIn: boolean;
  /** The member's type; null while unknown or for a guest. */
  memberType: number | null;
  /** Whether the merchant offers referral (a REFERRAL promotion exists). */
  referral: boolean;
  /** Whether the member has VIP benefits (a club label). */
  vip: boolean;
}

/** Whether the app runs installed or from the home screen, where an app download makes no sense. */
export function installedOrInApp(): boolean {
  return isInApp() || isPwa() || deviceHeader() === 'WEBCLIP';
}

/** SPEC §5: whether the button for this target shows. */
export function gotoVisible(target: GotoTarget, facts: GotoFacts): boolean {
  if (facts.loggedIn && facts.memberType !== null && ![0, 1, 2].includes(facts.memberType)) return false;
  switch (target) {
    case 'APP_DOWNLOAD':
      return !installedOrInApp();
    case 'REGISTER':
      return !facts.loggedIn;
    case 'INVITE_FRIENDS':
      return facts.referral;
    case 'MEMBER':
      return !facts.loggedIn || facts.vip;
    default:
      return true;
  }
}
