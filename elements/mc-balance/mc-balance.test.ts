import { expect } from 'chai';
import './index.js';
import { clearSession } from '../../src/session/index.js';
import { control, fault, received } from '../../test/browser/sandbox.js';
import { freshStart, logInAs, mountElement } from '../../test/browser/member.js';
import { sleep, until } from '../../test/browser/wait.js';
import { hiddenKey, setAmountHidden } from './wallet.js';

describe('<mc-balance>', () => {
  let mounted: ReturnType<typeof mountElement>[] = [];
  const mount = (attributes = '') => {
    const one = mountElement('mc-balance', attributes);
    mounted.push(one);
    return one;
  };
  const amount = (one: ReturnType<typeof mountElement>) => one.$('[part=amount]')?.textContent ?? '';
  beforeEach(async () => {
    await freshStart();
    setAmountHidden(false);
  });
  afterEach(() => {
    for (const one of mounted) one.el.remove();
    mounted = [];
    clearSession();
  });

  it('shows nothing to a visitor and asks nothing', async () => {
    const balance = mount();
    await sleep(100);
    expect(balance.el.shadowRoot!.textContent).to.equal('');
    expect(await received('/wps/member/balance')).to.deep.equal([]);
  });

  it('shows the balance in the money format with deposit and records links; two balances share one call', async () => {
    await control('wallet', { username: 'demo', balance: 1234.56 });
    await logInAs();
    const card = mount();
    const header = mount('variant="compact"');
    await until(() => amount(card).includes('234'), 'the amount');
    await until(() => amount(header).includes('234'), 'the header amount');
    expect(await received('/wps/member/balance')).to.have.length(1);
    expect(amount(card)).to.equal(amount(header));
    expect(amount(card)).to.match(/1[.,]234[.,]56/);
    expect(card.$('[part=records]')!.getAttribute('href')).to.equal('/m/member/records');
    expect(card.$('[part=deposit]')!.getAttribute('href')).to.equal('/m/voucherCenter');
    expect(header.$('[part=records]')).to.equal(null);
    expect(card.$('[part=refresh]')!.getAttribute('aria-label')).to.equal('Refresh balance');
  });

  it('says when the balance cannot be loaded, keeps the card\'s links, and retries', async () => {
    await control('wallet', { failBalance: true });
    await logInAs();
    const card = mount();
    const header = mount('variant="compact"');
    await until(() => card.$('[part=retry]'), 'the retry');
    expect(amount(card)).to.equal('Balance unavailable');
    expect(amount(header)).to.equal('Balance unavailable');
    expect(card.$('[part=deposit]')).to.not.equal(null);
    expect(card.$('[part=records]')).to.not.equal(null);
    // Nothing to hide, and no "Balance" label over "Balance unavailable".
    expect(card.$('[part=hide]')).to.equal(null);
    expect(header.$('.label-room')!.hidden).to.equal(true);
    await control('wallet', { failBalance: false, username: 'demo', balance: 12.5 });
    card.$<HTMLButtonElement>('[part=retry]')!.click();
    await until(() => amount(header).includes('12'), 'the amount after the retry');
    expect(card.$('[part=retry]')).to.equal(null);
  });

  it('hides the amount on every balance and remembers it on the device', async () => {
    await logInAs();
    const card = mount();
    const header = mount('variant="compact"');
    await until(() => card.$('[data-testid=balance-amount]'), 'the amount');
    card.$<HTMLButtonElement>('[part=hide]')!.click();
    await until(() => amount(header) === '••••••', 'the hidden amount');
    expect(amount(card)).to.equal('••••••');
    expect(card.$('[part=amount]')!.getAttribute('aria-label')).to.equal('Balance hidden');
    expect(hiddenKey.read()).to.equal(true);
    expect(localStorage.getItem('MC_BALANCE_HIDDEN')).to.equal('true');
    header.$<HTMLButtonElement>('[part=hide]')!.click();
    await until(() => amount(card) !== '••••••', 'the amount again');
    expect(hiddenKey.read()).to.equal(false);
  });

  it('keeps the last known amount after a failed refresh, marked and announced, until one succeeds', async () => {
    await control('wallet', { username: 'demo', balance: 50 });
    await logInAs();
    const card = mount();
    await until(() => amount(card).includes('50'), 'the amount');
    const shown = amount(card);
    await control('wallet', { failBalance: true });
    card.$<HTMLButtonElement>('[part=refresh]')!.click();
    const status = await until(() => card.$('[part=status]')?.textContent ? card.$('[part=status]') : null, 'the stale mark');
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.equal('Not up to date');
    expect(amount(card)).to.equal(shown);
    expect(card.$('.amount--stale')).to.not.equal(null);
    await control('wallet', { failBalance: false, username: 'demo', balance: 75 });
    card.$<HTMLButtonElement>('[part=refresh]')!.click();
    await until(() => amount(card).includes('75'), 'the new amount');
    expect(card.$('[part=status]')!.textContent).to.equal('');
  });

  it('asks again after a deposit and when the page is seen again, but not for a balance shown within 10 s', async () => {
    await logInAs();
    const first = mount();
    await until(() => first.$('[data-testid=balance-amount]'), 'the amount');
    mount('variant="compact"');
    await sleep(100);
    expect(await received('/wps/member/balance')).to.have.length(1);
    document.dispatchEvent(new CustomEvent('mc-deposit', { detail: { amount: 10 } }));
    await until(async () => (await received('/wps/member/balance')).length === 2, 'the call after a deposit');
    // A refresh asked while a call is on its way joins that call: the page is seen again once it has answered.
    await until(() => first.$('[part=balance]')?.getAttribute('aria-busy') === 'false', 'the answer after a deposit');
    document.dispatchEvent(new Event('visibilitychange'));
    await until(async () => (await received('/wps/member/balance')).length === 3, 'the call when seen again');
  });

  it('says the balance is unavailable, without a crash, for an answer with no amount', async () => {
    await logInAs();
    await fault({ path: '/wps/member/balance', body: { success: true, value: { balance: 'lots' } }, times: 1 });
    const card = mount();
    await until(() => card.$('.amount--none'), 'the unavailable note');
    expect(card.$('.amount--none')!.textContent).to.equal('Balance unavailable');
  });
});
