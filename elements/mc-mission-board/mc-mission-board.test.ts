import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { clearSession, loginGuardReleased, loginWithPassword } from '../../src/session/index.js';
import { control, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';

describe('<mc-mission-board>', () => {
  let el: HTMLElement;
  const root = () => el.shadowRoot!;

  beforeEach(async () => {
    useSandbox();
    clearSession();
    await resetSandbox();
    await setLanguage('EN');
    await loginGuardReleased();
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
  });

  afterEach(() => {
    el?.remove();
    clearSession();
  });

  after(() => setLanguage('CN'));

  function mount(): void {
    el = document.createElement('mc-mission-board');
    document.body.append(el);
  }

  it('ranks the entries and marks the member\'s own row', async () => {
    mount();
    const mine = await until(() => root().querySelector('tr[aria-current="true"]'), 'the member row');
    expect(mine.textContent).to.contain('demo');
    expect(mine.getAttribute('part')).to.equal('row self');
    expect(root().querySelector('[part="my-rank"]')!.textContent).to.equal('Your rank: #7 · 18,240 points');
    expect(root().querySelectorAll('tbody tr')).to.have.length(16);
  });

  it('says so when the board is empty', async () => {
    await control('rewards', { leaderboard: { players: [], selfScore: null } });
    mount();
    const empty = await until(() => root().querySelector('[part="empty"]'), 'the empty message');
    expect(empty.textContent).to.equal('Nobody is on the board yet this week. Be the first!');
  });

  it('asks a visitor to log in instead of failing', async () => {
    clearSession();
    mount();
    const message = await until(() => root().querySelector('[part="error"]'), 'the message');
    expect(message.textContent).to.equal('Log in to see this page.');
    expect(message.querySelector('button')).to.equal(null);
  });
});
