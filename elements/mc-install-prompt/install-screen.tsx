/**
 * What the install prompt shows once it has decided to offer the install: the footer strip, the sheet and the
 * screens the web-app choice leads to. A chunk of its own, loaded only when the prompt is on offer, so that
 * pages where it is not (most of them) carry only the decision.
 */
import type { ReactNode } from 'react';
import { useShadowStyles } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { loadInstallKit, type AppDownload, type HomeScreenSettings, type InstallKit } from '../../src/install/index.js';
import { requestPrompt } from '../../src/prompts/index.js';
import { BrowserTip, Chooser, Footer, IosGuide } from './install-views.js';
import { installViewStyles } from './install-views.styles.js';
import type { InstallPromptInstallDetail } from './mc-install-prompt.js';

/** The screen on show while the prompt holds the arbiter's slot; without the slot, the footer strip. */
export type InstallStep = 'chooser' | 'ios-guide' | 'browser-tip' | 'menu-tip';

export interface InstallScreenProps {
  /** The install kit: the app's links, what follows a download, how this browser installs. */
  kit: InstallKit;
  app: AppDownload | null;
  settings: HomeScreenSettings;
  /** The element's `app-name`. */
  appName?: string;
  step: InstallStep | null;
  onStep: (step: InstallStep) => void;
  /** The footer's button: the sheet is wanted now. */
  onOpen: () => void;
  onInstalled: (detail: InstallPromptInstallDetail) => void;
  onDismiss: () => void;
}

/**
 * The screens, the install kit they read, and the prompt arbiter: all are here before the prompt asks for the
 * screen or draws anything. The arbiter comes with them because it is needed only once the prompt is on offer.
 */
export interface Screens {
  InstallScreen: typeof InstallScreen;
  kit: InstallKit;
  requestPrompt: typeof requestPrompt;
}

export async function screensReady(): Promise<Screens> {
  return { InstallScreen, kit: await loadInstallKit(), requestPrompt };
}

export function InstallScreen({ kit, app, settings, appName, step, onStep, onOpen, onInstalled, onDismiss }: InstallScreenProps) {
  // Adopted before the first paint of the screen, so nothing shows unstyled.
  useShadowStyles(installViewStyles);
  const name = appName || app?.appName || t('download_bar_app');
  const icon = app ? kit.linkOf(app, 'AppDownloadIcon') : null;
  const target = app ? kit.downloadTarget(app) : null;
  const way = kit.installWay(navigator.userAgent, kit.deferredInstallPrompt() !== null);

  async function webApp() {
    if (way.kind === 'ios-safari') return onStep('ios-guide');
    if (way.kind === 'ios-other' || way.kind === 'in-app') return onStep('browser-tip');
    const event = kit.deferredInstallPrompt();
    if (!event) return onStep('menu-tip');
    // The browser's own dialog answers; the event prompts once.
    kit.forgetInstallPrompt();
    try {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'accepted') onInstalled({ way: 'web_app' });
      else onDismiss();
    } catch {
      onStep('menu-tip');
    }
  }

  const themed = (content: ReactNode) => (
    <div className="theme" data-theme={settings.theme}>
      {content}
    </div>
  );

  switch (step) {
    case 'chooser':
      return themed(
        <Chooser
          appName={name}
          icon={icon}
          target={target}
          preferred={settings.preferredWay}
          onApp={() => {
            if (target) kit.afterDownload(target);
            onInstalled({ way: 'APP' });
          }}
          onWebApp={() => void webApp()}
          onDismiss={onDismiss}
        />,
      );
    case 'ios-guide':
      return themed(<IosGuide onClose={onDismiss} />);
    case 'browser-tip':
      return themed(
        <BrowserTip
          message={
            way.kind === 'in-app'
              ? t('install_inapp_tip', { app: kit.IN_APP_NAMES[way.app] })
              : t('install_open_safari', { app: name })
          }
          onClose={onDismiss}
        />,
      );
    case 'menu-tip':
      return themed(<BrowserTip message={t('install_android_manual')} onClose={onDismiss} />);
    default:
      // Not on screen (before its time, or waiting behind a higher prompt): the footer offers it quietly.
      return themed(<Footer appName={name} icon={icon} onOpen={onOpen} onClose={onDismiss} />);
  }
}
