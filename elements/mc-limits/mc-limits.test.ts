import { expect } from 'chai';
import './index.js';
import { clearSession } from '../../src/session/index.js';
import { type } from '../../test/browser/forms.js';
import { received } from '../../test/browser/sandbox.js';
import { freshStart, logInAs, mountElement } from '../../test/browser/member.js';
import { sleep, until } from '../../test/browser/wait.js';
import { readLimits } from './limits.js';

describe('<mc-limits>', () => {
  let mounted: ReturnType<typeof mountElement> | undefined;
  const card = (kind: string) => mounted!.$(`[data-limit=${kind}]`)!;
  beforeEach(freshStart);
  afterEach(() => {
    mounted?.el.remove();
    clearSession();
  });

  it('tells a visitor the limits are for members, and asks nothing', async () => {
    mounted = mountElement('mc-limits');
    await until(() => mounted!.$('.note'), 'the note');
    expect(mounted.$('.note')!.textContent).to.equal('Log in to see this page.');
    await sleep(50);
    expect(await received('/wps/member/limits')).to.deep.equal([]);
  });

  it('sets a first daily limit at once, and shows a raise as pending with its time', async () => {
    await logInAs();
    mounted = mountElement('mc-limits');
    await until(() => mounted!.$('[data-limit=day]'), 'the limits');
    expect(card('day').querySelector('[part~=limit-value]')!.textContent).to.equal('No limit');
    const submit = async (value: string) => {
      if (!card('day').querySelector('form')) card('day').querySelector<HTMLButtonElement>('[part~=edit]')!.click();
      type(await until(() => card('day').querySelector<HTMLInputElement>('input'), 'the form'), value);
      card('day').querySelector<HTMLButtonElement>('[part~=save]')!.click();
    };
    const change = async (value: string) => {
      await submit(value);
      await until(() => !card('day').querySelector('form'), 'the saved change');
    };
    await submit('abc');
    const error = await until(() => card('day').querySelector('[role=alert]'), 'the error');
    expect(error.textContent).to.equal('Enter an amount above 0 with at most two decimals.');
    await change('250');
    expect(mounted.$('[part~=saved]')!.textContent).to.equal('Saved. The new limit applies now.');
    expect(card('day').querySelector('[part~=limit-value]')!.textContent).to.match(/250[.,]00/);
    await change('900');
    expect(mounted.$('[part~=saved]')!.textContent).to.match(/^Saved\. The change applies on /);
    expect(card('day').querySelector('[part~=pending]')!.textContent).to.match(/^Changes to .*900[.,]00 on /);
    const posts = (await received('/wps/member/limits')).filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).to.deep.equal([{ day: 250 }, { day: 900 }]);
  });

  it('reads a malformed answer as no limits rather than as numbers the player never set', () => {
    const limits = readLimits({ currency: 7, deposit: { day: { limit: 'x', used: -1 }, week: null }, session: { limitMinutes: { minutes: 30 }, pending: { appliesAt: 'soon' } } });
    expect(limits.deposit.day).to.deep.equal({ limit: null, used: 0, left: null, resetsAt: null, pending: null });
    expect(limits.deposit.week.limit).to.equal(null);
    expect(limits.session).to.deep.equal({ limitMinutes: null, endsAt: null, pending: null });
    expect(() => readLimits(null)).to.throw();
  });
});
