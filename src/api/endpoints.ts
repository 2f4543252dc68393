/**
 * Every platform path the kit calls, in one table (docs/wire-contract.md). Elements never write a path.
 *
 * - `auth: false` sends no Authorization header even when a session exists (SPEC §6: some calls explicitly
 *   send none); `auth: 'required'` makes the call fail fast without a token.
 * - `encrypted` wraps the body in the RSA/DES envelope.
 * - `cache: 'session'` keeps a successful GET answer in session storage for the tab's life.
 */
export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly auth?: boolean | 'required';
  readonly encrypted?: boolean;
  readonly timeout?: number;
  readonly moduleId?: string;
  readonly cache?: 'session';
}

export const DEFAULT_TIMEOUT_MS = 30_000;

export const endpoints = {
  rsaKey: { method: 'GET', path: '/wps/session/key/rsa', auth: false },
  login: { method: 'POST', path: '/wps/session/login', auth: false, encrypted: true },
  logout: { method: 'POST', path: '/wps/session/logout' },
  register: { method: 'POST', path: '/wps/member/register', auth: false, encrypted: true, moduleId: 'REG3' },
  registerMobile: {
    method: 'POST',
    path: '/wps/member/register/mobile',
    auth: false,
    encrypted: true,
    moduleId: 'MOBILENUMREG3',
  },
  registerCheckUsername: { method: 'GET', path: '/wps/member/register/checkUsername', auth: false },
  registerAutoUsername: { method: 'POST', path: '/wps/member/register/autoUsername', auth: false },
  registerFirebase: { method: 'POST', path: '/wps/member/register/firebase', auth: false, encrypted: true },
  memberInfo: { method: 'GET', path: '/wps/member/info', auth: 'required' },
  memberLanguage: { method: 'POST', path: '/wps/member/language', auth: 'required' },
  status: { method: 'GET', path: '/wps/system/status', auth: false },
  country: { method: 'GET', path: '/wps/system/country', auth: false, cache: 'session' },
  ping: { method: 'GET', path: '/wps/system/test/ping', auth: false, timeout: 20_000 },
  captchaConfig: { method: 'GET', path: '/wps/captcha/geetest', auth: false },
  captchaImage: { method: 'GET', path: '/wps/captcha/image', auth: false },
  changePassword: { method: 'POST', path: '/wps/member/password', auth: 'required', encrypted: true },
  passwordResetCode: { method: 'POST', path: '/wps/member/password/reset/code', auth: false, encrypted: true },
  passwordReset: { method: 'POST', path: '/wps/member/password/reset', auth: false, encrypted: true },
  domainRoute: { method: 'GET', path: '/wps/system/domainRoute', auth: false },
  cbsLaunchChat: { method: 'POST', path: '/wps/relay/CBS_launchChat', auth: 'required' },
  cbsUnreadCount: { method: 'GET', path: '/wps/relay/CBS_unreadCount', auth: 'required' },
  loginVerification: { method: 'POST', path: '/wps/session/login/verification', auth: false, encrypted: true },
  smsCode: { method: 'POST', path: '/wps/verification/sms/noLogin', auth: false },
  emailCode: { method: 'POST', path: '/wps/verification/email/noLogin', auth: false },
  appDownload: { method: 'GET', path: '/wps/system/appDownload', auth: false },
  appVersion: { method: 'GET', path: '/wps/system/appVersion', auth: false },
  promotions: { method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions' },
  depositSettings: { method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', auth: 'required' },
  fcmBind: { method: 'POST', path: '/wps/relay/CSP_fcmBind', auth: 'required' },
  fcmSubscribe: { method: 'POST', path: '/wps/relay/CSP_fcmSubscribe', auth: 'required' },
  fcmUnsubscribe: { method: 'POST', path: '/wps/relay/CSP_fcmUnsubscribe', auth: false },
  promotionCategories: { method: 'GET', path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory' },
  claimPromotion: { method: 'POST', path: '/wps/relay/MCSFE_claimPromotion', auth: 'required', encrypted: true },
  submitDeposit: { method: 'POST', path: '/wps/relay/MCSFE_submitDeposit', auth: 'required', encrypted: true },
  mallPoints: { method: 'GET', path: '/wps/relay/MALL_getMemberPoints', auth: 'required' },
  mallItems: { method: 'GET', path: '/wps/relay/MALL_getItems', auth: 'required' },
  mallRedeem: { method: 'POST', path: '/wps/relay/MALL_redeemItem', auth: 'required', encrypted: true },
  missionLeaderboard: { method: 'GET', path: '/wps/relay/MISSION_getLeaderboard', auth: 'required' },
  // Membership (docs/wire-contract.md): VIP rank progress, member benefits, referral code, feedback.
  rankProgress: { method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', auth: 'required' },
  memberBenefits: { method: 'GET', path: '/wps/member/benefits', auth: 'required' },
  memberReferral: { method: 'GET', path: '/wps/member/referral', auth: 'required' },
  memberFeedback: { method: 'POST', path: '/wps/member/feedback', auth: 'required' },
  // Wallet (docs/wire-contract.md): the member's balance and records.
  balance: { method: 'GET', path: '/wps/member/balance', auth: 'required' },
  records: { method: 'GET', path: '/wps/member/records', auth: 'required' },
  // The reality check's clock (docs/wire-contract.md, Reality check).
  sessionSummary: { method: 'GET', path: '/wps/member/session/summary', auth: 'required' },
  // Responsible gaming (docs/wire-contract.md): a time-out or self-exclusion the player takes.
  selfExclusion: { method: 'POST', path: '/wps/member/selfExclusion', auth: 'required', encrypted: true },
  // Limits (docs/wire-contract.md): the member's deposit and session-time limits.
  limits: { method: 'GET', path: '/wps/member/limits', auth: 'required' },
  saveLimits: { method: 'POST', path: '/wps/member/limits', auth: 'required', encrypted: true },
  announcements: { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements' },
  banners: { method: 'GET', path: '/wps/system/banners' },
  gotoItems: { method: 'GET', path: '/wps/system/gotoItems' },
  gameVendors: { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', cache: 'session' },
  gameLanes: { method: 'GET', path: '/wps/relay/GCSGAME_getGameMatchV2' },
  gameTrialLaunch: { method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', auth: false },
  launchGame: { method: 'POST', path: '/wps/game/launchGame', auth: 'required', timeout: 10_000 },
  trackingEvent: { method: 'POST', path: '/wps/tracking/event' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
