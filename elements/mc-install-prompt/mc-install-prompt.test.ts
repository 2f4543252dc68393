import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { loadInstallKit, loadInstallPromptKit } from '../../src/install/index.js';
import { merchantStatus, parseStatus } from '../../src/platform/index.js';
import { closeAllPrompts } from '../../src/prompts/index.js';
import { clearSession, loginGuardReleased, loginWithPassword } from '../../src/session/index.js';
import { control, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';

type PromptElement = HTMLElementTagNameMap['mc-install-prompt'];

const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('install prompt rules', () => {
  const status = (patch: Record<string, unknown> = {}) =>
    parseStatus({ info: { switches: { A2HS3: true } }, ...patch });

  beforeEach(() => {
    sessionStorage.removeItem('PWA_skipA2hs');
    localStorage.removeItem('PWA_a2hsCloseTimes');
    clearSession();
  });

  it('names the first SPEC §4 rule that keeps it away', async () => {
    const kit = await loadInstallPromptKit();
    const settings = kit.parseHomeScreen({});
    const facts = { settings, deposits: null, appPages: false };
    expect(kit.installBlock({ ...facts, status: status() })).to.equal(null);
    expect(kit.installBlock({ ...facts, status: status({ maintenance: true }) })).to.equal('maintenance');
    expect(kit.installBlock({ ...facts, status: status({ regionRestriction: true }) })).to.equal('region');
    expect(kit.installBlock({ ...facts, status: parseStatus({}) })).to.equal('switch-off');
    expect(kit.installBlock({ ...facts, settings: kit.parseHomeScreen({ enabled: false }), status: status() })).to.equal('feature-off');
    expect(kit.installBlock({ ...facts, status: status(), appPages: true, path: '/m/activity' })).to.equal('page');
    expect(kit.installBlock({ ...facts, status: status(), appPages: true, path: '/m/index.html' })).to.equal(null);
    expect(kit.installBlock({ ...facts, settings: kit.parseHomeScreen({ requiredLogin: true }), status: status() })).to.equal('login');
    (window as { McAppBridge?: unknown }).McAppBridge = { version: '2.4.40' };
    expect(kit.installBlock({ ...facts, status: status() })).to.equal('in-app');
    delete (window as { McAppBridge?: unknown }).McAppBridge;
    sessionStorage.setItem('PWA_skipA2hs', '1');
    expect(kit.installBlock({ ...facts, status: status() })).to.equal('dismissed');
  });

  it('counts dismissals up to the limit, and installing sets the counter to 99', async () => {
    const kit = await loadInstallPromptKit();
    const settings = kit.parseHomeScreen({ maxCloseTimes: 2 });
    const facts = { settings, deposits: null, appPages: false, status: status() };
    kit.noteDismissal(settings);
    expect(sessionStorage.getItem('PWA_skipA2hs')).to.equal('1');
    sessionStorage.removeItem('PWA_skipA2hs');
    kit.noteDismissal(settings);
    kit.noteDismissal(settings);
    expect(localStorage.getItem('PWA_a2hsCloseTimes')).to.equal('2');
    sessionStorage.removeItem('PWA_skipA2hs');
    expect(kit.installBlock(facts)).to.equal('closed-enough');
    // No limit by default (-1).
    expect(kit.installBlock({ ...facts, settings: kit.parseHomeScreen({}) })).to.equal(null);
    kit.noteInstalled();
    expect(localStorage.getItem('PWA_a2hsCloseTimes')).to.equal('99');
    sessionStorage.removeItem('PWA_skipA2hs');
    expect(kit.installBlock({ ...facts, settings: kit.parseHomeScreen({}) })).to.equal('installed');
  });

  it('keeps the defaults of SPEC §9 for a malformed settings payload', async () => {
    const kit = await loadInstallKit();
    expect(kit.parseHomeScreen({ theme: 'neon', preferredWay: 7, maxCloseTimes: 'x', domains: 'all' })).to.deep.equal({
      enabled: true,
      theme: 'light',
      preferredWay: 'app',
      maxCloseTimes: -1,
      requiredLogin: false,
      hideAfterFirstDeposit: false,
      depositTimes: -1,
      domains: [],
    });
  });

  it('tells which browsers install how', async () => {
    const kit = await loadInstallKit();
    const ios = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const iosChrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
    const wechat = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
    expect(kit.installWay(ios)).to.deep.equal({ kind: 'ios-safari' });
    expect(kit.installWay(iosChrome)).to.deep.equal({ kind: 'ios-other' });
    expect(kit.installWay(wechat)).to.deep.equal({ kind: 'in-app', app: 'wechat' });
    expect(kit.installWay(android, true)).to.deep.equal({ kind: 'prompt' });
    expect(kit.installWay(android, false)).to.deep.equal({ kind: 'menu' });
  });
});

describe('<mc-install-prompt>', () => {
  let el: PromptElement;
  const dialog = () => el.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
  const part = <T extends Element = HTMLElement>(name: string) => el.shadowRoot?.querySelector<T>(`[part~="${name}"]`) ?? null;

  function mount(attributes = 'delay="0"'): void {
    const holder = document.createElement('div');
    holder.innerHTML = `<mc-install-prompt ${attributes}></mc-install-prompt>`;
    el = holder.firstElementChild as PromptElement;
    document.body.append(el);
  }

  beforeEach(async () => {
    useSandbox();
    clearSession();
    closeAllPrompts();
    sessionStorage.removeItem('PWA_skipA2hs');
    localStorage.removeItem('PWA_a2hsCloseTimes');
    merchantStatus.value = null;
    (await loadInstallKit()).forgetAppDownload();
    await resetSandbox();
    await control('homeScreen', { enabled: true });
    await setLanguage('EN');
  });

  afterEach(() => {
    el?.remove();
    closeAllPrompts();
    clearSession();
    delete (window as { __mcInstallPrompt?: unknown }).__mcInstallPrompt;
  });

  after(async () => {
    await setLanguage('CN');
    localStorage.removeItem('language');
  });

  it('offers the app and the web app; continuing in the browser skips it for the session and counts', async () => {
    let closed = 0;
    mount();
    el.addEventListener('mc-install-prompt-close', () => closed++);
    const sheet = await until(dialog, 'the sheet');
    expect(sheet.querySelector('h2')!.textContent).to.equal('Install Demo Lottery');
    const ways = [...sheet.querySelectorAll<HTMLElement>('[data-way]')].map((way) => way.dataset.way);
    expect(ways).to.deep.equal(['APP', 'web_app']);
    expect(sheet.querySelector<HTMLAnchorElement>('[data-way="APP"]')!.href).to.contain('download.demo-lottery.example');
    part('continue')!.click();
    await until(() => !dialog(), 'the sheet to close');
    expect(closed).to.equal(1);
    expect(sessionStorage.getItem('PWA_skipA2hs')).to.equal('1');
    expect(localStorage.getItem('PWA_a2hsCloseTimes')).to.equal('1');
    el.remove();
    mount();
    await frames();
    await (await loadInstallKit()).loadAppDownload();
    await frames();
    expect(dialog()).to.equal(null);
    expect(part('footer')).to.equal(null);
  });

  it('uses the browser install event the loader kept, and counts an accepted install as 99', async () => {
    let prompted = 0;
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void prompted++,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    (window as { __mcInstallPrompt?: unknown }).__mcInstallPrompt = offer;
    await control('homeScreen', { preferredWay: 'web_app', theme: 'dark' });
    const installs: string[] = [];
    mount();
    el.addEventListener('mc-install-prompt-install', (event) => installs.push((event as CustomEvent<{ way: string }>).detail.way));
    const sheet = await until(dialog, 'the sheet');
    expect([...sheet.querySelectorAll<HTMLElement>('[data-way]')].map((way) => way.dataset.way)).to.deep.equal(['web_app', 'APP']);
    expect(el.shadowRoot!.querySelector('.theme')!.getAttribute('data-theme')).to.equal('dark');
    sheet.querySelector<HTMLButtonElement>('[data-way="web_app"]')!.click();
    await until(() => installs.length, 'the install');
    expect(prompted).to.equal(1);
    expect(installs).to.deep.equal(['web_app']);
    expect(localStorage.getItem('PWA_a2hsCloseTimes')).to.equal('99');
    expect(dialog()).to.equal(null);
  });

  it('tells a browser without an install event where its menu entry is', async () => {
    mount();
    (await until(dialog, 'the sheet')).querySelector<HTMLButtonElement>('[data-way="web_app"]')!.click();
    const tip = await until(() => part('browser-tip'), 'the menu tip');
    expect(tip.textContent).to.contain('Install app');
    part<HTMLButtonElement>('close')!.click();
    await until(() => !dialog(), 'the tip to close');
    expect(localStorage.getItem('PWA_a2hsCloseTimes')).to.equal('1');
  });

  it('stays away once dismissed as often as the merchant allows', async () => {
    await control('homeScreen', { maxCloseTimes: 3 });
    localStorage.setItem('PWA_a2hsCloseTimes', '3');
    mount();
    await (await loadInstallKit()).loadAppDownload();
    await frames();
    await frames();
    expect(dialog()).to.equal(null);
  });

  it('waits for the member with login rules, and hides after the first deposit', async () => {
    await control('homeScreen', { requiredLogin: true, hideAfterFirstDeposit: true });
    // A member who has not deposited yet, so that the first deposit below is the one that hides it.
    await control('wallet', { username: 'demo', clear: true });
    mount('delay="60000"');
    await (await loadInstallKit()).loadAppDownload();
    await frames();
    expect(dialog()).to.equal(null);
    await loginGuardReleased();
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
    // Login-gated: it comes as soon as the member's data allows, not after the delay.
    await until(dialog, 'the sheet after login');
    el.remove();
    closeAllPrompts();
    await control('deposits', { username: 'demo' });
    mount('delay="0"');
    await (await loadInstallKit()).loadDepositStatistics();
    await frames();
    await frames();
    expect(dialog()).to.equal(null);
  });

  it('draws nothing while its screens load, and the footer comes up already styled', async () => {
    mount('delay="60000"');
    const drawnBefore = new Set<string>();
    let footerPosition = '';
    // Mutation records arrive after React's commit and before the next paint: what they see, the player could.
    const observer = new MutationObserver(() => {
      const footer = part('footer');
      if (footer) {
        footerPosition ||= getComputedStyle(footer).position;
        return;
      }
      for (const node of el.shadowRoot!.querySelectorAll('*')) drawnBefore.add(node.className);
    });
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    await until(() => part('footer'), 'the footer');
    observer.disconnect();
    expect([...drawnBefore].filter((name) => name !== 'mc-frame' && name !== 'mc-loading')).to.deep.equal([]);
    expect(footerPosition).to.equal('fixed');
  });

  it('shows the footer until its time comes, and the footer opens it at once', async () => {
    mount('delay="60000"');
    const footer = await until(() => part('footer'), 'the footer');
    expect(footer.textContent).to.contain('Add Demo Lottery to your Home Screen');
    part<HTMLButtonElement>('footer-install')!.click();
    await until(dialog, 'the sheet');
    expect(part('footer')).to.equal(null);
  });
});
