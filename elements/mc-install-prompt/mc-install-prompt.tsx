import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  getConfig,
  isLoggedIn,
  loadInstallKit,
  merchantStatus,
  requestPrompt,
  t,
  useEmit,
  type AppDownload,
  type InstallKit,
  type MerchantStatus,
  type PromptHandle,
} from '../../src/index.js';
import { BrowserTip, Chooser, Footer, IosGuide } from './install-views.js';

export interface McInstallPromptProps {
  /** Milliseconds after load before the prompt comes up, when no login rule gates it (SPEC §4: 2 s). */
  delay?: number;
  /** Shown instead of the app name the platform sends. */
  appName?: string;
}

/** Detail of `mc-install-prompt-install`. */
export interface InstallPromptInstallDetail {
  /** `APP`: the native app's download; `web_app`: the browser's own install accepted. */
  way: 'APP' | 'web_app';
}

export const DEFAULT_DELAY_MS = 2000;

type View = 'chooser' | 'ios-guide' | 'browser-tip' | 'menu-tip';

interface Loaded {
  kit: InstallKit;
  app: AppDownload | null;
  status: MerchantStatus;
}

export function McInstallPrompt({ delay = DEFAULT_DELAY_MS, appName }: McInstallPromptProps) {
  useSignals();
  const emit = useEmit();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [deposits, setDeposits] = useState<Awaited<ReturnType<InstallKit['loadDepositStatistics']>>>(null);
  const [view, setView] = useState<View | null>(null);
  const [due, setDue] = useState(false);
  const [done, setDone] = useState(false);
  // Re-rendered when the browser offers its install event after mount.
  const [, setOffers] = useState(0);
  const prompt = useRef<PromptHandle | null>(null);
  const loggedIn = isLoggedIn.value;
  const status = merchantStatus.value ?? loaded?.status ?? null;

  useEffect(() => {
    let live = true;
    void loadInstallKit()
      .then(async (kit) => {
        const [app, status] = await Promise.all([kit.loadAppDownload(), kit.statusForPrompts()]);
        if (live) setLoaded({ kit, app, status });
      })
      // Without its code or the status there is nothing to offer; the page goes on.
      .catch(() => {});
    const offered = () => setOffers((n) => n + 1);
    const installed = () => {
      void loadInstallKit().then((kit) => kit.noteInstalled());
      prompt.current?.close();
      setDone(true);
    };
    addEventListener('beforeinstallprompt', offered);
    addEventListener('appinstalled', installed);
    return () => {
      live = false;
      removeEventListener('beforeinstallprompt', offered);
      removeEventListener('appinstalled', installed);
      prompt.current?.close();
    };
  }, []);

  const kit = loaded?.kit;
  const settings = kit ? (loaded.app?.homeScreen ?? kit.parseHomeScreen({})) : null;
  const wantsDeposits = Boolean(kit && settings && loggedIn && kit.needsDeposits(settings));

  useEffect(() => {
    if (!kit || !wantsDeposits) return setDeposits(null);
    let live = true;
    void kit.loadDepositStatistics().then((stats) => live && setDeposits(stats));
    return () => {
      live = false;
    };
  }, [kit, wantsDeposits]);

  const block =
    kit && settings && status
      ? kit.installBlock({ status, settings, deposits, appPages: getConfig().navigate })
      : 'loading';
  const offered = block === null && !done;
  const gated = Boolean(kit && settings && kit.loginGated(settings));

  // Shown 2 s after load, or as soon as the login and deposit rules allow when they gate it (SPEC §4).
  useEffect(() => {
    if (!offered || due) return;
    if (gated) return setDue(true);
    const timer = setTimeout(() => setDue(true), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [offered, gated, due, delay]);

  useEffect(() => {
    if (!offered) {
      // Its reason went (logout, maintenance, a deposit): a waiting or showing prompt goes too.
      prompt.current?.close();
      return;
    }
    if (!due || prompt.current) return;
    const handle = requestPrompt('install', () => {
      setView('chooser');
      emit('mc-install-prompt-show');
      return () => setView(null);
    });
    prompt.current = handle;
    void handle.closed.then(() => {
      if (prompt.current === handle) prompt.current = null;
      setView(null);
    });
  }, [offered, due, emit]);

  if (!kit || !settings || !offered) return null;
  const app = loaded.app;
  const name = appName || app?.appName || t('download_bar_app');
  const icon = app ? kit.linkOf(app, 'AppDownloadIcon') : null;
  const target = app ? kit.downloadTarget(app) : null;
  const way = kit.installWay(navigator.userAgent, kit.deferredInstallPrompt() !== null);

  function dismiss() {
    kit!.noteDismissal(settings!);
    setDone(true);
    prompt.current?.close();
    emit('mc-install-prompt-close');
  }

  function installed(detail: InstallPromptInstallDetail) {
    kit!.noteInstalled();
    setDone(true);
    prompt.current?.close();
    emit('mc-install-prompt-install', detail);
  }

  async function webApp() {
    if (way.kind === 'ios-safari') return setView('ios-guide');
    if (way.kind === 'ios-other' || way.kind === 'in-app') return setView('browser-tip');
    const event = kit!.deferredInstallPrompt();
    if (!event) return setView('menu-tip');
    // The browser's own dialog answers; the event prompts once.
    kit!.forgetInstallPrompt();
    try {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'accepted') installed({ way: 'web_app' });
      else dismiss();
    } catch {
      setView('menu-tip');
    }
  }

  const themed = (content: ReactNode) => (
    <div className="theme" data-theme={settings.theme}>
      {content}
    </div>
  );

  switch (view) {
    case 'chooser':
      return themed(
        <Chooser
          appName={name}
          icon={icon}
          target={target}
          preferred={settings.preferredWay}
          onApp={() => {
            if (target) kit.afterDownload(target);
            installed({ way: 'APP' });
          }}
          onWebApp={() => void webApp()}
          onDismiss={dismiss}
        />,
      );
    case 'ios-guide':
      return themed(<IosGuide onClose={dismiss} />);
    case 'browser-tip':
      return themed(
        <BrowserTip
          message={
            way.kind === 'in-app'
              ? t('install_inapp_tip', { app: kit.IN_APP_NAMES[way.app] })
              : t('install_open_safari', { app: name })
          }
          onClose={dismiss}
        />,
      );
    case 'menu-tip':
      return themed(<BrowserTip message={t('install_android_manual')} onClose={dismiss} />);
    default:
      // Not on screen (before its time, or waiting behind a higher prompt): the footer offers it quietly.
      return themed(<Footer appName={name} icon={icon} onOpen={() => setDue(true)} onClose={dismiss} />);
  }
}
