/**
 * The login modal of a merchant's page (SPEC §5: a target that needs login, tapped by a guest): a dialog in
 * the page's own DOM holding `<mc-login no-redirect>`, so the loader brings the login element as usual. It
 * closes itself when the player logs in or closes it. The /m app sends the player to /m/login instead.
 *
 * The dialog lives in the merchant's page, where the kit's styles do not reach, so its Close button sits in a
 * small shadow root of its own: there it gets the same look as the kit's other closes (an icon with an
 * accessible name, a 44 px target, the focus ring) without the page's styles leaking in. The page may still
 * restyle it as `.mc-login-dialog__close::part(close)`.
 */
import { direction, language, t } from '../i18n/i18n.js';
import { languageInfo } from '../i18n/languages.js';

const CLOSE_STYLES = `
:host { display: flex; justify-content: flex-end; }
button { display: grid; place-items: center; inline-size: 44px; block-size: 44px; padding: 0; border: 0;
  border-radius: 50%; background: transparent; color: var(--mc-color-muted, #5f6368); cursor: pointer; }
button:hover { background: rgba(0, 0, 0, .06); }
button:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
svg { inline-size: 20px; block-size: 20px; fill: none; stroke: currentColor; stroke-width: 2.2; stroke-linecap: round; }
`;

let open: HTMLDialogElement | null = null;
let closeSheet: CSSStyleSheet | null = null;

function closeButton(): { host: HTMLElement; button: HTMLButtonElement } {
  const host = document.createElement('div');
  host.className = 'mc-login-dialog__close';
  const root = host.attachShadow({ mode: 'open' });
  if (!closeSheet) {
    closeSheet = new CSSStyleSheet();
    closeSheet.replaceSync(CLOSE_STYLES);
  }
  root.adoptedStyleSheets = [closeSheet];
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('part', 'close');
  button.setAttribute('aria-label', t('close'));
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', 'M6 6l12 12M18 6L6 18');
  svg.append(path);
  button.append(svg);
  root.append(button);
  return { host, button };
}

export function openLoginDialog(): Promise<boolean> {
  if (open) return Promise.resolve(false);
  const dialog = document.createElement('dialog');
  dialog.className = 'mc-login-dialog';
  dialog.setAttribute('aria-label', t('route_login'));
  // The merchant's page may be left to right while the player reads Arabic: the dialog takes the kit's direction.
  dialog.dir = direction.value;
  dialog.lang = languageInfo(language.value).tag;
  Object.assign(dialog.style, { border: '0', borderRadius: '14px', padding: '.5em 1em 1em', width: 'min(92vw, 400px)', maxHeight: '90vh' });
  const close = closeButton();
  const login = document.createElement('mc-login');
  login.setAttribute('no-redirect', '');
  dialog.append(close.host, login);
  document.body.append(dialog);
  open = dialog;
  dialog.showModal();
  return new Promise((resolve) => {
    let success = false;
    const finish = () => {
      dialog.close();
      dialog.remove();
      open = null;
      resolve(success);
    };
    close.button.addEventListener('click', finish);
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish();
    });
    login.addEventListener('mc-login-success', () => {
      success = true;
      finish();
    });
  });
}
