import { expect } from 'chai';
import './index.js';
import { clearSession } from '../../src/session/index.js';
import { control, fault } from '../../test/browser/sandbox.js';
import { freshStart, logInAs, mountElement } from '../../test/browser/member.js';
import { until } from '../../test/browser/wait.js';

describe('<mc-member-benefits>', () => {
  let mounted: ReturnType<typeof mountElement>;
  beforeEach(freshStart);
  afterEach(() => {
    mounted?.el.remove();
    clearSession();
  });

  it('lists each VIP level with what it gives and marks the member’s own', async () => {
    await logInAs();
    mounted = mountElement('mc-member-benefits');
    await until(() => mounted.el.shadowRoot!.querySelectorAll('[part=level]').length === 5, 'five levels');
    const current = mounted.$('[aria-current=true]')!;
    // Amounts in the merchant's currency, which is Brazil's: written as Brazilians write it.
    expect(current.textContent).to.contain('Gold').and.contain('Level 3').and.contain('Your level').and.contain('R$\u00a05.000,00').and.contain('R$\u00a088,00');
  });

  it('says so when there are no levels, and offers a retry when the call fails', async () => {
    await logInAs();
    await fault({ path: '/wps/member/benefits', status: 500, body: { success: false, errorCode: 'benefits.down', message: 'down' }, times: 1 });
    mounted = mountElement('mc-member-benefits');
    const alert = await until(() => mounted.$('[role=alert]'), 'the error');
    // The server's message for a code the kit has no text for, when it sent one (SPEC §8); its own words otherwise.
    expect(alert.textContent).to.contain('down');
    await control('benefits', { levels: [] });
    mounted.$<HTMLButtonElement>('[role=alert] button')!.click();
    await until(() => mounted.el.shadowRoot!.textContent!.includes('No VIP levels have been set up yet.'), 'the empty note');
  });
});
