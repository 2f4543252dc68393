import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { merchantStatus } from '../../src/platform/index.js';
import { clearSession } from '../../src/session/index.js';
import { notices } from '../../src/ui/notices.js';
import { control, fault, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { fieldError, noticeMessage, toastTexts, type } from '../../test/browser/forms.js';
import { until } from '../../test/browser/wait.js';

type LoginElement = HTMLElementTagNameMap['mc-login'];

describe('<mc-login> password reset', () => {
  let el: LoginElement;
  const events: CustomEvent[] = [];
  const record = (event: Event) => events.push(event as CustomEvent);

  const root = () => el.shadowRoot!;
  const forgot = () => root().querySelector<HTMLButtonElement>('[part="forgot"]');
  const reset = () => root().querySelector<HTMLElement>('[part="reset"]');
  const field = (name: string) => reset()!.querySelector<HTMLInputElement>(`input[name="${name}"]:not([hidden])`)!;
  const submit = () => reset()!.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const step = () => reset()?.dataset.step;

  async function mount(attributes = ''): Promise<void> {
    const holder = document.createElement('div');
    holder.innerHTML = `<mc-login no-redirect ${attributes}></mc-login>`;
    el = holder.firstElementChild as LoginElement;
    document.body.append(el);
    await until(() => root()?.querySelector('form[data-mode="username"]'), 'the login form');
  }

  async function openByEmail(): Promise<void> {
    forgot()!.click();
    await until(() => reset()?.querySelector('[role="tab"]'), 'the reset flow');
    reset()!.querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click();
    await until(() => reset()!.querySelector('input[name="email"]'), 'the email field');
  }

  beforeEach(async () => {
    useSandbox();
    clearSession();
    notices.value = [];
    // A new device: no code's countdown kept from an earlier test (src/sms/resend-countdown.ts).
    localStorage.removeItem('mc_sms_wait');
    merchantStatus.value = null;
    await resetSandbox();
    await setLanguage('EN');
    document.addEventListener('mc-password-reset', record);
  });

  afterEach(() => {
    el?.remove();
    events.length = 0;
    document.removeEventListener('mc-password-reset', record);
    for (const notice of notices.value) notice.close();
  });

  it('offers "Forgot password?" under the user name login only, and not with no-reset', async () => {
    await mount();
    expect(forgot()?.textContent).to.equal('Forgot password?');
    root().querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click();
    await until(() => !forgot(), 'the link gone on the SMS way');
    el.remove();
    await mount('no-reset');
    expect(forgot()).to.equal(null);
  });

  it('resets by email, then hands back the login form with the user name and fires mc-password-reset', async () => {
    await mount();
    await openByEmail();
    expect(root().querySelector('form[data-mode="username"]')!.closest('[hidden]')).to.not.equal(null);
    type(field('username'), 'demo');
    type(field('email'), 'demo@example.com');
    submit().click();
    await until(() => step() === 'verify', 'the code step');
    expect(reset()!.querySelector('[part="reset-sent"]')!.textContent).to.contain('demo@example.com');
    const { code } = await control('codes?to=demo@example.com');

    type(field('verificationCode'), code);
    type(field('newPassword'), 'abc123x');
    type(field('confirmPassword'), 'abc123x');
    submit().click();
    await until(() => events.length === 1, 'mc-password-reset');
    expect(events[0]!.detail).to.deep.equal({ userName: 'demo' });
    expect(reset()).to.equal(null);
    const username = () => root().querySelector<HTMLInputElement>('form[data-mode="username"] input[name="username"]')!;
    await until(() => username().value === 'demo', 'the user name filled in');
    await until(() => root().activeElement?.getAttribute('name') === 'password', 'the password field focused');
    await until(() => toastTexts().some((text) => text.includes('Your password has been reset')), 'the toast');
    const [sent] = (await received('/wps/member/password/reset')).filter((each) => each.path === '/wps/member/password/reset');
    expect(sent!.body).to.deep.include({ username: 'demo', channel: 'email', email: 'demo@example.com', newPassword: 'abc123x' });
  });

  it('says in the player\'s language what is wrong with a code, and a limit in a notice', async () => {
    await mount();
    await openByEmail();
    type(field('username'), 'demo');
    type(field('email'), 'demo@example.com');
    submit().click();
    await until(() => step() === 'verify', 'the code step');
    type(field('verificationCode'), '000000');
    type(field('newPassword'), 'abc123x');
    type(field('confirmPassword'), 'abc123x');
    await fault({ path: '/wps/member/password/reset', times: 1, body: { success: false, errorCode: 'reset.code.used', message: 'used' } });
    submit().click();
    await until(() => fieldError(field('verificationCode')), 'the code error');
    expect(fieldError(field('verificationCode'))).to.equal('This code has already been used. Please send a new one.');

    reset()!.querySelector<HTMLButtonElement>('[part="reset-change"]')!.click();
    await until(() => step() === 'request', 'the first step again');
    expect(field('username').value).to.equal('demo');
  });

  it('shows the limit of code requests as a notice in the player\'s language', async () => {
    await mount();
    await openByEmail();
    type(field('username'), 'demo');
    type(field('email'), 'demo@example.com');
    await fault({ path: '/wps/member/password/reset/code', times: 1, body: { success: false, errorCode: 'reset.code.limit', message: 'limit' } });
    submit().click();
    await until(() => noticeMessage(), 'the notice');
    expect(noticeMessage()).to.equal('Too many codes were requested for this account. Please try again later.');
    expect(step()).to.equal('request');
  });
});
