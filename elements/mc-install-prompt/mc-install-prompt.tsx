import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { getConfig } from '../../src/config/index.js';
import { useEmit } from '../../src/element/index.js';
import { loadInstallPromptKit, type AppDownload, type InstallPromptKit } from '../../src/install/index.js';
import { merchantStatus, type MerchantStatus } from '../../src/platform/index.js';
import type { PromptHandle } from '../../src/prompts/index.js';
import { isLoggedIn } from '../../src/session/index.js';
import type { InstallStep, Screens } from './install-screen.js';

let screensLoading: Promise<Screens> | null = null;

/**
 * What the prompt shows loads once it is on offer; the element itself only decides (a phone that lost its
 * connection tries again on its next page).
 */
function loadScreens(): Promise<Screens> {
  screensLoading ??= import('./install-screen.js')
    .then((module) => module.screensReady())
    .catch((error: unknown) => {
      screensLoading = null;
      throw error;
    });
  return screensLoading;
}

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

interface Loaded {
  kit: InstallPromptKit;
  app: AppDownload | null;
  status: MerchantStatus;
}

export function McInstallPrompt({ delay = DEFAULT_DELAY_MS, appName }: McInstallPromptProps) {
  useSignals();
  const emit = useEmit();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [deposits, setDeposits] = useState<Awaited<ReturnType<InstallPromptKit['loadDepositStatistics']>>>(null);
  const [view, setView] = useState<InstallStep | null>(null);
  const [screens, setScreens] = useState<Screens | null>(null);
  const [due, setDue] = useState(false);
  const [done, setDone] = useState(false);
  // Re-rendered when the browser offers its install event after mount.
  const [, setOffers] = useState(0);
  const prompt = useRef<PromptHandle | null>(null);
  const loggedIn = isLoggedIn.value;
  const status = merchantStatus.value ?? loaded?.status ?? null;

  useEffect(() => {
    let live = true;
    void loadInstallPromptKit()
      .then(async (kit) => {
        const [app, status] = await Promise.all([kit.loadAppDownload(), kit.statusForPrompts()]);
        if (live) setLoaded({ kit, app, status });
      })
      // Without its code or the status there is nothing to offer; the page goes on.
      .catch(() => {});
    const offered = () => setOffers((n) => n + 1);
    const installed = () => {
      void loadInstallPromptKit().then((kit) => kit.noteInstalled());
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

  // Its screens load as soon as it is on offer, before its time comes: nothing is drawn until they are here,
  // and the sheet never waits on the network once the arbiter gives it the screen.
  useEffect(() => {
    if (!offered || screens) return;
    let live = true;
    loadScreens().then(
      (module) => live && setScreens(module),
      // Without its screens there is nothing to offer; the page goes on.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [offered, screens]);

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
    if (!due || !screens || prompt.current) return;
    const handle = screens.requestPrompt('install', () => {
      setView('chooser');
      emit('mc-install-prompt-show');
      return () => setView(null);
    });
    prompt.current = handle;
    void handle.closed.then(() => {
      if (prompt.current === handle) prompt.current = null;
      setView(null);
    });
  }, [offered, due, screens, emit]);

  if (!kit || !settings || !offered || !screens) return null;

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

  return (
    <screens.InstallScreen
      kit={screens.kit}
      app={loaded.app}
      settings={settings}
      appName={appName}
      step={view}
      onStep={setView}
      onOpen={() => setDue(true)}
      onInstalled={installed}
      onDismiss={dismiss}
    />
  );
}
