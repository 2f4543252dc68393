import { expect } from 'chai';
import './index.js';
import { clearSession } from '../../src/session/index.js';
import { type } from '../../test/browser/forms.js';
import { control, fault, received } from '../../test/browser/sandbox.js';
import { freshStart, logInAs, mountElement } from '../../test/browser/member.js';
import { sleep, until } from '../../test/browser/wait.js';
import { feeOf, maskedAccount, readWithdrawalInfo } from './withdrawal.js';

describe('<mc-withdraw>', () => {
  let mounted: ReturnType<typeof mountElement> | undefined;
  const part = <T extends Element = HTMLElement>(name: string) => mounted!.$<T>(`[part~="${name}"]`);
  beforeEach(freshStart);
  afterEach(() => {
    mounted?.el.remove();
    clearSession();
  });

  it('tells a visitor the page is for members, and asks nothing', async () => {
    mounted = mountElement('mc-withdraw');
    await until(() => mounted!.$('.note'), 'the note');
    expect(mounted.$('.note')!.textContent).to.equal('Log in to see this page.');
    await sleep(50);
    expect(await received('/wps/member/withdrawal')).to.deep.equal([]);
  });

  it('shows the PIX key and the terms, checks the amount first, and requests a confirmed withdrawal', async () => {
    await logInAs();
    mounted = mountElement('mc-withdraw');
    const events: unknown[] = [];
    document.addEventListener('mc-withdraw', (event) => events.push((event as CustomEvent).detail), { once: true });
    const amount = await until(() => part<HTMLInputElement>('amount'), 'the amount');
    expect(part('account')!.textContent).to.contain('123•••9-09');
    expect(part('rules')!.textContent).to.contain('R$');
    type(amount, '5');
    part<HTMLButtonElement>('continue')!.click();
    expect((await until(() => part('amount-error'), 'the error')).textContent).to.match(/^The smallest withdrawal is R\$.?20,00\.$/);
    type(amount, '100');
    expect(part('received')!.textContent).to.match(/R\$.?99,00/);
    part<HTMLButtonElement>('continue')!.click();
    const secret = await until(() => part<HTMLInputElement>('secret'), 'the password');
    type(secret, 'wrong-password');
    part<HTMLButtonElement>('confirm')!.click();
    expect((await until(() => part('confirm-error'), 'the refusal')).textContent).to.equal('The password is incorrect.');
    type(secret, 'demo1234');
    part<HTMLButtonElement>('confirm')!.click();
    await until(() => part('result'), 'the result');
    expect(events).to.have.length(1);
    const posts = (await received('/wps/member/withdrawal')).filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).to.deep.equal([{ amount: 100, password: 'wrong-password' }, { amount: 100, password: 'demo1234' }]);
  });

  it('asks for the payout account first when there is none, and keeps what was typed when it is refused', async () => {
    await logInAs();
    await control('withdrawals', { username: 'demo', account: null });
    mounted = mountElement('mc-withdraw');
    await until(() => part('account-form'), 'the account form');
    mounted.$<HTMLButtonElement>('[data-type=email]')!.click();
    type(part<HTMLInputElement>('account-pixKey')!, 'not-an-email');
    type(part<HTMLInputElement>('account-holderName')!, 'Ana Souza');
    part<HTMLButtonElement>('account-save')!.click();
    expect((await until(() => part('account-error'), 'the refusal')).textContent).to.equal('This payout account is not valid. Please check it.');
    expect(part<HTMLInputElement>('account-holderName')!.value).to.equal('Ana Souza');
    type(part<HTMLInputElement>('account-pixKey')!, 'ana@example.com');
    part<HTMLButtonElement>('account-save')!.click();
    await until(() => part('amount'), 'the amount step');
    expect(part('account')!.textContent).to.contain('an•••@example.com');
  });

  it('says when the page cannot load and loads it on retry', async () => {
    await logInAs();
    await fault({ path: '/wps/member/withdrawal', status: 500, body: { success: false, errorCode: 'server.error', message: 'down' }, times: 1 });
    mounted = mountElement('mc-withdraw');
    const error = await until(() => part('error'), 'the error');
    expect(error.getAttribute('role')).to.equal('alert');
    error.querySelector('button')!.click();
    await until(() => part('amount'), 'the page');
  });

  it('reads a malformed answer on the safe side, and computes the fee as the platform does', () => {
    const info = readWithdrawalInfo({ withdrawable: 'lots', maxAmount: null, account: { type: 'pix', pixKeyType: 'passport', pixKey: 'x' }, confirm: 'sms' });
    expect([info.withdrawable, info.maxAmount, info.account, info.confirm]).to.deep.equal([0, 0, null, 'password']);
    expect(() => readWithdrawalInfo('junk')).to.throw();
    expect(feeOf({ feePercent: 1, feeMin: 1 }, 50)).to.equal(1);
    expect(feeOf({ feePercent: 1, feeMin: 1 }, 250)).to.equal(2.5);
    expect(feeOf({ feePercent: 0, feeMin: 5 }, 3)).to.equal(3);
    expect(maskedAccount({ type: 'bank', bankName: 'B', accountNumber: '0071 0012 3456 7', holderName: 'N' })).to.equal('007•••4567');
  });
});
