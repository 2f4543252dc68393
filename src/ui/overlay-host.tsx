/**
 * Renders the shared notices, toasts and spinner for the whole page, in its own shadow root at the end of
 * the body, so that a notice raised by the API layer shows whichever element (or none) caused it.
 */
import { createRoot } from 'react-dom/client';
import { useSignals } from '@preact/signals-react/runtime';
import { adoptStyles } from '../element/adopt-styles.js';
import { direction, ensureLocale, language, t } from '../i18n/i18n.js';
import { languageInfo } from '../i18n/languages.js';
import { baseStyles } from './base-styles.js';
import { overlayStyles } from './overlay-styles.js';
import { NoticeDialog } from './notice-dialog.js';
import { notices, spinner, toasts } from './notices.js';
import { banners } from './banners.js';
import { DomainErrorDialog } from '../net/domain-error-dialog.js';
import { domainError } from '../net/domain-error.js';

const HOST_ATTRIBUTE = 'data-mc-overlay';

function Overlay() {
  useSignals();
  const notice = notices.value[0];
  const busy = spinner.value;
  return (
    <div dir={direction.value} lang={languageInfo(language.value).tag}>
      <div className="mc-banners">
        {banners.value.map((banner) => (
          <div key={banner.kind} className="mc-banner" role="status" aria-live="polite" data-kind={banner.kind}>
            {banner.message}
          </div>
        ))}
      </div>
      {domainError.value && <DomainErrorDialog />}
      {notice && <NoticeDialog key={notice.id} notice={notice} />}
      <div className="mc-toasts" role="status" aria-live="polite">
        {toasts.value.map((toast) => (
          <div key={toast.id} className="mc-toast">
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
    </div>
  );
}

export function mountOverlay(): void {
  if (document.querySelector(`[${HOST_ATTRIBUTE}]`)) return;
  const mount = () => {
    const host = document.createElement('div');
    host.setAttribute(HOST_ATTRIBUTE, '');
    const root = host.attachShadow({ mode: 'open' });
    adoptStyles(root, baseStyles, overlayStyles);
    document.body.append(host);
    void ensureLocale();
    createRoot(root).render(<Overlay />);
  };
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount, { once: true });
}
