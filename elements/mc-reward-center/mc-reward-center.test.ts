import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { clearSession, loginGuardReleased, loginWithPassword } from '../../src/session/index.js';
import { merchantStatus } from '../../src/platform/merchant-status.js';
import { control, fault, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';

describe('<mc-reward-center>', () => {
  let el: HTMLElement;
  const root = () => el.shadowRoot!;
  const all = (selector: string) => {
    const found = [...root().querySelectorAll<HTMLButtonElement>(selector)];
    return found.length ? found : null;
  };
  const text = () => root().textContent ?? '';

  function mount(): void {
    el = document.createElement('mc-reward-center');
    document.body.append(el);
  }

  beforeEach(async () => {
    useSandbox();
    clearSession();
    merchantStatus.value = null;
    await resetSandbox();
    await setLanguage('EN');
    await loginGuardReleased();
  });

  afterEach(() => {
    el?.remove();
    clearSession();
  });

  after(() => setLanguage('CN'));

  it('says the reward center is not available while REWCEN3 is off', async () => {
    await control('switches', { REWCEN3: false });
    mount();
    await until(() => root().querySelector('[part="unavailable"]'), 'the unavailable message');
    expect(text()).to.contain('The reward center is not available at the moment.');
  });

  it('shows promotions under category tabs, and a member claims one', async () => {
    await control('switches', { REWCEN3: true });
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
    mount();
    const tabs = await until(() => all('[role="tab"]'), 'the tabs');
    expect([...tabs].map((tab) => tab.textContent)).to.deep.equal(['All', 'Deposit bonuses', 'Lottery', 'VIP & loyalty']);
    expect(root().querySelectorAll('article')).to.have.length(5);
    tabs[2]!.click();
    await until(() => root().querySelectorAll('article').length === 1, 'the lottery card only');
    root().querySelector<HTMLButtonElement>('[part="claim"]')!.click();
    await until(() => root().querySelector('[part="claimed"]'), 'the claimed badge');
  });

  it('shows the failure with a retry that loads again', async () => {
    await control('switches', { REWCEN3: true });
    await fault({ path: '/wps/relay/PROMOFE_', status: 500, times: 1 });
    mount();
    const retry = await until(() => root().querySelector<HTMLButtonElement>('[part="error"] button'), 'the retry button');
    retry.click();
    await until(() => root().querySelectorAll('article').length === 5, 'the cards');
  });
});
