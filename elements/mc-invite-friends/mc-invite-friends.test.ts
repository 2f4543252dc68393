import { expect } from 'chai';
import './index.js';
import { clearSession } from '../../src/session/index.js';
import { control } from '../../test/browser/sandbox.js';
import { freshStart, logInAs, mountElement } from '../../test/browser/member.js';
import { until } from '../../test/browser/wait.js';

describe('<mc-invite-friends>', () => {
  let mounted: ReturnType<typeof mountElement>;
  const navigations: string[] = [];
  const onNavigate = (event: Event) => {
    navigations.push((event as CustomEvent<{ path: string }>).detail.path);
    event.preventDefault();
  };
  beforeEach(async () => {
    await freshStart();
    navigations.length = 0;
    document.addEventListener('mc-navigate', onNavigate);
  });
  afterEach(() => {
    document.removeEventListener('mc-navigate', onNavigate);
    mounted?.el.remove();
    clearSession();
  });

  it('sends an agent to agent registration', async () => {
    await control('players', { username: 'agent02', password: 'agent1234', type: 2 });
    await logInAs('agent02', 'agent1234');
    mounted = mountElement('mc-invite-friends');
    await until(() => navigations.includes('/m/agentRegister'), 'the agent redirect');
  });

  it('shows a member’s link with ?r= when the referral promotion is on', async () => {
    await control('switches', { REWCEN3: true });
    await control('promotions', { REFERRAL: { enabled: true, count: 2 } });
    await logInAs();
    mounted = mountElement('mc-invite-friends', 'link-base="https://www.demo-lottery.example/m/index"');
    const field = await until(() => mounted.$<HTMLInputElement>('[part=link]'), 'the link');
    expect(field.value).to.match(/^https:\/\/www\.demo-lottery\.example\/m\/index\?r=R[0-9A-Z]+$/);
    expect(mounted.$('[part=copy]')!.textContent).to.equal('Copy link');
  });

  it('asks a visitor to log in when the promotion is on, and says it is closed when it is not', async () => {
    await control('switches', { REWCEN3: true });
    await control('promotions', { REFERRAL: { enabled: true } });
    mounted = mountElement('mc-invite-friends');
    await until(() => mounted.$('a[href="/m/login"]'), 'the login link');
    mounted.el.remove();
    await control('promotions', { REFERRAL: { enabled: false } });
    mounted = mountElement('mc-invite-friends');
    const closed = await until(() => mounted.$('[data-testid=invite-closed]'), 'the closed note');
    expect(closed.textContent).to.contain('not open right now');
    expect(mounted.$('[part=support]')).to.not.equal(null);
  });
});
