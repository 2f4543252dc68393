/**
 * The /m app's routes (SPEC §2) and the guard in front of them. Pages whose issue has not landed yet render
 * a translated placeholder that says so.
 */
export type View = 'login' | 'home' | 'placeholder' | 'entry' | 'change-password' | 'register' | 'member-page'
  | 'member-home' | 'member-benefits' | 'invite-friends' | 'activity' | 'feedback' | 'game' | 'launch-game' | 'records'
  | 'self-exclusion'
  | 'limits'
  | 'withdraw'
  | 'responsible-gaming';

export interface Route {
  path: string;
  /** i18n key of the page title. */
  title: string;
  view: View;
  /**
   * Reachable without a token: the entry pages a visitor needs, the referral page (SPEC §2), and the
   * responsible-gaming page.
   */
  public?: boolean;
}

export const ROUTES: readonly Route[] = [
  { path: '/m/home', title: 'route_home', view: 'home' },
  { path: '/m/index', title: 'route_home', view: 'entry', public: true },
  { path: '/m/index.html', title: 'route_home', view: 'entry', public: true },
  { path: '/m/login', title: 'route_login', view: 'login', public: true },
  { path: '/m/register', title: 'route_register', view: 'register', public: true },
  { path: '/m/register.html', title: 'route_register', view: 'register', public: true },
  { path: '/m/agentRegister', title: 'route_agent_register', view: 'register', public: true },
  { path: '/m/inviteFriends', title: 'route_invite_friends', view: 'invite-friends', public: true },
  { path: '/m/responsible-gaming', title: 'route_responsible_gaming', view: 'responsible-gaming', public: true },
  { path: '/m/activity', title: 'route_activity', view: 'activity' },
  { path: '/m/rewardCenter', title: 'route_reward_center', view: 'member-page' },
  { path: '/m/voucherCenter', title: 'route_voucher_center', view: 'member-page' },
  { path: '/m/mall/mallHome', title: 'route_mall', view: 'member-page' },
  { path: '/m/leaderBoard', title: 'route_leaderboard', view: 'member-page' },
  { path: '/m/member/benefits', title: 'route_member_benefits', view: 'member-benefits' },
  { path: '/m/member/home', title: 'route_member_home', view: 'member-home' },
  { path: '/m/member/records', title: 'route_records', view: 'records' },
  { path: '/m/member/withdraw', title: 'route_withdraw', view: 'withdraw' },
  { path: '/m/member/self-exclusion', title: 'route_self_exclusion', view: 'self-exclusion' },
  { path: '/m/member/limits', title: 'route_limits', view: 'limits' },
  { path: '/m/changePsw', title: 'route_change_password', view: 'change-password' },
  { path: '/m/launchGame', title: 'route_launch_game', view: 'launch-game' },
  { path: '/m/game', title: 'route_game', view: 'game' },
  { path: '/m/feedback', title: 'route_feedback', view: 'feedback' },
];

const HOME = '/m/home';
const LOGIN = '/m/login';
const CHANGE_PASSWORD = '/m/changePsw';
const REGISTER = '/m/register';

/** The route for a path; `/m` and `/m/` are the home page, unknown paths too. */
export function routeFor(pathname: string): Route {
  const path = pathname.replace(/\/+$/, '') || '/m';
  return ROUTES.find((route) => route.path === path) ?? ROUTES.find((route) => route.path === HOME)!;
}

/**
 * Where the guard sends a path, or null to stay (SPEC §2): every route needs a token except the public ones;
 * /m/feedback without a stored session goes home; the entry pages go home, or a visitor with an invite code
 * (`search` holds `r`) to registration; a player who must change the password goes to /m/changePsw.
 */
export function guardRedirect(route: Route, hasSession: boolean, mustChangePassword = false, search = ''): string | null {
  // A player who must change the password stays on that page whatever /m address they type (SPEC §4).
  if (hasSession && mustChangePassword) return route.path === CHANGE_PASSWORD ? null : CHANGE_PASSWORD;
  // A friend's invite link (`?r=`) made for the entry page opens registration, with the code filled in.
  if (route.view === 'entry' && !hasSession && new URLSearchParams(search).get('r')) return REGISTER;
  if (route.view === 'entry') return HOME;
  if (route.path === '/m/feedback' && !hasSession) return HOME;
  if (!route.public && !hasSession) return LOGIN;
  return null;
}

/** SPEC §2 robots rule: deep paths, and hosts other than localhost or www.*, are not indexed. */
export function shouldNoIndex(pathname: string, hostname: string): boolean {
  const slashes = (pathname.match(/\//g) ?? []).length;
  const host = hostname.toLowerCase();
  return slashes > 2 || (host !== 'localhost' && !host.startsWith('www.'));
}
