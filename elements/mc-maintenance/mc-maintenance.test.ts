import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { loadStatus, merchantStatus } from '../../src/platform/index.js';
import { activePrompt, closeAllPrompts, requestPrompt } from '../../src/prompts/index.js';
import { notices } from '../../src/ui/notices.js';
import { control, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';
import { formatMaintenanceEnd, maintenanceEndDate } from './end-time.js';

describe('<mc-maintenance>', () => {
  let el: HTMLElement;
  const root = () => el.shadowRoot!;
  const heading = () => root().querySelector('h2');
  const button = (part: string) => root().querySelector<HTMLButtonElement>(`[part="${part}"]`);

  async function mount(attributes = ''): Promise<void> {
    const holder = document.createElement('div');
    holder.innerHTML = `<mc-maintenance ${attributes}></mc-maintenance>`;
    el = holder.firstElementChild as HTMLElement;
    document.body.append(el);
  }

  beforeEach(async () => {
    useSandbox();
    notices.value = [];
    await resetSandbox();
    await setLanguage('EN');
    merchantStatus.value = null;
  });

  afterEach(() => {
    el?.remove();
    for (const notice of notices.value) notice.close();
  });

  it('holds the arbiter\'s maintenance place while it shows, so lower prompts wait', async () => {
    await control('status', { maintenance: true });
    await mount();
    await until(() => heading(), 'the maintenance heading');
    expect(activePrompt.value).to.equal('maintenance');
    let installShown = false;
    const install = requestPrompt('install', () => void (installShown = true));
    expect(installShown).to.equal(false);
    el.remove();
    expect(installShown).to.equal(true);
    install.close();
    closeAllPrompts();
  });

  it('asks for the status itself and shows the maintenance face with the end time', async () => {
    await control('status', { maintenance: true, maintenanceEnd: '2030-01-01 08:00:00' });
    await mount();
    await until(() => heading()?.textContent === 'System Maintenance', 'the maintenance heading');
    expect(root().querySelector('[part="end-time"]')?.textContent).to.match(/^End time: .*2030/);
    expect(button('retry')?.textContent).to.equal('Retry');
    expect(button('contact')?.textContent).to.equal('Contact us');
  });

  it('retry while closed says so; retry once open fires mc-maintenance-recovered and shows nothing', async () => {
    await control('status', { maintenance: true });
    await mount();
    await until(() => button('retry'), 'the retry button');
    button('retry')!.click();
    await until(() => root().querySelector('[role="status"]')?.textContent?.includes('still under maintenance'), 'the still-closed message');

    await control('status', { maintenance: false });
    const recovered = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('mc-maintenance-recovered', (event) => resolve(event as CustomEvent), { once: true }),
    );
    button('retry')!.click();
    expect((await recovered).detail).to.deep.equal({ face: 'maintenance' });
    await until(() => !heading(), 'the page to go');
  });

  it('shows access denied with the IP, and an English line for a Chinese reader', async () => {
    await control('status', { regionRestriction: true, ip: '198.51.100.4' });
    await setLanguage('CN');
    await mount();
    await until(() => heading()?.textContent?.startsWith('访问受限'), 'the access-denied heading');
    expect(heading()!.querySelector('[lang="en"]')?.textContent).to.equal('Access denied');
    expect(root().querySelector('[part="ip"]')?.textContent).to.equal('您的 IP：198.51.100.4');
    expect(button('retry')).to.equal(null);
  });

  it('has no English line in English, and follows the face attribute over the status', async () => {
    await loadStatus();
    await mount('face="denied"');
    await until(() => heading()?.textContent === 'Access denied', 'the forced face');
    expect(heading()!.querySelector('[lang="en"]')).to.equal(null);
    el.setAttribute('face', 'maintenance');
    await until(() => heading()?.textContent === 'System Maintenance', 'the other face');
  });

  it('renders nothing while the platform is open', async () => {
    await mount();
    await until(() => merchantStatus.value, 'the status');
    await until(() => !root().querySelector('[aria-busy]'), 'the loading state to end');
    expect(root().querySelector('section')).to.equal(null);
  });

  it('leaves out an end time it cannot read', async () => {
    await control('status', { maintenance: true, maintenanceEnd: 'soon-ish' });
    await mount();
    await until(() => heading(), 'the heading');
    expect(root().querySelector('[part="end-time"]')).to.equal(null);
  });

  describe('end time', () => {
    it('reads end times as epoch ms or s, ISO, or platform time (UTC+8) without a zone', () => {
      expect(maintenanceEndDate(1893456000000)?.toISOString()).to.equal('2030-01-01T00:00:00.000Z');
      expect(maintenanceEndDate('1893456000')?.toISOString()).to.equal('2030-01-01T00:00:00.000Z');
      expect(maintenanceEndDate('2030-01-01 08:00:00')?.toISOString()).to.equal('2030-01-01T00:00:00.000Z');
      expect(maintenanceEndDate('2030-01-01T08:00:00Z')?.toISOString()).to.equal('2030-01-01T08:00:00.000Z');
      expect(maintenanceEndDate('later')).to.equal(null);
      expect(maintenanceEndDate(null)).to.equal(null);
    });

    it("formats the end time in the player's locale and time zone", () => {
      expect(formatMaintenanceEnd('2030-01-01 08:00:00', 'en-US', 'UTC')).to.equal('Jan 1, 2030, 12:00 AM');
      expect(formatMaintenanceEnd('2030-01-01 08:00:00', 'zh-CN', 'Asia/Shanghai')).to.contain('2030');
      expect(formatMaintenanceEnd('nope', 'en-US')).to.equal('');
    });
  });
});
