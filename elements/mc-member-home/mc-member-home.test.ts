import { expect } from 'chai';
import './index.js';
import { language, setLanguage } from '../../src/i18n/index.js';
import { clearSession, isLoggedIn } from '../../src/session/index.js';
import { received } from '../../test/browser/sandbox.js';
import { freshStart, logInAs, mountElement } from '../../test/browser/member.js';
import { sleep, until } from '../../test/browser/wait.js';

describe('<mc-member-home>', () => {
  let mounted: ReturnType<typeof mountElement>;
  beforeEach(freshStart);
  afterEach(() => {
    mounted?.el.remove();
    clearSession();
  });
  after(async () => {
    await setLanguage('CN');
    localStorage.removeItem('language');
  });

  it('asks a visitor to log in', async () => {
    mounted = mountElement('mc-member-home');
    const link = await until(() => mounted.$<HTMLAnchorElement>('a[href="/m/login"]'), 'the login link');
    expect(link.textContent).to.equal('Log in');
  });

  it('shows the profile, VIP card and shortcuts, switches language and logs out', async () => {
    await logInAs();
    mounted = mountElement('mc-member-home');
    const name = await until(() => mounted.$('[data-testid=member-name]'), 'the member name');
    expect(name.textContent).to.equal('demo');
    await until(() => mounted.$('[part=vip-card]'), 'the VIP card');
    const links = [...mounted.el.shadowRoot!.querySelectorAll('.shortcut')].map((node) => node.textContent);
    expect(links).to.include.members(['Deposit', 'Invite friends', 'Feedback', 'Customer service']);

    const select = mounted.$<HTMLSelectElement>('select')!;
    select.value = 'VI';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => language.value === 'VI', 'the language switch');
    // The account learns the pick (an earlier pick may have been saved at login, hence the last call).
    let calls: Awaited<ReturnType<typeof received>> = [];
    for (let i = 0; i < 100 && calls.at(-1)?.body?.language !== 'VI'; i++) {
      calls = await received('/wps/member/language');
      if (calls.at(-1)?.body?.language !== 'VI') await sleep(20);
    }
    expect(calls.at(-1)!.body).to.deep.equal({ language: 'VI' });

    const loggedOut = new Promise((resolve) => mounted.el.addEventListener('mc-member-home-logout', resolve, { once: true }));
    mounted.$<HTMLButtonElement>('[part=logout]')!.click();
    await loggedOut;
    expect(isLoggedIn.value).to.equal(false);
  });
});
