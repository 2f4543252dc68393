/** App download and home-screen install: the lazy kits and the early install-prompt catch. */
export type { AppDownload } from './app-download.js';
export type { DownloadTarget } from './download-target.js';
export type { HomeScreenSettings } from './home-screen-settings.js';
export { captureInstallPrompt } from './install-event.js';
export { loadInstallPromptKit, type InstallPromptKit } from './load-prompt-kit.js';
export { loadInstallKit, type InstallKit } from './load.js';
