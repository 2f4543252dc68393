/**
 * The install and download kit: a lazy chunk (loadInstallKit), so that pages without a download or install
 * prompt never carry it. The home-screen install prompt decides with a kit of its own (prompt-kit.ts) and loads this one
 * only to show itself.
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
export { loadAppDownload, forgetAppDownload, statusForPrompts } from './app-download.js';
export { downloadTarget, linkOf, appDownloadPromotion, DIRECT_DOWNLOAD_MIN_VERSION } from './download-target.js';
export { afterDownload, cancelProfileOnReturn } from './download.js';
export { loadDepositStatistics, type DepositStatistics } from './deposits.js';
export { checkAppUpgrade, type AppUpgrade } from './app-version.js';
export { parseHomeScreen, type HomeScreenSettings } from './home-screen-settings.js';
export { installWay, IN_APP_NAMES, type InstallWay } from './install-way.js';
export { deferredInstallPrompt, forgetInstallPrompt, type BeforeInstallPromptEvent } from './install-event.js';
