import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { getConfig } from '../../src/config/index.js';
import { isInApp } from '../../src/device/index.js';
import { useElementState, useEmit } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { loadInstallKit, type AppDownload, type DownloadTarget, type InstallKit } from '../../src/install/index.js';
import { requestPrompt, type PromptHandle } from '../../src/prompts/index.js';
import { isLoggedIn } from '../../src/session/index.js';
import { storageKey } from '../../src/storage/index.js';
import { Modal } from '../../src/ui/index.js';

export interface McForceDownloadProps {
  /** Milliseconds between deposit checks while the modal shows (SPEC §9: 30 s). */
  pollInterval?: number;
}

/** Pages of the /m app the modal may show on (SPEC §2). */
const PAGES = ['/m/home', '/m/index.html'];

export const DEFAULT_POLL_MS = 30_000;

/** How often the modal has shown on this browser; it stops at the merchant's limit (SPEC §9). */
export const showTimesKey = storageKey('local', 'SHELL_forceDownloadShowTimes', 0, (value): value is number =>
  Number.isInteger(value) && (value as number) >= 0,
);

interface Loaded {
  kit: InstallKit;
  app: AppDownload;
  target: DownloadTarget;
}

/**
 * Whether a deposit event brings the modal up (SPEC §4): on the /m app's home or entry page (on a merchant's
 * page wherever its deposit is, as the install prompt), logged in, outside the app, while the successful
 * deposits are at or below the threshold and the modal has shown fewer times than the limit. A negative
 * threshold turns it off; a negative limit means no limit.
 */
export function forceDownloadDue(app: AppDownload, depositCount: number | null, shows: number): boolean {
  // The page rule names the app's routes: only the app, which navigates by itself, has them.
  if (getConfig().navigate && !PAGES.includes(location.pathname)) return false;
  if (!isLoggedIn.value || isInApp() || depositCount === null) return false;
  const { depositTimes, maxCloseTimes } = app.forceDownload;
  if (depositTimes < 0 || depositCount > depositTimes) return false;
  return maxCloseTimes < 0 || shows < maxCloseTimes;
}

export function McForceDownload({ pollInterval = DEFAULT_POLL_MS }: McForceDownloadProps) {
  useSignals();
  const emit = useEmit();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);
  const deposits = useRef<number | null>(null);
  const prompt = useRef<PromptHandle | null>(null);
  const loggedIn = isLoggedIn.value;

  // What the loading below will decide with; a deposit tapped before it is ready waits for it.
  const ready = useRef<Promise<Loaded | null> | null>(null);

  useEffect(() => {
    if (!loggedIn) {
      // A logout ends the offer along with the session.
      prompt.current?.close();
      ready.current = null;
      setLoaded(null);
      return;
    }
    if (isInApp()) return;
    let live = true;
    const loading = loadInstallKit()
      .then(async (kit): Promise<Loaded | null> => {
        const [app, stats] = await Promise.all([kit.loadAppDownload(), kit.loadDepositStatistics()]);
        const target = app && kit.downloadTarget(app);
        if (!live || !app || !target) return null;
        deposits.current = stats?.totalDepositSuccessCount ?? null;
        const state = { kit, app, target };
        setLoaded(state);
        return state;
      })
      .catch(() => null);
    ready.current = loading;
    return () => {
      live = false;
    };
  }, [loggedIn]);

  // A page that starts a deposit may wait for this before it asks (the lobby does): until the listener below is
  // on, nobody holds a deposit back, and a tap right after a reload would slip past the modal.
  const [listening, setListening] = useState(false);
  useElementState('listening', listening);

  // A deposit event (a deposit button, the deposit page) asks for the modal; it holds the deposit back.
  useEffect(() => {
    if (!loggedIn) return;
    const show = () => {
      let counted = false;
      const handle = requestPrompt('forced-download', () => {
        if (!counted) {
          counted = true;
          showTimesKey.write(showTimesKey.read() + 1);
          emit('mc-force-download-show');
        }
        setOpen(true);
        return () => setOpen(false);
      });
      prompt.current = handle;
      void handle.closed.then(() => {
        if (prompt.current === handle) prompt.current = null;
      });
    };
    const due = (state: Loaded | null) =>
      state !== null && !prompt.current && forceDownloadDue(state.app, deposits.current, showTimesKey.read());
    const onDeposit = (event: Event) => {
      if (loaded) {
        if (!due(loaded)) return;
        event.preventDefault();
        show();
        return;
      }
      // Not ready yet: a deposit that says how to go ahead (`detail.proceed`) waits for the answer instead of
      // slipping past the modal; one that does not is left alone.
      const proceed = (event as CustomEvent<{ proceed?: unknown } | null>).detail?.proceed;
      const pending = ready.current;
      if (!pending || typeof proceed !== 'function') return;
      event.preventDefault();
      void pending.then((state) => (due(state) ? show() : (proceed as () => void)()));
    };
    document.addEventListener('mc-deposit', onDeposit);
    setListening(true);
    return () => {
      document.removeEventListener('mc-deposit', onDeposit);
      setListening(false);
    };
  }, [loggedIn, loaded, emit]);

  // While it shows, the deposit count is checked again; a deposit made meanwhile (in the app, say) ends it.
  useEffect(() => {
    if (!open || !loaded) return;
    const timer = setInterval(() => {
      void loaded.kit.loadDepositStatistics().then((stats) => {
        if (!stats) return;
        const before = deposits.current;
        deposits.current = stats.totalDepositSuccessCount;
        if (before !== null && stats.totalDepositSuccessCount > before) prompt.current?.close();
      });
    }, Math.max(pollInterval, 100));
    return () => clearInterval(timer);
  }, [open, loaded, pollInterval]);

  useEffect(() => () => prompt.current?.close(), []);

  if (!open || !loaded) return null;
  const { kit, app, target } = loaded;
  const icon = kit.linkOf(app, 'AppDownloadIcon');

  function close() {
    prompt.current?.close();
    emit('mc-force-download-close');
  }

  return (
    <Modal
      title={t('force_download_title')}
      part="modal"
      kind="forced-download"
      onDismiss={close}
      actions={
        <>
          <button type="button" className="mc-button mc-button--secondary" part="close" onClick={close}>
            {t('close')}
          </button>
          <a
            className="mc-button"
            part="download"
            href={target.url}
            rel="noopener noreferrer"
            onClick={() => {
              kit.afterDownload(target);
              prompt.current?.close();
            }}
          >
            {t('download_bar_download')}
          </a>
        </>
      }
    >
      <div className="app">
        {icon && <img className="icon" part="icon" src={icon} alt="" width="56" height="56" />}
        <strong className="name">{app.appName}</strong>
      </div>
      <p className="mc-dialog__text">{t('force_download_msg')}</p>
    </Modal>
  );
}
