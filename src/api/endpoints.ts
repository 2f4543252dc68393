/**
 * Every platform path the kit calls, in one table (docs/wire-contract.md). Elements never write a path. Callers
 * import the module as a namespace (`import * as endpoints`, or `endpoints` from the api face) and name an
 * endpoint as `endpoints.login`: each endpoint is an export of its own, so that every chunk carries only the
 * endpoints its code calls (the build copies this module into each, scripts/build/module-copies.mjs).
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

export const rsaKey = { method: 'GET', path: '/wps/session/key/rsa', auth: false } as const satisfies Endpoint;
export const login = { method: 'POST', path: '/wps/session/login', auth: false, encrypted: true } as const satisfies Endpoint;
export const logout = { method: 'POST', path: '/wps/session/logout' } as const satisfies Endpoint;
export const register = { method: 'POST', path: '/wps/member/register', auth: false, encrypted: true, moduleId: 'REG3' } as const satisfies Endpoint;
export const registerMobile = {
  method: 'POST',
  path: '/wps/member/register/mobile',
  auth: false,
  encrypted: true,
  moduleId: 'MOBILENUMREG3',
} as const satisfies Endpoint;
export const registerCheckUsername = { method: 'GET', path: '/wps/member/register/checkUsername', auth: false } as const satisfies Endpoint;
export const registerAutoUsername = { method: 'POST', path: '/wps/member/register/autoUsername', auth: false } as const satisfies Endpoint;
export const registerFirebase = { method: 'POST', path: '/wps/member/register/firebase', auth: false, encrypted: true } as const satisfies Endpoint;
export const memberInfo = { method: 'GET', path: '/wps/member/info', auth: 'required' } as const satisfies Endpoint;
export const memberLanguage = { method: 'POST', path: '/wps/member/language', auth: 'required' } as const satisfies Endpoint;
export const status = { method: 'GET', path: '/wps/system/status', auth: false } as const satisfies Endpoint;
export const country = { method: 'GET', path: '/wps/system/country', auth: false, cache: 'session' } as const satisfies Endpoint;
export const ping = { method: 'GET', path: '/wps/system/test/ping', auth: false, timeout: 20_000 } as const satisfies Endpoint;
export const captchaConfig = { method: 'GET', path: '/wps/captcha/geetest', auth: false } as const satisfies Endpoint;
export const captchaImage = { method: 'GET', path: '/wps/captcha/image', auth: false } as const satisfies Endpoint;
export const changePassword = { method: 'POST', path: '/wps/member/password', auth: 'required', encrypted: true } as const satisfies Endpoint;
export const passwordResetCode = { method: 'POST', path: '/wps/member/password/reset/code', auth: false, encrypted: true } as const satisfies Endpoint;
export const passwordReset = { method: 'POST', path: '/wps/member/password/reset', auth: false, encrypted: true } as const satisfies Endpoint;
export const domainRoute = { method: 'GET', path: '/wps/system/domainRoute', auth: false } as const satisfies Endpoint;
export const cbsLaunchChat = { method: 'POST', path: '/wps/relay/CBS_launchChat', auth: 'required' } as const satisfies Endpoint;
export const cbsUnreadCount = { method: 'GET', path: '/wps/relay/CBS_unreadCount', auth: 'required' } as const satisfies Endpoint;
export const loginVerification = { method: 'POST', path: '/wps/session/login/verification', auth: false, encrypted: true } as const satisfies Endpoint;
export const smsCode = { method: 'POST', path: '/wps/verification/sms/noLogin', auth: false } as const satisfies Endpoint;
export const emailCode = { method: 'POST', path: '/wps/verification/email/noLogin', auth: false } as const satisfies Endpoint;
export const appDownload = { method: 'GET', path: '/wps/system/appDownload', auth: false } as const satisfies Endpoint;
export const appVersion = { method: 'GET', path: '/wps/system/appVersion', auth: false } as const satisfies Endpoint;
export const promotions = { method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions' } as const satisfies Endpoint;
export const depositSettings = { method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', auth: 'required' } as const satisfies Endpoint;
export const fcmBind = { method: 'POST', path: '/wps/relay/CSP_fcmBind', auth: 'required' } as const satisfies Endpoint;
export const fcmSubscribe = { method: 'POST', path: '/wps/relay/CSP_fcmSubscribe', auth: 'required' } as const satisfies Endpoint;
export const fcmUnsubscribe = { method: 'POST', path: '/wps/relay/CSP_fcmUnsubscribe', auth: false } as const satisfies Endpoint;
export const promotionCategories = { method: 'GET', path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory' } as const satisfies Endpoint;
export const claimPromotion = { method: 'POST', path: '/wps/relay/MCSFE_claimPromotion', auth: 'required', encrypted: true } as const satisfies Endpoint;
export const submitDeposit = { method: 'POST', path: '/wps/relay/MCSFE_submitDeposit', auth: 'required', encrypted: true } as const satisfies Endpoint;
export const mallPoints = { method: 'GET', path: '/wps/relay/MALL_getMemberPoints', auth: 'required' } as const satisfies Endpoint;
export const mallItems = { method: 'GET', path: '/wps/relay/MALL_getItems', auth: 'required' } as const satisfies Endpoint;
export const mallRedeem = { method: 'POST', path: '/wps/relay/MALL_redeemItem', auth: 'required', encrypted: true } as const satisfies Endpoint;
export const missionLeaderboard = { method: 'GET', path: '/wps/relay/MISSION_getLeaderboard', auth: 'required' } as const satisfies Endpoint;
// Membership (docs/wire-contract.md): VIP rank progress, member benefits, referral code, feedback.
export const rankProgress = { method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', auth: 'required' } as const satisfies Endpoint;
export const memberBenefits = { method: 'GET', path: '/wps/member/benefits', auth: 'required' } as const satisfies Endpoint;
export const memberReferral = { method: 'GET', path: '/wps/member/referral', auth: 'required' } as const satisfies Endpoint;
export const memberFeedback = { method: 'POST', path: '/wps/member/feedback', auth: 'required' } as const satisfies Endpoint;
// Wallet (docs/wire-contract.md): the member's balance and records.
export const balance = { method: 'GET', path: '/wps/member/balance', auth: 'required' } as const satisfies Endpoint;
export const records = { method: 'GET', path: '/wps/member/records', auth: 'required' } as const satisfies Endpoint;
// The reality check's clock (docs/wire-contract.md, Reality check).
export const sessionSummary = { method: 'GET', path: '/wps/member/session/summary', auth: 'required' } as const satisfies Endpoint;
// Responsible gaming (docs/wire-contract.md): a time-out or self-exclusion the player takes.
export const selfExclusion = { method: 'POST', path: '/wps/member/selfExclusion', auth: 'required', encrypted: true } as const satisfies Endpoint;
// Limits (docs/wire-contract.md): the member's deposit and session-time limits.
export const limits = { method: 'GET', path: '/wps/member/limits', auth: 'required' } as const satisfies Endpoint;
export const saveLimits = { method: 'POST', path: '/wps/member/limits', auth: 'required', encrypted: true } as const satisfies Endpoint;
export const announcements = { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements' } as const satisfies Endpoint;
export const banners = { method: 'GET', path: '/wps/system/banners' } as const satisfies Endpoint;
export const gotoItems = { method: 'GET', path: '/wps/system/gotoItems' } as const satisfies Endpoint;
export const gameVendors = { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', cache: 'session' } as const satisfies Endpoint;
export const gameLanes = { method: 'GET', path: '/wps/relay/GCSGAME_getGameMatchV2' } as const satisfies Endpoint;
export const gameTrialLaunch = { method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', auth: false } as const satisfies Endpoint;
export const launchGame = { method: 'POST', path: '/wps/game/launchGame', auth: 'required', timeout: 10_000 } as const satisfies Endpoint;
export const trackingEvent = { method: 'POST', path: '/wps/tracking/event' } as const satisfies Endpoint;
