/**
 * The install and download kit: a lazy chunk (loadInstallKit), so that pages without a download or install
 * prompt never carry it.
 */
export {
  iosVersion,
  isOldIos,
  isIos,
  isAndroid,
  inAppBrowser,
  nativeAppVersion,
  downloadPlatform,
  compareVersions,
} from './platform.js';
export {
  loadAppDownload,
  forgetAppDownload,
  downloadTarget,
  linkOf,
  appDownloadPromotion,
  statusForPrompts,
  DIRECT_DOWNLOAD_MIN_VERSION,
} from './app-download.js';
export { afterDownload, cancelProfileOnReturn } from './download.js';
export { loadDepositStatistics, type DepositStatistics } from './deposits.js';
export { checkAppUpgrade, type AppUpgrade } from './app-version.js';
export {
  installBlock,
  installWay,
  loginGated,
  needsDeposits,
  noteDismissal,
  noteInstalled,
  skipA2hsKey,
  a2hsCloseTimesKey,
  INSTALLED_TIMES,
  INSTALL_PAGES,
  IN_APP_NAMES,
  type InstallBlock,
  type InstallWay,
  type InstallFacts,
} from './home-screen.js';
export { parseHomeScreen, type HomeScreenSettings } from './home-screen-settings.js';
export { deferredInstallPrompt, forgetInstallPrompt, type BeforeInstallPromptEvent } from './install-event.js';
