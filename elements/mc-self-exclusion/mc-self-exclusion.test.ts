import { expect } from 'chai';
import './index.js';
import { errorMessage, isApiError } from '../../src/api/index.js';
import { formatDateTime } from '../../src/i18n/index.js';
import { clearSession, isLoggedIn, loginGuardReleased, loginWithPassword } from '../../src/session/index.js';
import { fault, received } from '../../test/browser/sandbox.js';
import { freshStart, mountElement } from '../../test/browser/member.js';
import { sleep, until } from '../../test/browser/wait.js';
import { breakEnd } from './self-exclusion.js';

const HOUR = 3_600_000;

describe('<mc-self-exclusion>', () => {
  let mounted: ReturnType<typeof mountElement> | undefined;
  const navigations: string[] = [];
  const keepHere = (event: Event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent<{ path: string; reason: string }>).detail.reason);
  };
  const dialog = (part: string) => mounted!.$<HTMLDialogElement>(`dialog[part=${part}]`);
  const deepFocus = () => mounted!.el.shadowRoot!.activeElement;
  beforeEach(async () => {
    await freshStart();
    navigations.length = 0;
    document.addEventListener('mc-navigate', keepHere);
  });
  afterEach(() => {
    document.removeEventListener('mc-navigate', keepHere);
    mounted?.el.remove();
    clearSession();
    localStorage.clear();
  });

  it('tells a visitor the page is for members', async () => {
    mounted = mountElement('mc-self-exclusion');
    await until(() => mounted!.$('.note'), 'the note');
    expect(mounted.$('.note')!.textContent).to.equal('Log in to take a break from play.');
  });

  it('takes a 24-hour time-out after two confirmations, logs out and forgets the remembered login', async () => {
    await loginWithPassword({ username: 'demo', password: 'demo1234' }, { remember: true });
    expect(localStorage.getItem('remPass')).to.be.a('string');
    expect(localStorage.getItem('autoLogin')).to.equal('1');
    mounted = mountElement('mc-self-exclusion');
    const periods = () => [...mounted!.el.shadowRoot!.querySelectorAll('[part=period]')];
    await until(() => periods().length === 6, 'the periods');
    expect(periods().map((button) => button.textContent)).to.deep.equal(['24 hours', '7 days', '30 days', '6 months', '1 year', 'Permanent']);
    const started: unknown[] = [];
    mounted.el.addEventListener('mc-self-exclusion', (event) => started.push((event as CustomEvent).detail));

    const dayButton = mounted.$<HTMLButtonElement>('[data-period="24h"]')!;
    dayButton.focus();
    dayButton.click();
    const first = await until(() => dialog('confirm'), 'the first confirmation');
    expect(first.getAttribute('role')).to.equal('alertdialog');
    expect(first.querySelector('h2')!.textContent).to.equal('Confirm your break: 24 hours');
    // The end is named the player's way; the minute may tick between the page's reckoning and this one.
    const text = first.querySelector('.mc-dialog__text')?.textContent ?? '';
    const expected = [0, -60_000].map((shift) => formatDateTime((breakEnd('24h') ?? 0) + shift, { dateStyle: 'long', timeStyle: 'short' }));
    expect(expected.some((date) => text === `Your break starts now and ends on ${date}. Until then you cannot log in.`), text).to.equal(true);
    expect(deepFocus()?.textContent, 'opens on its cancel button').to.equal('Cancel');

    // Cancel gives the focus back to the period, and nothing was sent.
    (deepFocus() as HTMLButtonElement).click();
    await until(() => !dialog('confirm'), 'the dialog closed');
    expect(deepFocus()).to.equal(dayButton);
    expect(await received('/wps/member/selfExclusion')).to.deep.equal([]);

    dayButton.click();
    (await until(() => mounted!.$<HTMLButtonElement>('[part=continue]'), 'continue')).click();
    const final = await until(() => dialog('final'), 'the final confirmation');
    expect(final.querySelector('h2')!.textContent).to.equal('Are you sure?');
    expect(deepFocus()?.textContent).to.equal('Cancel');
    expect(await received('/wps/member/selfExclusion')).to.deep.equal([]);
    mounted.$<HTMLButtonElement>('[part=take-break]')!.click();

    await until(() => !isLoggedIn.value, 'logged out');
    const [call] = await received('/wps/member/selfExclusion');
    expect(call!.body).to.deep.equal({ kind: 'timeout', period: '24h' });
    expect(localStorage.getItem('remPass')).to.equal(null);
    expect(localStorage.getItem('autoLogin')).to.equal('0');
    expect(navigations).to.deep.equal(['self-exclusion']);
    expect(started).to.have.length(1);
    const until24h = (started[0] as { until: number }).until;
    expect(started[0]).to.deep.include({ kind: 'timeout', period: '24h' });
    expect(Math.abs(until24h - (Date.now() + 24 * HOUR))).to.be.lessThan(60_000);
    expect(mounted.$('.note')!.textContent).to.equal('Log in to take a break from play.');

    // Logging in again is refused, in the kit's own sentence naming the end.
    await loginGuardReleased();
    const refusal = await loginWithPassword({ username: 'demo', password: 'demo1234' }, { alert: false }).catch((error: unknown) => error);
    expect(isApiError(refusal) && refusal.code).to.equal('member.excluded');
    const date = formatDateTime(until24h, { dateStyle: 'long', timeStyle: 'short' });
    expect(errorMessage(refusal as never)).to.equal(`Your account is on a break from play until ${date}. You cannot log in before then.`);
  });

  it('keeps the player logged in, and the dialog open with the reason, when the platform fails', async () => {
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
    await fault({ path: '/wps/member/selfExclusion', status: 200, body: { success: false, errorCode: 'server.busy', message: 'Busy.' }, times: 1 });
    mounted = mountElement('mc-self-exclusion');
    (await until(() => mounted!.$<HTMLButtonElement>('[data-period="permanent"]'), 'the periods')).click();
    const first = await until(() => dialog('confirm'), 'the first confirmation');
    expect(first.querySelector('.mc-dialog__text')!.textContent).to.equal('Your account will be closed to play for good. You will not be able to log in again.');
    mounted.$<HTMLButtonElement>('[part=continue]')!.click();
    (await until(() => mounted!.$<HTMLButtonElement>('[part=take-break]'), 'the final button')).click();
    const alert = await until(() => dialog('final')?.querySelector('[role=alert]'), 'the failure');
    expect(alert.textContent).to.have.length.greaterThan(0);
    await sleep(50);
    expect(isLoggedIn.value).to.equal(true);
    expect(navigations).to.deep.equal([]);
  });

  it('names a permanent refusal and clears what this browser remembers when a login is refused', async () => {
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
    mounted = mountElement('mc-self-exclusion');
    (await until(() => mounted!.$<HTMLButtonElement>('[data-period="permanent"]'), 'the periods')).click();
    (await until(() => mounted!.$<HTMLButtonElement>('[part=continue]'), 'continue')).click();
    (await until(() => mounted!.$<HTMLButtonElement>('[part=take-break]'), 'the final button')).click();
    await until(() => !isLoggedIn.value, 'logged out');

    // As another device would hold it: a remembered login with auto-login on.
    localStorage.setItem('remPass', JSON.stringify({ type: 'username', username: 'demo', merchant: 'DEMO' }));
    localStorage.setItem('autoLogin', '1');
    await loginGuardReleased();
    const refusal = await loginWithPassword({ username: 'demo', password: 'demo1234' }, { alert: false }).catch((error: unknown) => error);
    expect(errorMessage(refusal as never)).to.equal('Your account is closed to play for good at your request. You cannot log in.');
    expect(localStorage.getItem('remPass')).to.equal(null);
    expect(localStorage.getItem('autoLogin')).to.equal('0');
  });
});
