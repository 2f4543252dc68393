/**
 * Renders the shared notices, toasts, banners and spinner for the whole page, in a page layer of its own
 * (`data-mc-overlay`), so that a notice raised by the API layer shows whichever element (or none) caused it.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { mountPageLayer } from '../element/page-layer.js';
import { t } from '../i18n/i18n.js';
import { overlayStyles } from './overlay-styles.js';
import { NoticeDialog } from './notice-dialog.js';
import { notices, spinner, toasts } from './notices.js';
import { banners } from './banners.js';

function Overlay() {
  useSignals();
  const notice = notices.value[0];
  const busy = spinner.value;
  return (
    <>
      <div className="mc-banners">
        {banners.value.map((banner) => (
          <div key={banner.kind} className="mc-banner" role="status" aria-live="polite" data-kind={banner.kind} dir="auto">
            {banner.message}
          </div>
        ))}
      </div>
      {notice && <NoticeDialog key={notice.id} notice={notice} />}
      <div className="mc-toasts" role="status" aria-live="polite">
        {toasts.value.map((toast) => (
          <div key={toast.id} className="mc-toast" dir="auto">
            {toast.message}
          </div>
        ))}
      </div>
      {busy && (
        <div className="mc-spinner-overlay" role="alert" aria-busy="true" data-testid="spinner">
          <div className="mc-spinner-box">
            <div className="mc-spinner" aria-hidden="true" />
            <span>{busy.label || t('in_please_wait')}</span>
          </div>
        </div>
      )}
    </>
  );
}

export function mountOverlay(): void {
  if (document.querySelector('[data-mc-overlay]')) return;
  mountPageLayer('overlay', [overlayStyles], <Overlay />);
}
