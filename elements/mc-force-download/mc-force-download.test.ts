import { expect } from 'chai';
import './index.js';
import { configure } from '../../src/config/index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { loadInstallKit } from '../../src/install/index.js';
import { closeAllPrompts, requestPrompt } from '../../src/prompts/index.js';
import { clearSession, loginGuardReleased, loginWithPassword } from '../../src/session/index.js';
import { control, fault, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';

type ForceElement = HTMLElementTagNameMap['mc-force-download'];

const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('<mc-force-download>', () => {
  let el: ForceElement;
  const originalPath = location.pathname;
  const dialog = () => el.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;

  /** Mounts the element and waits until it has loaded what it needs (the app and the deposit count). */
  async function mount(attributes = 'poll-interval="150"'): Promise<void> {
    const holder = document.createElement('div');
    holder.innerHTML = `<mc-force-download ${attributes}></mc-force-download>`;
    el = holder.firstElementChild as ForceElement;
    document.body.append(el);
    const kit = await loadInstallKit();
    await kit.loadAppDownload();
    await kit.loadDepositStatistics();
    await until(() => el.shadowRoot, 'the shadow root');
    await frames();
    await frames();
  }

  /** Fires a deposit event as a deposit button does; true when nothing held it back. */
  function deposit(): boolean {
    return document.dispatchEvent(new CustomEvent('mc-deposit', { cancelable: true }));
  }

  beforeEach(async () => {
    useSandbox();
    clearSession();
    closeAllPrompts();
    localStorage.removeItem('SHELL_forceDownloadShowTimes');
    (await loadInstallKit()).forgetAppDownload();
    await resetSandbox();
    // The modal is for a member who has never deposited: the demo player's history goes first.
    await control('wallet', { username: 'demo', clear: true });
    await setLanguage('EN');
    await loginGuardReleased();
    history.replaceState(null, '', '/m/home');
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
  });

  afterEach(() => {
    el?.remove();
    closeAllPrompts();
    history.replaceState(null, '', originalPath);
    clearSession();
  });

  after(async () => {
    await setLanguage('CN');
    localStorage.removeItem('language');
  });

  it('comes up on a deposit event on the home page, counts the show, and closes', async () => {
    await mount();
    expect(dialog()).to.equal(null);
    expect(deposit()).to.equal(false);
    const shown = await until(dialog, 'the modal');
    expect(shown.textContent).to.contain('Deposit in our app');
    expect(shown.querySelector<HTMLAnchorElement>('[part~="download"]')!.href).to.contain('demo-lottery-2.4.41.apk');
    expect(localStorage.getItem('SHELL_forceDownloadShowTimes')).to.equal('1');
    shown.querySelector<HTMLButtonElement>('[part~="close"]')!.click();
    await until(() => !dialog(), 'the modal to close');
  });

  it('stops once it has shown as many times as the limit allows, across page loads', async () => {
    localStorage.setItem('SHELL_forceDownloadShowTimes', '4');
    await mount();
    deposit();
    (await until(dialog, 'the fifth show')).querySelector<HTMLButtonElement>('[part~="close"]')!.click();
    await until(() => !dialog(), 'the modal to close');
    expect(localStorage.getItem('SHELL_forceDownloadShowTimes')).to.equal('5');
    el.remove();
    await mount();
    expect(deposit()).to.equal(true);
    await frames();
    expect(dialog()).to.equal(null);
  });

  it('leaves players with more successful deposits than the threshold alone', async () => {
    await control('deposits', { username: 'demo', count: 6 });
    await mount();
    expect(deposit()).to.equal(true);
    await frames();
    expect(dialog()).to.equal(null);
  });

  it('shows only on the home and entry pages of the /m app', async () => {
    configure({ navigate: true });
    try {
      history.replaceState(null, '', '/m/voucherCenter');
      await mount();
      expect(deposit()).to.equal(true);
      history.replaceState(null, '', '/m/index.html');
      expect(deposit()).to.equal(false);
      await until(dialog, 'the modal on the entry page');
    } finally {
      configure({ navigate: false });
    }
  });

  it('shows on any page of a merchant, where the deposit button is', async () => {
    history.replaceState(null, '', '/promotions/deposit-week.html');
    await mount();
    expect(deposit()).to.equal(false);
    await until(dialog, 'the modal on the merchant\'s page');
  });

  it('is never offered to a visitor', async () => {
    clearSession();
    await mount();
    expect(deposit()).to.equal(true);
    await frames();
    expect(dialog()).to.equal(null);
  });

  it('closes by itself when the deposit poll sees a new deposit', async () => {
    await mount();
    deposit();
    await until(dialog, 'the modal');
    await control('deposits', { username: 'demo' });
    await until(() => !dialog(), 'the poll to close the modal');
    expect(localStorage.getItem('SHELL_forceDownloadShowTimes')).to.equal('1');
  });

  it('holds a deposit tapped before it is ready, then shows or lets the deposit go ahead', async () => {
    // The deposit statistics answer slowly, so the deposit below comes while the element is still loading.
    await fault({ path: '/wps/relay/MCSFE_getDepositSettings', latencyMs: 600, times: 2 });
    const holder = document.createElement('div');
    holder.innerHTML = '<mc-force-download></mc-force-download>';
    el = holder.firstElementChild as ForceElement;
    document.body.append(el);
    // Mounted (its strings loaded), so its deposit listener is in place; the statistics are still on their way.
    await until(() => el.shadowRoot?.querySelector('.mc-frame'), 'the element mounted');
    await frames();
    let proceeded = 0;
    const early = new CustomEvent('mc-deposit', { cancelable: true, detail: { proceed: () => proceeded++ } });
    expect(document.dispatchEvent(early)).to.equal(false);
    await until(dialog, 'the modal once ready');
    expect(proceeded).to.equal(0);
    el.remove();
    closeAllPrompts();
    await until(() => !el.shadowRoot?.querySelector('.mc-frame'), 'the element unmounted');

    await control('deposits', { username: 'demo', count: 6 });
    (await loadInstallKit()).forgetAppDownload();
    document.body.append(el);
    // Mounted again, so its deposit listener is back in place, however long a busy machine takes.
    await until(() => el.shadowRoot?.querySelector('.mc-frame'), 'the element mounted again');
    await frames();
    const late = new CustomEvent('mc-deposit', { cancelable: true, detail: { proceed: () => proceeded++ } });
    expect(document.dispatchEvent(late)).to.equal(false);
    await until(() => proceeded === 1, 'the deposit to go ahead');
    expect(dialog()).to.equal(null);
  });

  it('waits behind a higher prompt and shows once it closes', async () => {
    await mount();
    let upgradeShowing = false;
    const upgrade = requestPrompt('upgrade', () => {
      upgradeShowing = true;
      return () => (upgradeShowing = false);
    });
    deposit();
    await frames();
    expect(dialog()).to.equal(null);
    expect(upgradeShowing).to.equal(true);
    upgrade.close();
    await until(dialog, 'the modal after the upgrade prompt');
    expect(upgradeShowing).to.equal(false);
  });
});
