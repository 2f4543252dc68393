import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { hideSpinner, showNotice, showSpinner, showToast } from './notices.js';
import { SPINNER_TIMEOUT_MS, notices, toasts } from './notices.js';
import { sleep, until } from '../../test/browser/wait.js';

const overlay = () => document.querySelector<HTMLElement>('[data-mc-overlay]');
const inOverlay = <E extends Element>(selector: string) => overlay()?.shadowRoot?.querySelector<E>(selector) ?? null;
const dialogs = () => [...(overlay()?.shadowRoot?.querySelectorAll<HTMLDialogElement>('dialog') ?? [])];

/** Tracks whether a promise has settled yet. */
function track(promise: Promise<unknown>): { settled: boolean } {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

describe('notices, toasts and spinner', () => {
  afterEach(async () => {
    for (const notice of notices.value) notice.close();
    toasts.value = [];
    hideSpinner();
    await until(() => dialogs().length === 0, 'no dialog left');
  });

  it('shows a notice as a modal alert dialog in the page overlay, with the confirm button focused', async () => {
    const closed = showNotice({ title: 'Heads up', message: 'The draw starts soon.' });
    const dialog = await until(() => inOverlay<HTMLDialogElement>('dialog[open]'), 'dialog');
    const host = overlay()!;
    expect(host.shadowRoot).to.not.equal(null);
    expect(host.parentElement).to.equal(document.body);
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    // Modal: the page behind it is inert, and it sits in the top layer.
    expect(dialog.matches(':modal')).to.equal(true);
    const root = host.shadowRoot!;
    // What assistive technology reads as its name and description.
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('Heads up');
    expect(root.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).to.equal('The draw starts soon.');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Heads up');
    const button = dialog.querySelector('button')!;
    // The button's word comes with the language's strings, which may still be loading.
    await until(() => button.textContent === '确定', 'the confirm button named');
    await until(() => host.shadowRoot!.activeElement === button, 'focus on the confirm button');
    expect(document.activeElement).to.equal(host);

    const state = track(closed);
    await sleep(20);
    expect(state.settled).to.equal(false);
    button.click();
    await closed;
    await until(() => dialogs().length === 0, 'dialog removed');
    expect(notices.value).to.have.length(0);
  });

  it('gives focus back to where the player was when it closes', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    try {
      field.focus();
      const closed = showNotice({ title: 'Focus', message: 'Where does focus go?' });
      const button = await until(() => inOverlay<HTMLButtonElement>('dialog[open] button'), 'dialog');
      await until(() => overlay()!.shadowRoot!.activeElement === button, 'focus on the dialog');
      button.click();
      await closed;
      await until(() => document.activeElement === field, 'focus back on the field');
    } finally {
      field.remove();
    }
  });

  it('gives focus back without moving a page the player has scrolled since', async () => {
    const spacer = document.createElement('div');
    spacer.style.blockSize = `${innerHeight * 3}px`;
    const field = document.createElement('input');
    document.body.append(spacer, field);
    try {
      field.focus();
      // The player scrolls back up by hand; the field keeps the focus, out of view.
      scrollTo(0, 0);
      const closed = showNotice({ title: 'Focus', message: 'Does the page move?' });
      const button = await until(() => inOverlay<HTMLButtonElement>('dialog[open] button'), 'dialog');
      button.click();
      await closed;
      await until(() => document.activeElement === field, 'focus back on the field');
      expect(scrollY).to.equal(0);
    } finally {
      spacer.remove();
      field.remove();
    }
  });

  it('uses a given label for the button', async () => {
    void showNotice({ title: 'T', message: 'M', confirmLabel: 'Got it' });
    const button = await until(() => inOverlay<HTMLButtonElement>('dialog[open] button'), 'dialog');
    expect(button.textContent).to.equal('Got it');
  });

  it('closes with the Escape key too', async () => {
    const closed = showNotice({ title: 'Escape me', message: 'Press Escape.' });
    const button = await until(() => inOverlay<HTMLButtonElement>('dialog[open] button'), 'dialog');
    await until(() => overlay()!.shadowRoot!.activeElement === button, 'focus');
    await sendKeys({ press: 'Escape' });
    await closed;
    await until(() => dialogs().length === 0, 'dialog removed');
  });

  it('does not stack the same message twice, and both callers learn when it closes', async () => {
    const first = showNotice({ title: 'Notice', message: 'Same text' });
    const second = showNotice({ title: 'Notice', message: 'Same text' });
    await until(() => inOverlay('dialog[open]'), 'dialog');
    await sleep(50);
    expect(notices.value).to.have.length(1);
    expect(dialogs()).to.have.length(1);
    inOverlay<HTMLButtonElement>('dialog[open] button')!.click();
    await Promise.all([first, second]);
    await until(() => dialogs().length === 0, 'dialog removed');
  });

  it('shows different notices one after the other', async () => {
    const first = showNotice({ title: 'One', message: 'First' });
    const second = showNotice({ title: 'Two', message: 'Second' });
    const firstDialog = await until(() => inOverlay<HTMLDialogElement>('dialog[open]'), 'first dialog');
    expect(dialogs()).to.have.length(1);
    expect(firstDialog.querySelector('p')!.textContent).to.equal('First');
    firstDialog.querySelector('button')!.click();
    await first;
    await until(() => inOverlay('dialog[open] p')?.textContent === 'Second', 'second dialog');
    inOverlay<HTMLButtonElement>('dialog[open] button')!.click();
    await second;
  });

  it('hides the spinner by itself after its timeout, 10 s unless told otherwise', async () => {
    expect(SPINNER_TIMEOUT_MS).to.equal(10_000);
    const shown = performance.now();
    showSpinner('', 300);
    const spinner = await until(() => inOverlay<HTMLElement>('[data-testid="spinner"]'), 'spinner');
    expect(spinner.getAttribute('aria-busy')).to.equal('true');
    expect(spinner.textContent).to.equal('请稍候…');
    await until(() => !inOverlay('[data-testid="spinner"]'), 'spinner hidden', 2000);
    // Not before its time.
    expect(performance.now() - shown).to.be.at.least(290);
  });

  it('shows the spinner with a label, and hides it on demand', async () => {
    showSpinner('Loading the lobby', 5000);
    const spinner = await until(() => inOverlay<HTMLElement>('[data-testid="spinner"]'), 'spinner');
    expect(spinner.textContent).to.equal('Loading the lobby');
    hideSpinner();
    await until(() => !inOverlay('[data-testid="spinner"]'), 'spinner hidden');
  });

  it('shows a toast, then removes it', async () => {
    const shown = performance.now();
    showToast('Copied to the clipboard', 300);
    const toast = await until(() => inOverlay<HTMLElement>('.mc-toast'), 'toast');
    expect(toast.textContent).to.equal('Copied to the clipboard');
    expect(toast.closest('[role="status"]')?.getAttribute('aria-live')).to.equal('polite');
    await until(() => !inOverlay('.mc-toast'), 'toast removed', 2000);
    expect(performance.now() - shown).to.be.at.least(290);
  });

  it('uses one overlay for everything', async () => {
    void showNotice({ title: 'A', message: 'B' });
    showToast('C', 200);
    showSpinner('', 200);
    await until(() => inOverlay('dialog[open]') && inOverlay('.mc-toast') && inOverlay('[data-testid="spinner"]'), 'all three');
    expect(document.querySelectorAll('[data-mc-overlay]')).to.have.length(1);
  });
});
