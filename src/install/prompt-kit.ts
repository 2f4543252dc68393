/**
 * The home-screen install prompt's kit: its rules and counters and what they read (the app-download answer
 * with its `homeScreen` settings, the merchant status, the member's deposits). A lazy chunk of its own
 * (loadInstallPromptKit): the prompt decides with it alone and loads the install kit (links, platform, the
 * browser's install event) only once it shows; the download bar and the other users of the install kit never
 * carry the prompt's rules. What the two kits share (the app-download answer, deposits) is a chunk both load.
 */
export { loadAppDownload, forgetAppDownload, statusForPrompts } from './app-download.js';
export { loadDepositStatistics, type DepositStatistics } from './deposits.js';
export { parseHomeScreen, type HomeScreenSettings } from './home-screen-settings.js';
export {
  installBlock,
  loginGated,
  needsDeposits,
  noteDismissal,
  noteInstalled,
  skipA2hsKey,
  a2hsCloseTimesKey,
  INSTALLED_TIMES,
  INSTALL_PAGES,
  type InstallBlock,
  type InstallFacts,
} from './home-screen.js';
