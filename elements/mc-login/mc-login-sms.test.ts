import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { merchantStatus } from '../../src/platform/index.js';
import { clearSession, loginInProgress } from '../../src/session/index.js';
import { notices } from '../../src/ui/notices.js';
import { autoLogin } from '../../src/session/auto-login.js';
import { control, fault, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { fieldError, noticeMessage, toastTexts, type } from '../../test/browser/forms.js';
import { sleep, until, loginGuardOpen } from '../../test/browser/wait.js';

type LoginElement = HTMLElementTagNameMap['mc-login'];

describe('<mc-login> by mobile number', () => {
  let el: LoginElement;
  const events: CustomEvent[] = [];
  const record = (event: Event) => events.push(event as CustomEvent);

  const root = () => el.shadowRoot!;
  const smsForm = () => root().querySelector<HTMLFormElement>('form[data-mode="sms"]');
  const input = (name: string) => smsForm()!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const sendButton = () => smsForm()!.querySelector<HTMLButtonElement>('[part="send-code"]')!;
  const countryButton = () => smsForm()?.querySelector<HTMLButtonElement>('[part="country"]') ?? null;
  const submit = () => smsForm()!.querySelector<HTMLButtonElement>('button[type="submit"]')!;

  /** Puts a `<mc-login>` written as markup on the page. */
  function place(html: string): void {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    el = holder.firstElementChild as LoginElement;
    document.body.append(el);
  }

  async function mount(attributes = 'mode="sms"'): Promise<void> {
    place(`<mc-login no-redirect ${attributes}></mc-login>`);
    await until(() => smsForm() && countryButton()?.textContent?.includes('+55'), 'the SMS form with its country code');
  }

  beforeEach(async () => {
    useSandbox();
    clearSession();
    notices.value = [];
    // A new device: no code's countdown kept from an earlier test (src/sms/resend-countdown.ts).
    localStorage.removeItem('mc_sms_wait');
    sessionStorage.clear();
    // Each test's switches are read afresh, as on a new page.
    merchantStatus.value = null;
    await resetSandbox();
    await setLanguage('EN');
    await loginGuardOpen(loginInProgress);
    document.addEventListener('mc-login-success', record);
    document.addEventListener('mc-login-error', record);
  });

  afterEach(() => {
    el?.remove();
    events.length = 0;
    document.removeEventListener('mc-login-success', record);
    document.removeEventListener('mc-login-error', record);
    for (const notice of notices.value) notice.close();
    clearSession();
    localStorage.removeItem('remPass');
    localStorage.removeItem('autoLogin');
  });

  it('switches between user name and mobile number, keeping what was typed in each', async () => {
    place('<mc-login no-redirect></mc-login>');
    await until(() => root().querySelectorAll('[role="tab"]').length === 2, 'mode tabs');
    const tabs = [...root().querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect([...tabs].map((tab) => tab.textContent)).to.deep.equal(['User name', 'Mobile number']);
    expect(tabs[0]!.getAttribute('aria-selected')).to.equal('true');
    expect(smsForm()).to.equal(null);

    type(root().querySelector<HTMLInputElement>('input[name="username"]')!, 'lucky');
    tabs[1]!.click();
    await until(() => smsForm() && !smsForm()!.hidden, 'SMS pane');
    expect(root().querySelector<HTMLFormElement>('form[data-mode="username"]')!.hidden).to.equal(true);
    expect(input('mobileNum').autocomplete).to.equal('tel-national');
    expect(input('verificationCode').autocomplete).to.equal('one-time-code');
    type(input('mobileNum'), '912345678');

    tabs[0]!.click();
    await until(() => !root().querySelector<HTMLFormElement>('form[data-mode="username"]')!.hidden, 'user name pane');
    expect(root().querySelector<HTMLInputElement>('input[name="username"]')!.value).to.equal('lucky');
    tabs[1]!.click();
    await until(() => !smsForm()!.hidden, 'SMS pane again');
    expect(input('mobileNum').value).to.equal('912345678');
  });

  it('needs a mobile number before it sends a code', async () => {
    await mount();
    sendButton().click();
    await until(() => input('mobileNum').getAttribute('aria-invalid') === 'true', 'mobile number flagged');
    expect(fieldError(input('mobileNum'))).to.equal('Please enter your mobile number.');
    expect(root().activeElement).to.equal(input('mobileNum'));
    await sleep(100);
    expect(await received('/wps/verification/sms/noLogin')).to.have.length(0);
  });

  it('sends a code once for 20 rapid taps, counts down, and logs in with type "sms"', async () => {
    await fault({ path: '/wps/verification/sms/noLogin', latencyMs: 300, times: 1 });
    await mount();
    type(input('mobileNum'), ' 912345678 ');
    for (let i = 0; i < 20; i++) sendButton().click();
    await until(() => /Resend in (60|59) s/.test(sendButton().textContent ?? ''), 'countdown');
    expect(sendButton().getAttribute('aria-disabled')).to.equal('true');
    const sent = await received('/wps/verification/sms/noLogin');
    expect(sent).to.have.length(1);
    expect(sent[0]!.body).to.deep.equal({ countryDialingCode: '+55', mobileNum: '912345678' });
    await until(() => toastTexts().includes('A code has been sent to +55 912345678.'), 'sent toast');
    expect(root().activeElement).to.equal(input('verificationCode'));

    const { code } = await control('codes?to=912345678');
    type(input('verificationCode'), code);
    for (let i = 0; i < 20; i++) submit().click();
    await until(() => events.some((event) => event.type === 'mc-login-success'), 'mc-login-success', 8000);
    expect(events[0]!.detail).to.include({ type: 'sms', userName: '912345678', destination: '/m/home' });
    const logins = await received('/wps/session/login');
    expect(logins).to.have.length(1);
    expect(logins[0]!.body).to.include({ type: 'sms', mobileNum: '912345678', countryDialingCode: '+55', verificationCode: code });
    expect(logins[0]!.body).to.not.have.property('password');
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!).userName).to.equal('demo');
  });

  it('remembers the mobile number when asked, fills it in next time, and never logs in by itself', async () => {
    await control('switches', { MOBILEAUTOLOGIN3: true });
    await mount();
    const box = () => smsForm()!.querySelector<HTMLInputElement>('input[name="remember"]')!;
    expect(box().checked).to.equal(false);
    expect(smsForm()!.querySelector(`label[for="${box().id}"]`)!.textContent).to.equal('Remember me');
    // No promise of an automatic login: SMS logins never get one.
    expect(root().getElementById(box().getAttribute('aria-describedby')!)!.textContent).to.equal(
      'Keeps your mobile number on this device; you still enter a new code each time.',
    );
    type(input('mobileNum'), '912345678');
    sendButton().click();
    await until(() => /Resend in/.test(sendButton().textContent ?? ''), 'countdown');
    const { code } = await control('codes?to=912345678');
    type(input('verificationCode'), code);
    box().click();
    submit().click();
    await until(() => events.some((event) => event.type === 'mc-login-success'), 'mc-login-success', 8000);
    const stored = JSON.parse(localStorage.getItem('remPass')!);
    expect(stored).to.include({ type: 'sms', username: '912345678' });
    expect(stored).to.not.have.property('secret');
    expect(stored).to.not.have.property('password');
    expect(localStorage.getItem('remPass')).to.not.contain(code);

    el.remove();
    clearSession();
    merchantStatus.value = null;
    await mount();
    await until(() => input('mobileNum').value === '912345678', 'the remembered number');
    expect(box().checked).to.equal(true);
    expect(input('verificationCode').value).to.equal('');
    // The user name pane does not take a mobile number for a user name.
    const usernameForm = root().querySelector<HTMLFormElement>('form[data-mode="username"]')!;
    expect(usernameForm.querySelector<HTMLInputElement>('input[name="username"]')!.value).to.equal('');
    expect(usernameForm.querySelector<HTMLInputElement>('input[name="remember"]')!.checked).to.equal(false);

    await until(() => merchantStatus.value, 'the merchant settings');
    expect(await autoLogin()).to.equal(null);
    expect(await received('/wps/session/login')).to.have.length(1);
  });

  it('says what went wrong with a wrong or expired code, and keeps the number and code', async () => {
    await mount();
    type(input('mobileNum'), '912345678');
    sendButton().click();
    await until(() => /Resend in/.test(sendButton().textContent ?? ''), 'countdown');
    const { code } = await control('codes?to=912345678');
    const wrong = code === '000000' ? '111111' : '000000';
    type(input('verificationCode'), wrong);
    submit().click();
    await until(() => noticeMessage(), 'error notice');
    expect(noticeMessage()).to.equal('The verification code is incorrect.');
    expect(input('mobileNum').value).to.equal('912345678');
    expect(input('verificationCode').value).to.equal(wrong);
    await until(() => events.length === 1, 'mc-login-error');
    expect(events[0]!.detail).to.include({ code: 'verification.code.err', type: 'sms' });
    notices.value[0]!.close();

    await control('codes/expire', { to: '912345678' });
    type(input('verificationCode'), code);
    await until(() => submit().getAttribute('aria-disabled') === 'false', 'guard released');
    submit().click();
    await until(() => noticeMessage(), 'expired notice');
    expect(noticeMessage()).to.equal('The verification code has expired. Please send a new one.');
    expect(input('verificationCode').value).to.equal(code);
  });

  it('keeps the number when sending fails or times out', async () => {
    await fault({ path: '/wps/verification/sms/noLogin', status: 500, body: { success: false, errorCode: 'sms.gateway.down', message: 'SMS service unavailable.' }, times: 1 });
    await mount();
    type(input('mobileNum'), '912345678');
    sendButton().click();
    await until(() => noticeMessage(), 'error notice');
    expect(noticeMessage()).to.equal('SMS service unavailable.');
    await until(() => sendButton().textContent === 'Send code', 'the send button ready again');
    expect(input('mobileNum').value).to.equal('912345678');
  });

  it('picks another country code from the slide-up list', async () => {
    await mount();
    countryButton()!.click();
    const sheet = await until(() => root().querySelector<HTMLDialogElement>('dialog[data-kind="country-picker"][open]'), 'country picker');
    expect(sheet.querySelector('h2')!.textContent).to.equal('Country code');
    const options = [...sheet.querySelectorAll<HTMLButtonElement>('[part="country-option"]')];
    expect(options.map((option) => option.dataset.country)).to.deep.equal(['BR', 'VN', 'PH', 'CN', 'TH', 'ID', 'IN']);
    expect(options[0]!.getAttribute('aria-current')).to.equal('true');
    expect(options[2]!.textContent).to.contain('+63');
    expect(options[2]!.textContent).to.contain('🇵🇭');
    options[2]!.click();
    await until(() => countryButton()!.textContent!.includes('+63'), 'PH chosen');
    expect(root().querySelector('dialog[open]')).to.equal(null);

    type(input('mobileNum'), '9171234567');
    sendButton().click();
    let sent: Awaited<ReturnType<typeof received>> = [];
    await until(async () => (sent = await received('/wps/verification/sms/noLogin')).length === 1, 'sent');
    expect(sent[0]!.body.countryDialingCode).to.equal('+63');
  });

  it('locks the country code with DISABLEDMOBILEICC3', async () => {
    await control('switches', { DISABLEDMOBILEICC3: true });
    await mount();
    await until(() => countryButton()!.getAttribute('aria-disabled') === 'true', 'picker disabled');
    countryButton()!.click();
    await sleep(200);
    expect(root().querySelector('dialog[open]')).to.equal(null);
  });

  it('works without a picker when the country list fails, unless UPDATEMOBILEICC3 asks for one', async () => {
    await fault({ path: '/wps/system/country', status: 500, body: { success: false, errorCode: 'server.error', message: 'down' } });
    place('<mc-login no-redirect mode="sms"></mc-login>');
    await until(() => smsForm()?.querySelector('input[name="mobileNum"]'), 'the SMS form');
    await sleep(300);
    expect(countryButton()).to.equal(null);
    expect(noticeMessage()).to.equal(undefined);
    type(input('mobileNum'), '912345678');
    sendButton().click();
    await until(async () => (await received('/wps/verification/sms/noLogin')).length === 1, 'sent');
    expect((await received('/wps/verification/sms/noLogin'))[0]!.body).to.deep.equal({ countryDialingCode: '', mobileNum: '912345678' });
    el.remove();

    merchantStatus.value = null;
    await control('switches', { UPDATEMOBILEICC3: true });
    place('<mc-login no-redirect mode="sms"></mc-login>');
    const button = await until(() => countryButton(), 'picker button');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    await fault({ path: '/wps/system/country' });
  });

  it('hides the switch with no-sms', async () => {
    place('<mc-login no-sms mode="sms"></mc-login>');
    await until(() => root().querySelector('form[data-mode="username"]'), 'the username form');
    expect(root().querySelector('[role="tablist"]')).to.equal(null);
    expect(smsForm()).to.equal(null);
  });
});
