import { type MouseEvent } from 'react';
import { t } from '../../src/i18n/index.js';
import { loadInstallKit } from '../../src/install/index.js';
import { requestNavigation } from '../../src/navigation/index.js';
import { bannerTarget, imageUrl, type Banner } from '../../src/popups/index.js';
import { Modal } from '../../src/ui/index.js';
import { useInitialFocus } from './today-hide.js';

/**
 * A download-image popup (SPEC §2): the banner of group `m_popup1` or `m_popup2`. A tap follows the banner's
 * link, or, without one, downloads the app for this phone.
 */
export function DownloadPopup({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const target = bannerTarget(banner);
  const focusRef = useInitialFocus<HTMLButtonElement>();
  const href = target?.kind === 'url' ? target.href : target?.kind === 'route' ? target.path : '#';

  const onClick = (event: MouseEvent) => {
    if (target?.kind === 'url') return;
    event.preventDefault();
    if (target?.kind === 'route') {
      onClose();
      requestNavigation(target.path, 'banner');
      return;
    }
    void loadInstallKit()
      .then(async (kit) => {
        const app = await kit.loadAppDownload();
        const download = app && kit.downloadTarget(app);
        if (!download) return;
        kit.afterDownload(download);
        location.assign(download.url);
      })
      .catch(() => {});
    onClose();
  };

  return (
    <Modal
      title={banner.title || t('popup_download_title')}
      part="download"
      kind="download-popup"
      onDismiss={onClose}
      actions={
        <button ref={focusRef} type="button" className="mc-button mc-button--secondary" part="close" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <a className="banner" part="banner" href={href} onClick={onClick}>
        <img src={imageUrl(banner.url)} alt={banner.title || t('popup_download_title')} width="300" height="400" />
      </a>
    </Modal>
  );
}
