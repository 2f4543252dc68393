import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { loadInstallKit } from '../../src/install/index.js';
import { clearSession, loginGuardReleased, loginWithPassword, memberInfo } from '../../src/session/index.js';
import { merchantStatus } from '../../src/platform/merchant-status.js';
import { control, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';

type BarElement = HTMLElementTagNameMap['mc-download-bar'];

const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('<mc-download-bar>', () => {
  let el: BarElement;
  const stops: (() => void)[] = [];
  const root = () => el.shadowRoot!;
  const part = (name: string) => root().querySelector<HTMLElement>(`[part~="${name}"]`);

  function mount(attributes = ''): void {
    const holder = document.createElement('div');
    holder.innerHTML = `<mc-download-bar ${attributes}></mc-download-bar>`;
    el = holder.firstElementChild as BarElement;
    document.body.append(el);
  }

  async function mountShown(attributes = ''): Promise<void> {
    mount(attributes);
    await until(() => part('download'), 'the download button');
  }

  /** Mounts a bar and waits until it has everything it needs to decide, then for React to render. */
  async function mountAndSettle(): Promise<void> {
    mount();
    await (await loadInstallKit()).loadAppDownload();
    await frames();
  }

  function listen(name: string, handler: (event: Event) => void = () => {}) {
    const events: CustomEvent[] = [];
    const listener = (event: Event) => {
      events.push(event as CustomEvent);
      handler(event);
    };
    document.addEventListener(name, listener);
    stops.push(() => document.removeEventListener(name, listener));
    return events;
  }

  beforeEach(async () => {
    useSandbox();
    clearSession();
    sessionStorage.removeItem('hideDownloadBar');
    merchantStatus.value = null;
    (await loadInstallKit()).forgetAppDownload();
    await resetSandbox();
    await setLanguage('EN');
    await loginGuardReleased();
  });

  afterEach(() => {
    el?.remove();
    for (const stop of stops.splice(0)) stop();
    clearSession();
  });

  after(async () => {
    await setLanguage('CN');
    localStorage.removeItem('language');
  });

  it('shows the app name, a 5.0 rating and a download button that fetches the package directly', async () => {
    await mountShown();
    expect(part('name')!.textContent).to.equal('Demo Lottery');
    expect(part('rating')!.getAttribute('aria-label')).to.equal('Rated 5.0 out of 5');
    expect(part('rating')!.textContent).to.contain('5.0');
    expect(part('icon')).to.not.equal(null);
    const download = part('download') as HTMLAnchorElement;
    expect(download.textContent).to.equal('Download');
    // Chromium on a desktop is offered the Android app; 2.4.41 is past 2.4.39, so the apk itself.
    expect(download.href).to.equal('https://download.demo-lottery.example/demo-lottery-2.4.41.apk');
    expect(root().querySelector('section')!.getAttribute('aria-label')).to.equal('Get our app');
  });

  it('links to the download page when the published app is older than 2.4.39', async () => {
    await control('appDownload', { appVersion: '2.4.38' });
    await mountShown();
    expect((part('download') as HTMLAnchorElement).href).to.equal('https://download.demo-lottery.example/android');
  });

  it('fires a cancelable mc-download-bar-download with where the download goes', async () => {
    const downloads = listen('mc-download-bar-download', (event) => event.preventDefault());
    await mountShown();
    part('download')!.click();
    expect(downloads).to.have.length(1);
    expect(downloads[0]!.detail).to.deep.equal({
      url: 'https://download.demo-lottery.example/demo-lottery-2.4.41.apk',
      platform: 'android',
      direct: true,
    });
    expect(location.href).to.not.contain('demo-lottery');
  });

  it('closes for the rest of the session when the player closes it', async () => {
    const closes = listen('mc-download-bar-close');
    await mountShown();
    const close = part('close') as HTMLButtonElement;
    expect(close.getAttribute('aria-label')).to.equal('Close');
    close.click();
    await until(() => !part('bar'), 'the bar to go');
    expect(closes).to.have.length(1);
    expect(sessionStorage.getItem('hideDownloadBar')).to.equal('1');
    el.remove();
    await mountAndSettle();
    expect(part('bar')).to.equal(null);
  });

  it('stays hidden when the merchant has no link for this platform, and asks nothing about a gift', async () => {
    await control('appDownload', { links: { Android: null, apk: null } });
    const before = (await received('/wps/relay/MCSFE_getMerchantAvailablePromotions')).length;
    await mountAndSettle();
    await frames();
    expect(part('bar')).to.equal(null);
    expect(await received('/wps/relay/MCSFE_getMerchantAvailablePromotions')).to.have.length(before);
  });

  it('shows the gift only with the reward centre on and an enabled APP_DOWNLOAD promotion', async () => {
    await control('switches', { REWCEN3: false });
    merchantStatus.value = null;
    // Counted from here, not from the reset: a bar of an earlier test may have asked just before it was removed.
    const before = (await received('/wps/relay/MCSFE_getMerchantAvailablePromotions')).length;
    await mountShown();
    await until(() => merchantStatus.value, 'the merchant status');
    await frames();
    expect(part('gift')).to.equal(null);
    expect(await received('/wps/relay/MCSFE_getMerchantAvailablePromotions')).to.have.length(before);
    el.remove();

    await control('switches', { REWCEN3: true });
    merchantStatus.value = null;
    await mountShown();
    const gift = await until(() => part('gift'), 'the gift icon');
    expect(gift.getAttribute('aria-label')).to.equal('Bonus for downloading the app');
    el.remove();

    await control('promotions', { APP_DOWNLOAD: { enabled: false } });
    const asked = (await received('/wps/relay/MCSFE_getMerchantAvailablePromotions')).length;
    merchantStatus.value = null;
    await mountShown();
    await until(async () => (await received('/wps/relay/MCSFE_getMerchantAvailablePromotions')).length > asked, 'the promotions asked again');
    await frames();
    expect(part('gift')).to.equal(null);
  });

  it('waits for a login when the merchant requires one', async () => {
    await control('appDownload', { requiredLogin: true });
    await mountAndSettle();
    expect(part('bar')).to.equal(null);
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
    await until(() => part('download'), 'the bar after login');
  });

  it('shows only to players at or above the VIP rank the merchant sets', async () => {
    // The demo player is at rank 3.
    await control('appDownload', { vipRankLevel: 4 });
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
    await until(() => memberInfo.value, 'the member info');
    await mountAndSettle();
    expect(part('bar')).to.equal(null);
    el.remove();
    (await loadInstallKit()).forgetAppDownload();
    await control('appDownload', { vipRankLevel: 3 });
    await mountShown();
  });

  it('stays hidden inside the native app', async () => {
    (globalThis as { McAppBridge?: object }).McAppBridge = { version: '2.4.40' };
    try {
      await mountAndSettle();
      expect(part('bar')).to.equal(null);
    } finally {
      delete (globalThis as { McAppBridge?: object }).McAppBridge;
    }
  });

  it('uses the app-name attribute over the platform name, and a letter when the icon cannot load', async () => {
    await control('appDownload', { links: { AppDownloadIcon: '/no-such-icon.png' } });
    await mountShown('app-name="Lucky App"');
    expect(part('name')!.textContent).to.equal('Lucky App');
    await until(() => part('icon')!.tagName === 'SPAN', 'the fallback icon');
    expect(part('icon')!.textContent).to.equal('L');
  });
});
