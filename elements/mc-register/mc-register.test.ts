import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { loadStatus } from '../../src/platform/index.js';
import { registrationInProgress } from '../../src/registration/index.js';
import { clearSession } from '../../src/session/index.js';
import { notices } from '../../src/ui/notices.js';
import { control, fault, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { loginGuardOpen, until } from '../../test/browser/wait.js';

type RegisterElement = HTMLElementTagNameMap['mc-register'];

function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const storedSession = () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null');
const overlayDialog = () =>
  document.querySelector('[data-mc-overlay]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
const registrations = async (path = '/wps/member/register') => (await received(path)).filter((request) => request.path === path);

function collect(name: string) {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent);
  document.addEventListener(name, listener);
  return { events, stop: () => document.removeEventListener(name, listener) };
}

const AD_COOKIES = ['fbPixelId', 'ttclid', '_fbp', '_fbc', 'affiliateCode'];

describe('<mc-register>', () => {
  let el: RegisterElement;
  const stops: (() => void)[] = [];
  const root = () => el.shadowRoot!;
  const input = (name: string) => root().querySelector<HTMLInputElement>(`form:not([hidden]) input[name="${name}"]`)!;
  const submit = () => root().querySelector<HTMLButtonElement>('form:not([hidden]) button[type="submit"]')!;

  const box = (name: string) => root().querySelector<HTMLInputElement>(`form:not([hidden]) input[name="${name}"]`);

  /** Ticks the age box and, where the merchant has terms (the demo merchant does), the terms box. */
  async function accept(terms = true): Promise<void> {
    for (const name of terms ? ['ageConfirmed', 'termsAccepted'] : ['ageConfirmed']) {
      (await until(() => box(name), `the ${name} box`)).click();
    }
  }

  async function mount(attributes = ''): Promise<void> {
    const holder = document.createElement('div');
    holder.innerHTML = `<mc-register no-redirect ${attributes}></mc-register>`;
    el = holder.firstElementChild as RegisterElement;
    document.body.append(el);
    await until(() => el.shadowRoot?.querySelector('form'), 'the registration form');
  }

  function listen(name: string) {
    const collector = collect(name);
    stops.push(collector.stop);
    return collector.events;
  }

  beforeEach(async () => {
    useSandbox();
    clearSession();
    notices.value = [];
    // A new device: no code's countdown kept from an earlier test (src/sms/resend-countdown.ts).
    localStorage.removeItem('mc_sms_wait');
    for (const key of ['reg_info', 'remPass', 'autoLogin']) localStorage.removeItem(key);
    for (const name of AD_COOKIES) document.cookie = `${name}=; path=/; max-age=0`;
    await resetSandbox();
    await setLanguage('EN');
    await loginGuardOpen(registrationInProgress);
  });

  afterEach(() => {
    el?.remove();
    for (const stop of stops.splice(0)) stop();
    for (const notice of notices.value) notice.close();
    clearSession();
    for (const name of AD_COOKIES) document.cookie = `${name}=; path=/; max-age=0`;
    // Other test files share this origin's storage: no remembered login or codes are left for them.
    for (const key of ['reg_info', 'remPass', 'autoLogin']) localStorage.removeItem(key);
  });

  after(async () => {
    await setLanguage('CN');
    localStorage.removeItem('language');
  });

  it('asks for a user name and a password before anything is sent', async () => {
    await mount();
    submit().click();
    await until(() => root().querySelector('[part="error"]'), 'a field error');
    expect(root().querySelector('[part="error"]')!.textContent).to.equal('Please enter your user name.');
    expect(root().activeElement).to.equal(input('username'));
    expect(await registrations()).to.deep.equal([]);
  });

  it('logs in at once without the notice, and says who registered', async () => {
    const tracks = listen('mc-track');
    const done = listen('mc-register-success');
    document.cookie = 'fbPixelId=123456789; path=/';
    document.cookie = '_fbp=fb.1.1700000000000.42; path=/';
    await mount();
    type(input('username'), 'widget_player');
    type(input('password'), 'widget2026');
    await accept();
    submit().click();
    await until(() => done.length, 'mc-register-success');
    expect(done[0]!.detail).to.deep.include({ userName: 'widget_player', type: 0, method: 'username', loggedIn: true, destination: '/m/home' });
    expect(storedSession()).to.include({ userName: 'widget_player', firstTimeLogin: true });
    expect(overlayDialog()).to.equal(null);
    expect(tracks.map((event) => event.detail.name)).to.deep.equal(['register']);
    const [request] = await registrations();
    expect(request!.body).to.deep.include({ login: true, pixelTrack: { fbPixelId: '123456789', fbp: 'fb.1.1700000000000.42' } });
  });

  it('registers without logging in when told so', async () => {
    const done = listen('mc-register-success');
    await mount('no-login');
    type(input('username'), 'quiet_player');
    type(input('password'), 'quiet2026');
    await accept();
    submit().click();
    await until(() => done.length, 'mc-register-success');
    expect(done[0]!.detail).to.deep.include({ loggedIn: false, destination: null });
    expect(storedSession()).to.equal(null);
    expect((await registrations())[0]!.body).to.deep.include({ login: false });
  });

  it('shows its own success text and logs in only once the player confirms', async () => {
    const done = listen('mc-register-success');
    await mount('success-notice success-message="Welcome aboard!"');
    type(input('username'), 'notice_player');
    type(input('password'), 'notice2026');
    await accept();
    submit().click();
    const dialog = await until(overlayDialog, 'the success notice');
    expect(dialog.textContent).to.contain('Welcome aboard!');
    expect(storedSession()).to.equal(null);
    dialog.querySelector<HTMLButtonElement>('button')!.click();
    await until(() => done.length, 'mc-register-success');
    expect(storedSession()).to.include({ userName: 'notice_player' });
  });

  it('marks and focuses the field a refusal names, keeps the form, and opens no alert', async () => {
    const failed = listen('mc-register-error');
    await mount();
    type(input('username'), 'demo');
    type(input('password'), 'strong2026');
    await accept();
    submit().click();
    await until(() => failed.length, 'mc-register-error');
    expect(failed[0]!.detail).to.deep.equal({ code: 'username.exists', message: 'This user name is already taken.', method: 'username', field: 'username' });
    await until(() => input('username').getAttribute('aria-invalid') === 'true', 'the marked user name');
    const described = root().getElementById(input('username').getAttribute('aria-describedby')!);
    expect(described!.textContent).to.equal('This user name is already taken.');
    expect(root().activeElement).to.equal(input('username'));
    expect(overlayDialog()).to.equal(null);
    expect(input('username').value).to.equal('demo');
    expect(input('password').value).to.equal('strong2026');
  });

  it('checks the platform\'s rules on each field as the player leaves it and types, before anything is sent', async () => {
    await mount();
    type(input('password'), 'abc');
    input('password').dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
    await until(() => input('password').getAttribute('aria-invalid') === 'true', 'the marked password');
    expect(root().getElementById(input('password').getAttribute('aria-describedby')!)!.textContent).to.equal('Use 6 to 64 characters, with both letters and digits.');
    type(input('password'), 'abc123');
    await until(() => input('password').getAttribute('aria-invalid') === 'false', 'the mark gone once the password fits');
    type(input('username'), 'a b');
    input('username').dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
    await until(() => input('username').getAttribute('aria-invalid') === 'true', 'the marked user name');
    expect(root().getElementById(input('username').getAttribute('aria-describedby')!)!.textContent).to.equal('Use 4 to 30 letters, digits or underscores.');
  });

  it('solves the captcha first when the merchant asks, and a closed captcha sends nothing', async () => {
    await control('switches', { GEETEST3: true });
    await control('captcha', { version: 'image' });
    await loadStatus();
    const failed = listen('mc-register-error');
    await mount();
    type(input('username'), 'captcha_player');
    type(input('password'), 'captcha2026');
    await accept();
    submit().click();
    const captchaBox = () => document.querySelector('[data-mc-captcha]')?.shadowRoot ?? null;
    const close = await until(
      () => [...(captchaBox()?.querySelectorAll<HTMLButtonElement>('.mc-dialog__actions button') ?? [])].find((b) => b.textContent === 'Close'),
      'the captcha box',
    );
    close.click();
    await until(() => failed.length, 'mc-register-error');
    expect(failed[0]!.detail.code).to.equal('verify_first');
    expect(await registrations()).to.deep.equal([]);
    expect(input('username').value).to.equal('captcha_player');
    await control('switches', { GEETEST3: false });
    await control('captcha', { version: 'v3' });
    await loadStatus();
  });

  it('hides the mobile way with no-mobile and says what an agent registration is', async () => {
    await mount('no-mobile agent');
    expect(root().querySelector('[role="tablist"]')).to.equal(null);
    expect(root().querySelector('[part="agent-note"]')!.textContent).to.contain('agent account');
    expect([...input('referralCode').labels!].map((label) => label.textContent)).to.deep.equal(['Agent code']);
    type(input('username'), 'agent_wannabe');
    type(input('password'), 'agent2026');
    submit().click();
    await until(() => root().querySelector('[part="error"]'), 'the agent code error');
    expect(root().querySelector('[part="error"]')!.textContent).to.equal('Please enter the code of the agent who invited you.');
  });

  it('tells the player the platform is unreachable and keeps the form', async () => {
    await fault({ path: '/wps/member/register', status: 502, times: 1 });
    const failed = listen('mc-register-error');
    await mount();
    type(input('username'), 'unlucky_one');
    type(input('password'), 'unlucky2026');
    await accept();
    submit().click();
    await until(() => failed.length, 'mc-register-error');
    expect(input('password').value).to.equal('unlucky2026');
  });

  it('by mobile number asks for a password only with MOBILENUMPASSREG3, and keeps the number when it is taken', async () => {
    await control('switches', { MOBILENUMPASSREG3: true, MOBILEAUTOLOGIN3: false });
    await loadStatus();
    const failed = listen('mc-register-error');
    const done = listen('mc-register-success');
    try {
      await mount('mode="mobile"');
      await until(() => root().querySelector('form[data-mode="mobile"]:not([hidden]) input[name="password"]'), 'the mobile form');
      expect(root().querySelector('[part="default-password-hint"]')).to.equal(null);
      expect(root().querySelector('input[name="verificationCode"]')).to.equal(null);
      type(input('mobileNum'), '912345678');
      type(input('password'), 'mobile2026');
      await accept();
      submit().click();
      await until(() => failed.length, 'mc-register-error');
      expect(failed[0]!.detail).to.deep.include({ code: 'mobile.exists', method: 'mobile' });
      expect(input('mobileNum').value).to.equal('912345678');
      notices.value.forEach((notice) => notice.close());
      await loginGuardOpen(registrationInProgress);

      type(input('mobileNum'), '912999000');
      submit().click();
      await until(() => done.length, 'mc-register-success');
      const request = (await registrations('/wps/member/register/mobile')).at(-1);
      expect(request!.body).to.deep.include({ mobileNum: '912999000', password: 'mobile2026' });
      // Auto-login is the merchant's choice: with MOBILEAUTOLOGIN3 off nothing is remembered.
      expect(localStorage.getItem('remPass')).to.equal(null);
    } finally {
      await control('switches', { MOBILENUMPASSREG3: false, MOBILEAUTOLOGIN3: true });
      await loadStatus();
    }
  });

  it('asks for the age and the terms, marking and focusing each, and sends what was accepted', async () => {
    await mount();
    type(input('username'), 'adult_player');
    type(input('password'), 'adult2026');
    const terms = await until(() => root().querySelector<HTMLAnchorElement>('form:not([hidden]) a[part="terms-link"]'), 'the terms link');
    expect(new URL(terms.href).pathname).to.equal('/terms.html');
    expect(terms.target).to.equal('_blank');
    expect(terms.rel).to.contain('noopener');
    submit().click();
    await until(() => box('ageConfirmed')!.getAttribute('aria-invalid') === 'true', 'the age box marked');
    expect(root().activeElement).to.equal(box('ageConfirmed'));
    expect(box('termsAccepted')!.getAttribute('aria-invalid')).to.equal('true');
    expect([...root().querySelectorAll('[part="error"]')].map((error) => error.textContent)).to.deep.equal([
      'Please confirm that you are of legal age.',
      'Please accept the terms and conditions to register.',
    ]);
    box('ageConfirmed')!.click();
    submit().click();
    await until(() => root().activeElement === box('termsAccepted'), 'the terms box focused');
    expect(await registrations()).to.deep.equal([]);
    const done = listen('mc-register-success');
    box('termsAccepted')!.click();
    submit().click();
    await until(() => done.length, 'mc-register-success');
    expect((await registrations())[0]!.body).to.deep.include({ ageConfirmed: true, termsVersion: '2026-09' });
  });

  it('asks for the age alone where the merchant has no terms, and never links an unsafe address', async () => {
    try {
      await control('responsibleGaming', { termsUrl: 'javascript:alert(1)' });
      await loadStatus();
      await mount();
      await until(() => box('ageConfirmed'), 'the age box');
      expect(root().querySelector('a[part="terms-link"]')).to.equal(null);
      el.remove();

      await control('responsibleGaming', { termsUrl: null, termsVersion: null });
      await loadStatus();
      const done = listen('mc-register-success');
      await mount();
      type(input('username'), 'no_terms_player');
      type(input('password'), 'noterms2026');
      await accept(false);
      expect(box('termsAccepted')).to.equal(null);
      submit().click();
      await until(() => done.length, 'mc-register-success');
      const body = (await registrations())[0]!.body;
      expect(body).to.deep.include({ ageConfirmed: true });
      expect(body).not.to.have.property('termsVersion');
    } finally {
      await resetSandbox();
      await loadStatus();
    }
  });
});
