import { expect } from 'chai';
import './index.js';
import { parseAmount } from './mc-deposit-center.js';
import { setLanguage } from '../../src/i18n/index.js';
import { clearSession, loginGuardReleased, loginWithPassword } from '../../src/session/index.js';
import { control, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';

describe('<mc-deposit-center>', () => {
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
    // A player who has not deposited yet: the count starts at 0.
    await control('wallet', { username: 'demo', clear: true });
    await setLanguage('PT-BR');
    await loginGuardReleased();
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
  });

  afterEach(() => {
    el?.remove();
    clearSession();
  });

  after(() => setLanguage('CN'));

  it('reads amounts in either decimal convention', () => {
    expect(parseAmount('1.234,56')).to.equal(1234.56);
    expect(parseAmount('1,234.56')).to.equal(1234.56);
    expect(parseAmount('R$ 250,5')).to.equal(250.5);
    expect(parseAmount('100')).to.equal(100);
    expect(parseAmount('1.2.3')).to.equal(null);
    expect(parseAmount('0')).to.equal(null);
    expect(parseAmount('abc')).to.equal(null);
  });

  it('shows channels and amounts in the player\'s locale, and a deposit fires mc-track', async () => {
    const tracked: CustomEvent[] = [];
    const listener = (event: Event) => tracked.push(event as CustomEvent);
    document.addEventListener('mc-track', listener);
    el = document.createElement('mc-deposit-center');
    document.body.append(el);
    const amounts = await until(() => all('[part="amount"]'), 'the quick amounts');
    expect(amounts[5]!.textContent).to.equal('R$\u00a01.000,00');
    expect(root().querySelector('[part="statistics"]')!.textContent).to.contain('Depósitos concluídos: 0');
    amounts[0]!.click();
    await until(() => root().querySelector<HTMLButtonElement>('[part="submit"]')!.textContent === 'Depositar R$\u00a020,00', 'the amount on the button');
    root().querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    await until(() => tracked.length, 'the tracking event');
    document.removeEventListener('mc-track', listener);
    expect(tracked[0]!.detail).to.deep.equal({ name: 'deposit', amount: 20, currency: 'BRL', firstDeposit: true });
    expect(tracked[0]!.composed).to.equal(true);
    await until(() => root().querySelector('[part="statistics"]')!.textContent!.includes('Depósitos concluídos: 1'), 'the new count');
  });
});
