/** The install prompt's screens: the app-or-web-app sheet, the iOS guide, the browser tips and the footer. */
import { useState } from 'react';
import { t } from '../../src/i18n/index.js';
import type { DownloadTarget } from '../../src/install/index.js';
import { Modal } from '../../src/ui/index.js';

export type Way = 'app' | 'web_app';

export interface ChooserProps {
  appName: string;
  icon: string | null;
  /** The app download, or null when the merchant has none for this phone (only the web app is offered). */
  target: DownloadTarget | null;
  preferred: Way;
  onApp: () => void;
  onWebApp: () => void;
  onDismiss: () => void;
}

/** The bottom sheet: the app (APP) or the web app (web_app), and `continue_h5` to stay in the browser (SPEC §2). */
export function Chooser({ appName, icon, target, preferred, onApp, onWebApp, onDismiss }: ChooserProps) {
  const app = target && (
    <li key="app">
      <a className="way" part="way way-app" data-way="APP" href={target.url} rel="noopener noreferrer" onClick={onApp}>
        {icon ? <img className="way__icon" src={icon} alt="" width="44" height="44" /> : <AppGlyph />}
        <span className="way__text">
          <strong>{t('install_way_app')}</strong>
          <span>{t('install_way_app_desc')}</span>
        </span>
      </a>
    </li>
  );
  const web = (
    <li key="web">
      <button type="button" className="way" part="way way-web-app" data-way="web_app" onClick={onWebApp}>
        <HomeGlyph />
        <span className="way__text">
          <strong>{t('install_way_web_app')}</strong>
          <span>{t('install_way_web_app_desc')}</span>
        </span>
      </button>
    </li>
  );
  return (
    <Modal title={t('install_title', { app: appName })} part="sheet" kind="install-chooser" onDismiss={onDismiss}>
      <ul className="ways">{preferred === 'web_app' ? [web, app] : [app, web]}</ul>
      <button type="button" className="continue" part="continue" onClick={onDismiss}>
        {t('continue_h5')}
      </button>
    </Modal>
  );
}

/** Safari's two steps: Share, then Add to Home Screen; with a close control. */
export function IosGuide({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={t('install_ios_title')} part="ios-guide" kind="install-ios-guide" onDismiss={onClose} actions={<CloseButton onClose={onClose} />}>
      <ol className="steps">
        <li className="step" part="step">
          <span className="step__number" aria-hidden="true">1</span>
          <span className="step__text">{t('install_ios_step1')}</span>
          <ShareGlyph />
        </li>
        <li className="step" part="step">
          <span className="step__number" aria-hidden="true">2</span>
          <span className="step__text">{t('install_ios_step2')}</span>
          <AddGlyph />
        </li>
      </ol>
    </Modal>
  );
}

/** Where the web app cannot be added from this browser: what to do instead, and a way to copy the address. */
export function BrowserTip({ message, onClose }: { message: string; onClose: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    void (navigator.clipboard?.writeText(location.href) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Modal title={t('install_ios_title')} part="browser-tip" kind="install-browser-tip" onDismiss={onClose} actions={<CloseButton onClose={onClose} />}>
      <p className="mc-dialog__text">{message}</p>
      <div className="copy">
        <code className="copy__url" dir="ltr">
          {location.host + location.pathname}
        </code>
        <button type="button" className="mc-button mc-button--secondary" part="copy" onClick={copy}>
          {t('install_copy_link')}
        </button>
      </div>
      <p className="copy__state" role="status">
        {copied === true ? t('install_link_copied') : copied === false ? t('install_copy_failed') : ''}
      </p>
    </Modal>
  );
}

/** The non-modal strip at the foot of the page while the install is on offer (docs/install.md). */
export function Footer({ appName, icon, onOpen, onClose }: { appName: string; icon: string | null; onOpen: () => void; onClose: () => void }) {
  return (
    <aside className="footer" part="footer" aria-label={t('install_ios_title')}>
      {icon ? <img className="footer__icon" src={icon} alt="" width="36" height="36" /> : <HomeGlyph />}
      <span className="footer__text">{t('install_footer_text', { app: appName })}</span>
      <button type="button" className="mc-button footer__open" part="footer-install" onClick={onOpen}>
        {t('install_footer_button')}
      </button>
      <button type="button" className="footer__close" part="footer-close" aria-label={t('close')} onClick={onClose}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </aside>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" className="mc-button" part="close" onClick={onClose}>
      {t('close')}
    </button>
  );
}

const glyph = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

function ShareGlyph() {
  return (
    <svg className="glyph" {...glyph}>
      <path d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1" />
    </svg>
  );
}

function AddGlyph() {
  return (
    <svg className="glyph" {...glyph}>
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <path d="M12 8v8M8 12h8" />
    </svg>
  );
}

function HomeGlyph() {
  return (
    <svg className="way__icon glyph" {...glyph}>
      <path d="M3 11l9-7 9 7M6 9.5V20h12V9.5" />
    </svg>
  );
}

function AppGlyph() {
  return (
    <svg className="way__icon glyph" {...glyph}>
      <rect x="6" y="2" width="12" height="20" rx="3" />
      <path d="M11 18h2" />
    </svg>
  );
}
