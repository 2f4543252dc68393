import { expect } from 'chai';
import './index.js';
import { clearSession } from '../../src/session/index.js';
import { control, fault, received } from '../../test/browser/sandbox.js';
import { freshStart, logInAs, mountElement } from '../../test/browser/member.js';
import { sleep, until } from '../../test/browser/wait.js';
import { rangeStart } from './records.js';

describe('<mc-records>', () => {
  let mounted: ReturnType<typeof mountElement> | undefined;
  const rows = () => [...mounted!.el.shadowRoot!.querySelectorAll('[part=record]')];
  const button = (selector: string) => mounted!.$<HTMLButtonElement>(selector)!;
  beforeEach(freshStart);
  afterEach(() => {
    mounted?.el.remove();
    clearSession();
  });

  it('tells a visitor the records are for members', async () => {
    mounted = mountElement('mc-records');
    await until(() => mounted!.$('.note'), 'the note');
    expect(mounted.$('.note')!.textContent).to.equal('Log in to see this page.');
    await sleep(50);
    expect(await received('/wps/member/records')).to.deep.equal([]);
  });

  it('lists the last 7 days by day, newest first, with signed amounts and the balance after each', async () => {
    await logInAs();
    mounted = mountElement('mc-records');
    await until(() => rows().length > 0, 'the records');
    expect(button('[data-range="7d"]').getAttribute('aria-pressed')).to.equal('true');
    expect(mounted.$('.day__title')!.textContent).to.match(/^(Today|Yesterday)$/);
    const first = rows()[0]!;
    expect(first.querySelector('[part=record-amount]')!.textContent).to.match(/^[+−]/);
    expect(first.querySelector('[part=record-amount]')!.getAttribute('dir')).to.equal('ltr');
    expect(first.querySelector('.after')!.textContent).to.match(/^Balance /);
    const [call] = await received('/wps/member/records');
    expect(call!.query).to.deep.include({ type: 'all', page: '1', pageSize: '20', from: String(rangeStart('7d')) });
  });

  it('filters by type and period, and loads the next page on the button', async () => {
    await logInAs();
    mounted = mountElement('mc-records', 'range="30d"');
    await until(() => rows().length === 20, 'the first page');
    button('[part=load-more]').click();
    await until(() => rows().length === 40, 'the second page');
    expect(new Set(rows().map((row) => row.querySelector('[part=record-amount]')!.textContent)).size).to.be.greaterThan(1);
    button('[data-type=game]').click();
    await until(() => button('[data-type=game]').getAttribute('aria-pressed') === 'true' && rows().length > 0 && rows().every((row) => row.getAttribute('data-kind') === 'game'), 'the game results');
    const titles = rows().map((row) => row.querySelector('.title')!.textContent);
    expect(titles).to.satisfy((list: string[]) => list.every((title) => title.length > 0));
    button('[data-range=today]').click();
    await until(async () => (await received('/wps/member/records')).at(-1)?.query.from === String(rangeStart('today')), 'the call for today');
  });

  it('shows the empty state for a player with no records', async () => {
    await control('players', { username: 'newbie02', password: 'newbie1234' });
    await logInAs('newbie02', 'newbie1234');
    mounted = mountElement('mc-records');
    const empty = await until(() => mounted!.$('[part=empty]'), 'the empty state');
    expect(empty.textContent).to.equal('No records in this period.');
  });

  it('says when records cannot load and loads them on retry; a malformed row is left out', async () => {
    await logInAs();
    await fault({ path: '/wps/member/records', status: 500, body: { success: false, errorCode: 'server.error', message: 'down' }, times: 1 });
    mounted = mountElement('mc-records');
    const error = await until(() => mounted!.$('[part=error]'), 'the error');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.contain('Your records could not be loaded.');
    await fault({
      path: '/wps/member/records',
      body: { success: true, value: { currency: 'BRL', hasMore: false, list: [
        { id: 'W1', type: 'deposit', title: 'PIX', amount: 20, balance: 20, createdAt: Date.now() },
        { id: 'W2', type: 'mystery', amount: 5, createdAt: Date.now() },
        { id: 'W3', type: 'game', title: 'Super Ace', amount: 'x', createdAt: Date.now() },
        'junk',
      ] } },
      times: 1,
    });
    error.querySelector('button')!.click();
    await until(() => rows().length === 1, 'the one good row');
    expect(rows()[0]!.querySelector('.title')!.textContent).to.equal('PIX');
    expect(mounted.$('[part=end]')!.textContent).to.equal('That is everything for this period.');
  });
});
