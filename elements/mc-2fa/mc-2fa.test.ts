import { expect } from 'chai';
import { Secret, TOTP } from 'otpauth';
import './index.js';
import '../mc-login/index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { clearSession, loginInProgress } from '../../src/session/index.js';
import { notices } from '../../src/ui/notices.js';
import { control, fault, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { fieldError, noticeMessage, toastTexts, type } from '../../test/browser/forms.js';
import { sleep, until, loginGuardOpen } from '../../test/browser/wait.js';

const SECURE = { username: 'secure', password: 'demo1234', payeeName: 'Nguyen Van An', mobileNum: '987654321' };

/** The open two-factor dialog, wherever it renders (the runtime's own host or an `<mc-2fa>`). */
function dialog(): HTMLDialogElement | null {
  const roots = [document.querySelector('[data-mc-two-factor]')?.shadowRoot, ...[...document.querySelectorAll('mc-2fa')].map((el) => el.shadowRoot)];
  for (const root of roots) {
    const found = root?.querySelector<HTMLDialogElement>('dialog[data-kind="two-factor"][open]');
    if (found) return found;
  }
  return null;
}
const tabs = () => [...dialog()!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const field = (name: string) => dialog()!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const verifyButton = () => dialog()!.querySelector<HTMLButtonElement>('button[type="submit"]')!;

describe('two-factor (<mc-2fa> and <mc-login>)', () => {
  const events: CustomEvent[] = [];
  const record = (event: Event) => events.push(event as CustomEvent);
  const names = ['mc-login-success', 'mc-login-error', 'mc-2fa-success', 'mc-2fa-close'];
  let added: HTMLElement[] = [];

  function add(html: string): HTMLElement {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const el = holder.firstElementChild as HTMLElement;
    document.body.append(el);
    added.push(el);
    return el;
  }

  async function loginAsSecure(): Promise<void> {
    const login = add('<mc-login no-redirect></mc-login>');
    const input = (name: string) => login.shadowRoot?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    await until(() => input('password'), 'login form');
    type(input('username')!, SECURE.username);
    type(input('password')!, SECURE.password);
    login.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => dialog(), 'two-factor dialog');
  }

  beforeEach(async () => {
    useSandbox();
    clearSession();
    notices.value = [];
    // A new device: no code's countdown kept from an earlier test (src/sms/resend-countdown.ts).
    localStorage.removeItem('mc_sms_wait');
    await resetSandbox();
    await control('client-ip', { ip: '203.0.113.50' });
    await setLanguage('EN');
    await loginGuardOpen(loginInProgress);
    for (const name of names) document.addEventListener(name, record);
  });

  afterEach(async () => {
    for (const el of added) el.remove();
    added = [];
    events.length = 0;
    for (const name of names) document.removeEventListener(name, record);
    for (const notice of notices.value) notice.close();
    // A dialog left open by a failed test must not cover the next one.
    dialog()?.querySelector<HTMLButtonElement>('[part="cancel"]')?.click();
    await until(() => !dialog(), 'dialog closed');
    clearSession();
  });

  it('opens from <mc-login> with the offered tabs in order, and checks empty fields before sending', async () => {
    await loginAsSecure();
    expect(dialog()!.querySelector('h2')!.textContent).to.equal("Verify it's you");
    expect(tabs().map((tab) => tab.dataset.method)).to.deep.equal(['payeeName', 'sms', 'ga', 'email']);
    expect(tabs().map((tab) => tab.textContent)).to.deep.equal(['Payee name', 'SMS code', 'Authenticator', 'Email']);
    expect(tabs()[0]!.getAttribute('aria-selected')).to.equal('true');

    verifyButton().click();
    await until(() => field('payeeName').getAttribute('aria-invalid') === 'true', 'payee flagged');
    expect(fieldError(field('payeeName'))).to.equal('Please enter the payee name.');
    expect((dialog()!.getRootNode() as ShadowRoot).activeElement).to.equal(field('payeeName'));
    type(field('payeeName'), '   ');
    verifyButton().click();
    await sleep(150);
    expect(await received('/wps/session/login/verification')).to.have.length(0);
  });

  it('keeps a wrong payee name, then logs in once for 20 taps after the success notice', async () => {
    await loginAsSecure();
    type(field('payeeName'), 'Someone Else');
    verifyButton().click();
    await until(() => noticeMessage(), 'error notice');
    expect(noticeMessage()).to.equal('The payee name does not match your account.');
    expect(field('payeeName').value).to.equal('Someone Else');
    notices.value[0]!.close();

    await fault({ path: '/wps/session/login/verification', latencyMs: 300, times: 1 });
    type(field('payeeName'), `  ${SECURE.payeeName} `);
    for (let i = 0; i < 20; i++) verifyButton().click();
    await until(() => toastTexts().includes('Verified. Logging you in…'), 'success notice');
    expect(events.filter((event) => event.type === 'mc-login-success')).to.have.length(0);
    await until(() => events.some((event) => event.type === 'mc-login-success'), 'mc-login-success', 5000);
    expect(events.find((event) => event.type === 'mc-login-success')!.detail).to.include({ userName: 'secure', destination: '/m/home' });
    const sent = await received('/wps/session/login/verification');
    expect(sent).to.have.length(2);
    expect(Object.keys(sent[1]!.body).sort()).to.deep.equal(
      ['authCode', 'email', 'method', 'mobileNum', 'password', 'payeeName', 'username', 'verificationCode'].sort(),
    );
    expect(sent[1]!.body).to.include({ method: 'P', payeeName: SECURE.payeeName, username: 'secure' });
    expect(dialog()).to.equal(null);
  });

  it('sends an SMS code on the SMS tab, needing the number first', async () => {
    await loginAsSecure();
    tabs()[1]!.click();
    await until(() => field('mobileNum'), 'SMS tab');
    expect(field('verificationCode').autocomplete).to.equal('one-time-code');
    const send = dialog()!.querySelector<HTMLButtonElement>('[part="send-code"]')!;
    send.click();
    await until(() => field('mobileNum').getAttribute('aria-invalid') === 'true', 'number flagged');
    expect(await received('/wps/verification/sms/noLogin')).to.have.length(0);

    type(field('mobileNum'), SECURE.mobileNum);
    send.click();
    await until(() => /Resend in/.test(send.textContent ?? ''), 'countdown');
    const { code } = await control(`codes?to=${SECURE.mobileNum}`);
    type(field('verificationCode'), code);
    verifyButton().click();
    await until(() => events.some((event) => event.type === 'mc-login-success'), 'mc-login-success', 6000);
    expect((await received('/wps/session/login/verification'))[0]!.body).to.include({ method: 'S', mobileNum: SECURE.mobileNum, verificationCode: code });
  });

  it('closing the dialog logs nobody in and leaves the login form as it was', async () => {
    await loginAsSecure();
    dialog()!.querySelector<HTMLButtonElement>('[part="cancel"]')!.click();
    await until(() => !dialog(), 'closed');
    await sleep(100);
    expect(events.filter((event) => event.type === 'mc-login-success')).to.have.length(0);
    expect(sessionStorage.getItem('MC_SESSION_INFO')).to.equal(null);
    const login = added[0]!;
    expect(login.shadowRoot!.querySelector<HTMLInputElement>('input[name="username"]')!.value).to.equal('secure');
  });

  it('<mc-2fa> alone: only the given methods, Google Authenticator by RFC 6238, password never an attribute', async () => {
    const setup = await control('two-factor', { username: 'demo', methods: ['ga', 'email'], trustedIps: [] });
    const el = add('<mc-2fa no-redirect username="demo" methods="email, ga"></mc-2fa>') as HTMLElementTagNameMap['mc-2fa'];
    el.password = 'demo1234';
    el.open = true;
    await until(() => dialog(), 'dialog');
    expect(el.hasAttribute('password')).to.equal(false);
    expect(el.outerHTML).to.not.contain('demo1234');
    expect(tabs().map((tab) => tab.dataset.method)).to.deep.equal(['ga', 'email']);
    expect(field('authCode').autocomplete).to.equal('one-time-code');

    type(field('authCode'), '12345');
    verifyButton().click();
    await until(() => noticeMessage(), 'wrong code notice');
    expect(noticeMessage()).to.equal('The authenticator code is incorrect.');
    notices.value[0]!.close();

    const totp = new TOTP({ secret: Secret.fromBase32(setup.gaSecret), digits: 6, period: 30 });
    type(field('authCode'), totp.generate());
    verifyButton().click();
    await until(() => events.some((event) => event.type === 'mc-2fa-success'), 'mc-2fa-success', 6000);
    expect(events.find((event) => event.type === 'mc-2fa-success')!.detail).to.include({ userName: 'demo', destination: '/m/home' });
    expect(events.find((event) => event.type === 'mc-2fa-close')!.detail).to.deep.equal({ verified: true });
    expect(el.open).to.equal(false);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!).userName).to.equal('demo');
  });

  it('<mc-2fa> email tab: the address alone, or also the mailed code when the flags list `emailCode`', async () => {
    const inputs = () => [...dialog()!.querySelectorAll('input')].map((input) => input.name);
    for (const [methods, expected] of [['email', ['email']], ['email, emailCode', ['email', 'verificationCode']]] as const) {
      const el = add(`<mc-2fa no-redirect username="secure" methods="${methods}"></mc-2fa>`) as HTMLElementTagNameMap['mc-2fa'];
      el.password = SECURE.password;
      el.open = true;
      await until(() => dialog(), 'dialog');
      expect(tabs().map((tab) => tab.dataset.method)).to.deep.equal(['email']);
      expect(inputs()).to.deep.equal(expected);
      expect(Boolean(dialog()!.querySelector('[part="send-code"]'))).to.equal(expected.length === 2);
      dialog()!.querySelector<HTMLButtonElement>('[part="cancel"]')!.click();
      await until(() => !dialog(), 'closed');
    }
  });

  it('<mc-2fa> stays empty without credentials or methods', async () => {
    const el = add('<mc-2fa open username="demo" methods="nothing"></mc-2fa>') as HTMLElementTagNameMap['mc-2fa'];
    el.password = 'demo1234';
    await sleep(300);
    expect(dialog()).to.equal(null);
    expect(el.shadowRoot!.querySelector('dialog')).to.equal(null);
  });
});
