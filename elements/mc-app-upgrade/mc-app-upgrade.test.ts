import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { loadInstallKit } from '../../src/install/index.js';
import { closeAllPrompts, requestPrompt } from '../../src/prompts/index.js';
import { activePrompt } from '../../src/prompts/arbiter.js';
import { merchantStatus } from '../../src/platform/merchant-status.js';
import { control, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';

type UpgradeElement = HTMLElementTagNameMap['mc-app-upgrade'];
type Bridge = { McAppBridge?: { version: string } };

const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('<mc-app-upgrade>', () => {
  let el: UpgradeElement;
  const dialog = () => el.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;

  function mount(): void {
    el = document.createElement('mc-app-upgrade') as UpgradeElement;
    document.body.append(el);
  }

  /** Mounts, then waits for the check to have answered and React to have rendered. */
  async function mountAndSettle(): Promise<void> {
    mount();
    await (await loadInstallKit()).checkAppUpgrade();
    await frames();
    await frames();
  }

  beforeEach(async () => {
    useSandbox();
    closeAllPrompts();
    merchantStatus.value = null;
    await resetSandbox();
    await setLanguage('EN');
  });

  afterEach(() => {
    el?.remove();
    closeAllPrompts();
    delete (globalThis as Bridge).McAppBridge;
  });

  after(async () => {
    await setLanguage('CN');
    localStorage.removeItem('language');
  });

  it('offers the newer version inside an older app, and closes after its animation', async () => {
    (globalThis as Bridge).McAppBridge = { version: '2.4.9' };
    mount();
    const shown = await until(dialog, 'the upgrade modal');
    expect(shown.textContent).to.contain('Update available');
    expect(shown.textContent).to.contain('Version 2.4.41 of the app is ready');
    expect(shown.querySelector<HTMLAnchorElement>('[part~="download"]')!.href).to.contain('demo-lottery-2.4.41.apk');
    const [call] = await received('/wps/system/appVersion');
    expect(call!.query).to.include({ platform: 'android', version: '2.4.9' });
    expect(activePrompt.value).to.equal('upgrade');

    shown.querySelector<HTMLButtonElement>('[part~="close"]')!.click();
    // Still there while it animates out.
    expect(dialog()).to.not.equal(null);
    await until(() => !dialog(), 'the modal to go');
    expect(activePrompt.value).to.equal(null);
  });

  it('has no close button when the update is mandatory', async () => {
    await control('switches', { MANDATORYAPPUPDATES3: true });
    (globalThis as Bridge).McAppBridge = { version: '2.0' };
    mount();
    const shown = await until(dialog, 'the upgrade modal');
    await until(() => merchantStatus.value, 'the merchant status');
    await frames();
    expect(shown.querySelector('[part~="close"]')).to.equal(null);
    shown.dispatchEvent(new Event('cancel', { cancelable: true }));
    await frames();
    expect(dialog()).to.not.equal(null);
  });

  it('stays away in an up-to-date app, without a download link, and outside the app', async () => {
    (globalThis as Bridge).McAppBridge = { version: '2.4.41' };
    await mountAndSettle();
    expect(dialog()).to.equal(null);
    el.remove();

    await control('appDownload', { links: { apk: null, Android: null } });
    (globalThis as Bridge).McAppBridge = { version: '2.4.1' };
    await mountAndSettle();
    expect(dialog()).to.equal(null);
    el.remove();

    delete (globalThis as Bridge).McAppBridge;
    const before = (await received('/wps/system/appVersion')).length;
    await mountAndSettle();
    expect(dialog()).to.equal(null);
    expect(await received('/wps/system/appVersion')).to.have.length(before);
  });

  it('pre-empts a lower prompt already on screen, which comes back after it', async () => {
    let pushShowing = false;
    requestPrompt('push', () => {
      pushShowing = true;
      return () => (pushShowing = false);
    });
    (globalThis as Bridge).McAppBridge = { version: '2.4.9' };
    mount();
    const shown = await until(dialog, 'the upgrade modal');
    expect(pushShowing).to.equal(false);
    shown.querySelector<HTMLButtonElement>('[part~="close"]')!.click();
    await until(() => pushShowing, 'the push prompt back');
  });
});
