/**
 * The runtime's public surface: what elements, the host page and integrators import. Elements import only
 * from here.
 */
export { configure, getConfig, type McConfig } from './config/config.js';
export { call, configureClient, type CallOptions, type ClientHooks } from './api/client.js';
export { ApiError, isApiError, expectRecord } from './api/api-error.js';
export { endpoints, type Endpoint } from './api/endpoints.js';
export { applyErrorPolicy, errorMessage } from './api/error-policy.js';
export { prefetchEnvelope } from './api/envelope.js';
export { usePrefetchEnvelopeOnUse } from './ui/prefetch-on-use.js';
export {
  sessionInfo,
  memberInfo,
  token,
  isLoggedIn,
  setSession,
  setToken,
  clearSession,
  adoptTokenFromUrl,
  type SessionInfo,
  type MemberInfo,
} from './session/session.js';
export { refreshMember, memberFailure } from './session/member.js';
export {
  loginWithPassword,
  loginInProgress,
  loginGuardReleased,
  DEFAULT_PASSWORD,
  type LoginResult,
} from './session/login.js';
export { logout } from './session/logout.js';
export { merchantStatus, loadStatus, switchOn, type MerchantStatus } from './platform/merchant-status.js';
export { LANGUAGES, DEFAULT_LANGUAGE, languageInfo, toLanguageCode, resolveLanguage, type LanguageCode } from './i18n/languages.js';
export { language, direction, setLanguage, ensureLocale, t } from './i18n/i18n.js';
export { localeOf, currencyCode, formatDateTime, formatDate, formatTime, formatNumber, formatMoney, leftToRight } from './i18n/format.js';
export { chooseLanguage } from './i18n/choose-language.js';
export { LANGUAGE_NAMES } from './i18n/language-names.js';
export { trackingCurrency } from './tracking/currency.js';
export { requestNavigation, type NavigateDetail } from './navigation.js';
export { showNotice, showToast, showSpinner, hideSpinner } from './ui/notices.js';
export { defineElement, type ElementOptions } from './element/define-element.js';
export { useElementState } from './element/element-state.js';
export { useEmit } from './element/host-context.js';
export { TextField } from './ui/text-field.js';
export { startRuntime } from './runtime.js';
export { deviceHeader, deviceId, registerMethod, isInApp, isPwa } from './device/device.js';
export { storageKey, stringKey, readCookie, writeCookie } from './storage/storage.js';
export { safeRedirectUrl } from './security/safe-url.js';
export { installDefaultScriptUrlPolicy, trustedScriptUrl } from './security/trusted-types.js';
export { Modal, type ModalProps } from './ui/modal.js';
export { captureReferral, regInfoKey, type RegInfo } from './platform/referral.js';
export {
  captchaRequired,
  solveCaptcha,
  geetestVersion,
  captchaKind,
  isCaptchaError,
  type CaptchaError,
  type CaptchaScene,
  type CaptchaFields,
  type CaptchaErrorCode,
  type GeetestV4Result,
  type CaptchaKind,
} from './captcha/captcha.js';
export {
  hasRememberedLogin,
  restoreRememberedLogin,
  rememberLogin,
  forgetRememberedLogin,
  setAutoLogin,
  type RestoredLogin,
  type RememberedType,
} from './session/remember.js';
export {
  changePassword,
  passwordChangeRequired,
  setPasswordChangeRequired,
  type PasswordChangeReason,
} from './session/password-change.js';
export { parseStatus, type StatusQuery } from './platform/merchant-status.js';
export { maintenanceFace, faceOf, type MaintenanceFace } from './platform/maintenance.js';
export { activeLine, apiBase, domainList, useLine, normalizeLine, parseDomainList } from './net/lines.js';
export { openSupport } from './support/chat.js';
export { startChatWidgets } from './support/chat.js';
export { lastPathKey, isOldIosPwa } from './session/pwa-restore.js';
export { login, type LoginRequest, type LoginOptions } from './session/login.js';
export type { TwoFactorRequest } from './two-factor/verify.js';
export { loadSmsKit, type SmsKit } from './sms/load-sms-kit.js';
export type { SmsRecipient, SmsCaptchaFields, SendSmsOptions } from './sms/send-sms-code.js';
export type { ResendCountdown } from './sms/resend-countdown.js';
export type { SendCodeButtonProps } from './sms/send-code-button.js';
export type { Country, CountryList } from './country/countries.js';
export {
  requestTwoFactor,
  loadTwoFactorDialog,
  twoFactorMethods,
  parseMethodList,
  parseEmailCode,
  sendsEmailCode,
  EMAIL_CODE_FLAG,
  TWO_FACTOR_REQUIRED,
  type TwoFactorChallenge,
  type TwoFactorMethod,
} from './two-factor/two-factor.js';
export { useShadowStyles } from './element/use-shadow-styles.js';
export { useHostElement } from './element/host-context.js';
export { LazyPart, type LazyPartProps } from './ui/lazy-part.js';
export {
  requestPrompt,
  closeAllPrompts,
  promptPending,
  activePrompt,
  PROMPT_PRIORITY,
  type PromptKind,
  type PromptHandle,
  type ShowPrompt,
} from './prompts/arbiter.js';
export { loadInstallKit, type InstallKit } from './install/load.js';
export { loadInstallPromptKit, type InstallPromptKit } from './install/load-prompt-kit.js';
export type { Platform, InAppBrowser } from './install/platform.js';
export type { AppDownload } from './install/app-download.js';
export type { DownloadTarget, ResourceType } from './install/download-target.js';
export { loadPushKit, type PushKit } from './push/load.js';
export { pushBoundKey } from './push/bound.js';
export type { PushAdapter, PushPermission, PushMessage, FirebaseMessagingConfig } from './push/adapter.js';
export type { HomeScreenSettings } from './install/home-screen-settings.js';
export {
  register,
  registrationInProgress,
  registerGuardReleased,
  firstLoginKey,
  REGISTER_GUARD_MS,
  type RegisterRequest,
  type RegisterOptions,
  type RegisterResult,
} from './registration/register.js';
export { currentAttribution, attributionQuery, type Attribution } from './registration/attribution.js';
export { checkUsername, suggestUsername } from './registration/username.js';
export { capturePixelTrack, readPixelTrack, PIXEL_IDS, type PixelTrack, type PixelField } from './tracking/pixel-track.js';
export { publishTrackingEvent, type TrackingEventDetail } from './tracking/track-event.js';
export { useAsync, AsyncView, asyncViewStyles, type AsyncResource, type AsyncState } from './ui/async-view.js';
export { loadRewardCenter, claimPromotion, type RewardCenter, type Promotion, type PromotionCategory, type ClaimStatus } from './rewards/promotions.js';
export { loadDepositSettings, submitDeposit, type DepositSettings, type DepositChannel, type DepositResult } from './rewards/deposit.js';
export { loadMall, redeemItem, type Mall, type MallItem, type Redemption } from './rewards/mall.js';
export { loadMissionBoard, type MissionBoard, type BoardEntry } from './rewards/mission.js';
export {
  rankProgressRatio,
  hasVip,
  rankProgress,
  rankProgressLoad,
  vipStatus,
  loadRankProgress,
  watchVip,
  parseRankProgress,
  type RankProgress,
  type VipLoad,
} from './vip/index.js';
export { VipCard, type VipCardProps } from './vip/vip-card.js';
export { loadVipCard } from './vip/load-vip-card.js';
export { loadMembershipKit, useMembershipKit, type MembershipKit } from './membership/use-kit.js';
export type { MemberBenefits, MemberLevel, Referral, FeedbackCategory, FeedbackInput } from './membership/index.js';
export {
  loadAnnouncements,
  loadBanners,
  loadGotoItems,
  loadPromotions,
  currentStatus,
  allowedHosts,
  type PopupItem,
  type Banner,
  type LinkageType,
  type GotoItem,
  type Promotions,
  type Execution,
} from './popups/content.js';
export { imageUrl, fileName } from './popups/image-cdn.js';
export {
  popupDue,
  recordClose,
  itemsFor,
  contentHash,
  userKey,
  nextLocalMidnight,
  popupsHiddenForSession,
  popupRecordsKey,
  HIDE_POPUP_KEY,
  GUEST_KEY,
  type PopupKind,
  type PopupRecord,
} from './popups/popup-store.js';
export { HtmlContent } from './popups/html-content.js';
export { ModeTabs, type ModeTabsProps } from './ui/mode-tabs.js';
export { preloadSanitizer } from './popups/sanitize.js';
export { bannerTarget, type BannerTarget } from './popups/banner-link.js';
export {
  GOTO_TARGETS,
  GOTO_ROUTES,
  LOGIN_REQUIRED,
  isGotoTarget,
  gotoVisible,
  installedOrInApp,
  type GotoTarget,
  type GotoFacts,
} from './goto/goto.js';
export { LazyImage, observeLazyImage, LAZY_IMAGE_DELAY_MS, LAZY_IMAGE_THRESHOLD_PX, type LazyImageProps } from './ui/lazy-image.js';
export { StickyContainer, trackStickyOffsets, stickyStyles, type StickyOffset } from './ui/sticky-container.js';
export { openLoginDialog } from './ui/login-dialog.js';
export { useCarousel, prefersReducedMotion, type Carousel } from './ui/carousel.js';
export { loadProviderSignIn, providersOffered, type ProviderSignInProps } from './auth-provider/load.js';
export { BIND_CUSTOMER_REQUIRED, type FirebaseChannel } from './session/login.js';
export {
  loadGameLanes,
  parseLanes,
  launchPath,
  prefetchGameLanes,
  type GameLane,
  type GameCard,
  type GamePage,
} from './games/catalogue.js';
export { preconnect } from './games/preconnect.js';
export { loadTrialGame, type TrialGameProps } from './games/load-trial.js';
export { trialGameUrl } from './games/trial-url.js';
export { categoryOf, categoryOrdinals, vendorDisplayName, mapVendors, type VendorCategory } from './games/vendor-mapping.js';
export { allowedGameUrl, merchantHosts } from './games/game-hosts.js';
