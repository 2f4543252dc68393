import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { setLanguage } from '../i18n/index.js';
import { until } from '../../test/browser/wait.js';
import { openLoginDialog } from './login-dialog.js';

/** Every button in the dialog, its own and those inside shadow roots of its own (not the login form's). */
function closeButtonOf(dialog: HTMLDialogElement): HTMLButtonElement | null {
  for (const node of dialog.querySelectorAll('*')) {
    if (node instanceof HTMLButtonElement) return node;
    if (node.localName !== 'mc-login') {
      const inner = node.shadowRoot?.querySelector('button');
      if (inner) return inner;
    }
  }
  return null;
}

describe('the login dialog of a merchant page', () => {
  const dialog = () => document.querySelector<HTMLDialogElement>('dialog.mc-login-dialog');
  afterEach(async () => {
    dialog()?.dispatchEvent(new Event('cancel', { cancelable: true }));
    await setLanguage('EN');
  });

  it('has a Close a player can find, reach and tap like the other closes of the kit', async () => {
    await setLanguage('EN');
    const closed = openLoginDialog();
    const shown = await until(dialog, 'the dialog');
    const close = closeButtonOf(shown)!;
    expect(close, 'a close button').to.not.equal(null);
    expect(close.getAttribute('aria-label')).to.equal('Close');
    // An icon, not a bare word in the page's default button look.
    expect(close.querySelector('svg')).to.not.equal(null);
    const box = close.getBoundingClientRect();
    expect(box.width).to.be.at.least(44);
    expect(box.height).to.be.at.least(44);
    // Reached with the keyboard, it shows the kit's focus ring.
    close.blur();
    shown.focus();
    await sendKeys({ press: 'Tab' });
    await until(() => (close.matches(':focus-visible') ? true : null), 'the close button focused');
    const style = getComputedStyle(close);
    expect(style.outlineStyle).to.equal('solid');
    expect(style.outlineWidth).to.equal('3px');
    close.click();
    expect(await closed).to.equal(false);
    expect(dialog()).to.equal(null);
  });

  it('puts Close at the end of the line in Arabic, on a page that is left to right', async () => {
    await setLanguage('AR');
    void openLoginDialog();
    const shown = await until(dialog, 'the dialog');
    expect(shown.dir).to.equal('rtl');
    const close = closeButtonOf(shown)!.getBoundingClientRect();
    const frame = shown.getBoundingClientRect();
    expect(close.left - frame.left).to.be.below(frame.right - close.right);
    expect(closeButtonOf(shown)!.getAttribute('aria-label')).to.equal('إغلاق');
  });
});
