import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { loadStatus, merchantStatus } from '../../src/platform/index.js';
import { clearSession, loginInProgress, loginWithPassword } from '../../src/session/index.js';
import { chatSeen } from '../../src/support/index.js';
import { unreadCount } from './unread.js';
import { notices } from '../../src/ui/notices.js';
import { control, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { loginGuardOpen, until } from '../../test/browser/wait.js';

describe('<mc-support>', () => {
  let el: HTMLElement;
  const button = () => el.shadowRoot!.querySelector<HTMLButtonElement>('button');
  const badge = () => el.shadowRoot!.querySelector('[part="badge"]');

  async function mount(attributes = ''): Promise<void> {
    const holder = document.createElement('div');
    holder.innerHTML = `<mc-support ${attributes}></mc-support>`;
    el = holder.firstElementChild as HTMLElement;
    document.body.append(el);
    await until(() => button(), 'the support button');
  }

  beforeEach(async () => {
    useSandbox();
    clearSession();
    notices.value = [];
    unreadCount.value = 0;
    merchantStatus.value = null;
    await resetSandbox();
    await setLanguage('EN');
  });

  afterEach(() => {
    el?.remove();
    for (const notice of notices.value) notice.close();
    clearSession();
  });

  it('is a labelled button without a badge for a visitor', async () => {
    await mount();
    expect(button()!.textContent).to.equal('Customer service');
    await until(() => merchantStatus.value, 'the status');
    expect(badge()).to.equal(null);
  });

  it('takes its label from the attribute', async () => {
    await mount('label="Help"');
    expect(button()!.textContent).to.equal('Help');
  });

  it('shows the unread count of the CBS chat for a member, with an accessible name', async () => {
    await control('switches', { CBS3: true });
    await control('support', { unread: 12 });
    await mount();
    await loadStatus();
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
    await until(() => badge()?.textContent === '12', 'the badge');
    expect(badge()!.getAttribute('aria-label')).to.equal('12 unread messages');
    expect((await received('/wps/relay/CBS_unreadCount')).length).to.be.greaterThan(0);
  });

  it('clears the badge once the chat has been seen, and asks the platform again', async () => {
    await control('switches', { CBS3: true });
    await control('support', { unread: 2 });
    await mount();
    await loadStatus();
    await loginGuardOpen(loginInProgress);
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
    await until(() => badge()?.textContent === '2', 'the badge');
    const asked = (await received('/wps/relay/CBS_unreadCount')).length;
    await control('support', { unread: 0 });
    chatSeen.value += 1;
    await until(() => badge() === null, 'the badge to clear');
    await until(async () => (await received('/wps/relay/CBS_unreadCount')).length > asked, 'the count asked again');
  });

  it('fires a cancelable mc-support-open and does nothing more when it is cancelled', async () => {
    await mount('cs-type="MIDUOKE"');
    await until(() => merchantStatus.value, 'the status');
    const opened = window.open;
    let openedWith: unknown[] | null = null;
    window.open = (...args: unknown[]) => ((openedWith = args), null);
    try {
      const cancel = (event: Event) => event.preventDefault();
      document.addEventListener('mc-support-open', cancel, { once: true });
      button()!.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(openedWith).to.equal(null);

      let detail: unknown = null;
      document.addEventListener('mc-support-open', (event) => (detail = (event as CustomEvent).detail), { once: true });
      button()!.click();
      await until(() => openedWith, 'the provider to open');
      expect(detail).to.deep.equal({ provider: 'MIDUOKE' });
      expect(String(openedWith![0])).to.match(/\/support\/chat\?provider=MIDUOKE$/);
      expect(openedWith![2]).to.include('noopener');
    } finally {
      window.open = opened;
    }
  });
});
