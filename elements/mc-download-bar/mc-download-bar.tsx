import { useEffect, useState, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { isInApp, isPwa } from '../../src/device/index.js';
import { useElementState, useEmit } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { loadInstallKit, type AppDownload, type DownloadTarget, type InstallKit } from '../../src/install/index.js';
import { promotionsHeld } from '../../src/prompts/index.js';
import { isLoggedIn, memberInfo } from '../../src/session/index.js';
import { stringKey } from '../../src/storage/index.js';

export interface McDownloadBarProps {
  /** Shown instead of the app name the platform sends. */
  appName?: string;
}

/** Detail of `mc-download-bar-download`. */
export interface DownloadBarDownloadDetail {
  url: string;
  platform: DownloadTarget['platform'];
  direct: boolean;
}

/** Closing the bar hides it for the rest of the browser session (SPEC §4, §9). */
export const hideDownloadBarKey = stringKey('session', 'hideDownloadBar');

/** iOS home-screen web clip. */
const isWebClip = () => (navigator as { standalone?: boolean }).standalone === true;

/**
 * Whether the bar may show (SPEC §4, §5), given that the merchant has a link for this phone: not in the app,
 * an installed web app or from the home screen, not once closed this session, and only for the players the
 * merchant's rules admit.
 */
export function downloadBarAllowed(app: AppDownload, loggedIn: boolean, rankLevel: number): boolean {
  if (isInApp() || isPwa() || isWebClip() || hideDownloadBarKey.read() === '1') return false;
  if (app.downloadBar.requiredLogin && !loggedIn) return false;
  if (app.downloadBar.vipRankLevel > 0 && (!loggedIn || rankLevel < app.downloadBar.vipRankLevel)) return false;
  return true;
}

export function McDownloadBar({ appName }: McDownloadBarProps) {
  useSignals();
  const emit = useEmit();
  const [loaded, setLoaded] = useState<{ kit: InstallKit; app: AppDownload } | null>(null);
  const [closed, setClosed] = useState(() => hideDownloadBarKey.read() === '1');
  const [gift, setGift] = useState(false);
  const [iconFailed, setIconFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void loadInstallKit()
      .then(async (kit) => {
        const app = await kit.loadAppDownload();
        if (live && app) setLoaded({ kit, app });
      })
      // Without its code or its data the bar has nothing to offer and stays away; the page goes on.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  const target = loaded ? loaded.kit.downloadTarget(loaded.app) : null;
  // Rank rules wait for the member info; until it comes the bar stays hidden rather than flashing.
  const rankLevel = memberInfo.value?.rankLevel ?? 0;
  const shown = !closed && loaded !== null && target !== null && downloadBarAllowed(loaded.app, isLoggedIn.value, rankLevel);

  // The gift is asked for only once the bar shows: a bar that stays away costs the platform no promotions call.
  const kitWhenShown = shown ? loaded.kit : null;
  useEffect(() => {
    if (!kitWhenShown) return;
    let live = true;
    void kitWhenShown.appDownloadPromotion().then((enabled) => live && setGift(enabled));
    return () => {
      live = false;
    };
  }, [kitWhenShown]);

  // Over a game (its launch page, a trial game) the bar steps aside until the player is back.
  const visible = shown && !promotionsHeld.value;
  // The page makes room for the bar while it shows (`:state(shown)`).
  useElementState('shown', visible);
  if (!shown || !visible) return null;
  const { kit, app } = loaded;
  // The narrowed target, for the handlers below.
  const chosen = target;

  const name = appName || app.appName || t('download_bar_app');
  const icon = iconFailed ? null : kit.linkOf(app, 'AppDownloadIcon');

  function download(event: MouseEvent<HTMLAnchorElement>) {
    const detail: DownloadBarDownloadDetail = { url: chosen.url, platform: chosen.platform, direct: chosen.direct };
    if (!emit('mc-download-bar-download', detail, { cancelable: true })) {
      event.preventDefault();
      return;
    }
    kit.afterDownload(chosen);
  }

  function close() {
    hideDownloadBarKey.write('1');
    setClosed(true);
    emit('mc-download-bar-close');
  }

  return (
    <section className="bar" part="bar" aria-label={t('download_bar_label')}>
      <button type="button" className="close" part="close" aria-label={t('close')} onClick={close}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      {icon ? (
        <img className="icon" part="icon" src={icon} alt="" width="40" height="40" onError={() => setIconFailed(true)} />
      ) : (
        <span className="icon icon--fallback" part="icon" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <div className="text">
        <span className="name" part="name">
          {name}
        </span>
        <span className="rating" part="rating" role="img" aria-label={t('download_bar_rating')}>
          <span className="stars" aria-hidden="true">
            ★★★★★
          </span>
          <span aria-hidden="true">5.0</span>
        </span>
      </div>
      {gift && (
        <span className="gift" part="gift" role="img" aria-label={t('download_bar_gift')} title={t('download_bar_gift')}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-3.5-5-1.2C7 7 9.5 7 12 7zm0 0c1.5-3 5-3.5 5-1.2C17 7 14.5 7 12 7z" />
          </svg>
        </span>
      )}
      <a className="mc-button download" part="download" href={target.url} rel="noopener noreferrer" onClick={download}>
        {t('download_bar_download')}
      </a>
    </section>
  );
}
