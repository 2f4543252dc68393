import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { loadStatus } from '../../src/platform/index.js';
import { clearSession } from '../../src/session/index.js';
import { control, fault, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { sleep, until } from '../../test/browser/wait.js';

describe('<mc-goto-button>', () => {
  const mount = (attributes: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = `<mc-goto-button ${attributes}></mc-goto-button>`;
    document.body.append(holder);
    return holder.firstElementChild as HTMLElement;
  };
  const button = (el: HTMLElement) => el.shadowRoot?.querySelector('button') ?? null;

  beforeEach(async () => {
    useSandbox();
    clearSession();
    await resetSandbox();
    await setLanguage('EN');
  });
  afterEach(() => document.querySelectorAll('mc-goto-button').forEach((el) => el.parentElement!.remove()));

  it('labels a target, asks to navigate there, and lets the page take over the tap', async () => {
    const el = mount('target="register"');
    const shown = await until(() => button(el), 'the button');
    expect(shown.textContent).to.equal('Register');
    const paths: string[] = [];
    const onNavigate = (event: Event) => {
      paths.push((event as CustomEvent).detail.path);
      event.preventDefault();
    };
    document.addEventListener('mc-navigate', onNavigate);
    shown.click();
    el.addEventListener('mc-goto', (event) => event.preventDefault(), { once: true });
    shown.click();
    document.removeEventListener('mc-navigate', onNavigate);
    expect(paths).to.deep.equal(['/m/register']);
  });

  it('keeps its place, unseen, while what decides whether it shows is on its way', async () => {
    // The merchant runs the reward center, so the promotions are asked for; their answer takes a while.
    await control('switches', { REWCEN3: true });
    await loadStatus();
    await fault({ path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', latencyMs: 1500, times: 1 });
    const el = mount('target="invite_friends"');
    const pending = await until(() => el.shadowRoot?.querySelector<HTMLElement>('.goto'), 'a first render');
    expect(pending.classList.contains('goto--pending')).to.equal(true);
    expect(pending.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(pending).visibility).to.equal('hidden');
    // The demo merchant runs the referral promotion: once that is known, the button takes the place.
    const shown = await until(() => button(el), 'the answer');
    expect(shown.textContent).to.equal('Invite friends');
    expect(el.shadowRoot!.querySelector('.goto--pending')).to.equal(null);
  });

  it('opens an external link only when it is an allowed address', async () => {
    const el = mount('target="REWARD_CENTER" external-link="javascript:window.__gotoRan=1"');
    const shown = await until(() => button(el), 'the button');
    const paths: string[] = [];
    const onNavigate = (event: Event) => paths.push((event as CustomEvent).detail.path);
    document.addEventListener('mc-navigate', onNavigate);
    shown.click();
    await sleep(50);
    document.removeEventListener('mc-navigate', onNavigate);
    expect((window as { __gotoRan?: number }).__gotoRan).to.equal(undefined);
    expect(paths).to.deep.equal([]);
  });

  it('renders nothing for an unknown target, and reads its look after 200 ms', async () => {
    const unknown = mount('target="CASINO"');
    await sleep(50);
    expect(button(unknown)).to.equal(null);
    // It takes no room either: a grid of shortcuts has no empty cell for it.
    await until(() => unknown.matches(':state(empty)') || null, 'the empty state');
    expect(getComputedStyle(unknown).display).to.equal('none');
    const pill = mount('target="MISSION" label="Missions"');
    pill.style.setProperty('--mc-goto-style', 'pill');
    const shown = await until(() => button(pill), 'the button');
    expect(shown.textContent).to.equal('Missions');
    await until(() => shown.classList.contains('goto--pill') || null, 'the pill look');
  });

  it('paints a pill and a link in the goto colours a merchant sets', async () => {
    const pill = mount('target="MISSION" label="Missions"');
    pill.style.setProperty('--mc-goto-style', 'pill');
    pill.style.setProperty('--mc-goto-background', 'rgb(10, 120, 60)');
    pill.style.setProperty('--mc-goto-color', 'rgb(250, 240, 200)');
    const link = mount('target="MISSION" label="Missions"');
    link.style.setProperty('--mc-goto-style', 'link');
    link.style.setProperty('--mc-goto-color', 'rgb(0, 70, 140)');
    const pillButton = await until(() => button(pill)?.classList.contains('goto--pill') ? button(pill) : null, 'the pill look');
    const linkButton = await until(() => button(link)?.classList.contains('goto--link') ? button(link) : null, 'the link look');
    expect(getComputedStyle(pillButton).backgroundColor).to.equal('rgb(10, 120, 60)');
    expect(getComputedStyle(pillButton).color).to.equal('rgb(250, 240, 200)');
    expect(getComputedStyle(linkButton).color).to.equal('rgb(0, 70, 140)');
    // Without them the pill keeps the merchant's primary colour.
    const plain = mount('target="MISSION" label="Missions"');
    plain.style.setProperty('--mc-goto-style', 'pill');
    plain.style.setProperty('--mc-color-primary', 'rgb(90, 20, 150)');
    const plainButton = await until(() => button(plain)?.classList.contains('goto--pill') ? button(plain) : null, 'the plain pill');
    expect(getComputedStyle(plainButton).backgroundColor).to.equal('rgb(90, 20, 150)');
  });
});
