import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { clearSession, loginGuardReleased, loginWithPassword } from '../../src/session/index.js';
import { control, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';

describe('<mc-point-market>', () => {
  let el: HTMLElement;
  const root = () => el.shadowRoot!;
  const all = (selector: string) => {
    const found = [...root().querySelectorAll<HTMLButtonElement>(selector)];
    return found.length ? found : null;
  };

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

  it('shows the points and items; what the member cannot afford says so and cannot be redeemed', async () => {
    await control('rewards', { points: { username: 'demo', points: 1500 } });
    el = document.createElement('mc-point-market');
    document.body.append(el);
    const buttons = await until(() => all('[part="redeem"]'), 'the items');
    expect(root().querySelector('[part="balance"]')!.textContent).to.contain('1,500');
    expect(buttons[0]!.disabled).to.equal(false);
    expect(buttons[1]!.disabled).to.equal(true);
    expect(buttons[1]!.textContent).to.equal('Not enough points');
    expect(buttons[4]!.disabled).to.equal(true);
  });

  it('redeems after the confirmation and fires mc-point-market-redeem', async () => {
    const redeemed: CustomEvent[] = [];
    const listener = (event: Event) => redeemed.push(event as CustomEvent);
    document.addEventListener('mc-point-market-redeem', listener);
    el = document.createElement('mc-point-market');
    document.body.append(el);
    (await until(() => root().querySelector<HTMLButtonElement>('[part="redeem"]'), 'an item')).click();
    const confirm = await until(() => root().querySelector('dialog[part="confirm"]'), 'the confirmation');
    expect(confirm.textContent).to.contain('You will have 11,500 points left.');
    confirm.querySelectorAll<HTMLButtonElement>('.mc-dialog__actions button')[1]!.click();
    const result = await until(() => root().querySelector('dialog[part="result"]'), 'the result');
    expect(result.textContent).to.contain('Order MO-000001');
    document.removeEventListener('mc-point-market-redeem', listener);
    expect(redeemed[0]!.detail).to.deep.equal({ itemId: 'M-01', orderId: 'MO-000001', points: 11500 });
  });

  it('counts points in the form each number needs, in English and in Russian', async () => {
    await control('rewards', { points: { username: 'demo', points: 1001 } });
    el = document.createElement('mc-point-market');
    document.body.append(el);
    (await until(() => root().querySelector<HTMLButtonElement>('[part="redeem"]'), 'an item')).click();
    const confirm = await until(() => root().querySelector('dialog[part="confirm"]'), 'the confirmation');
    expect(confirm.textContent).to.contain('Bonus credit R$ 10 for 1,000 points.');
    expect(confirm.textContent).to.contain('You will have 1 point left.');
    await setLanguage('RU');
    await until(() => (confirm.textContent!.includes('останется 1 балл.') ? confirm : null), 'the Russian confirmation');
    expect(confirm.textContent).to.contain('баллов.');
    await setLanguage('EN');
  });
});
