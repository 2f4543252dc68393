/**
 * The login modal of a merchant's page (SPEC §5: a target that needs login, tapped by a guest): a dialog in
 * the page's own DOM holding `<mc-login no-redirect>`, so the loader brings the login element as usual. It
 * closes itself when the player logs in or closes it. The /m app sends the player to /m/login instead.
 */
import { t } from '../i18n/i18n.js';

let open: HTMLDialogElement | null = null;

export function openLoginDialog(): Promise<boolean> {
  if (open) return Promise.resolve(false);
  const dialog = document.createElement('dialog');
  dialog.className = 'mc-login-dialog';
  dialog.setAttribute('aria-label', t('route_login'));
  Object.assign(dialog.style, { border: '0', borderRadius: '14px', padding: '1em', width: 'min(92vw, 400px)', maxHeight: '90vh' });
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = t('close');
  Object.assign(close.style, { display: 'block', marginInlineStart: 'auto', minHeight: '44px', background: 'none', border: '0', font: 'inherit', cursor: 'pointer' });
  const login = document.createElement('mc-login');
  login.setAttribute('no-redirect', '');
  dialog.append(close, login);
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
    close.addEventListener('click', finish);
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
