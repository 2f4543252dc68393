import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { clearSession, loginInProgress } from '../../src/session/index.js';
import { notices } from '../../src/ui/notices.js';
import { fault, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { sleep, until, loginGuardOpen } from '../../test/browser/wait.js';

type LoginElement = HTMLElementTagNameMap['mc-login'];

/** Types into a React-controlled input the way the browser reports typing. */
function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function storedSession(): Record<string, unknown> | null {
  const raw = sessionStorage.getItem('MC_SESSION_INFO');
  return raw === null ? null : JSON.parse(raw);
}

const overlayDialog = () =>
  document.querySelector('[data-mc-overlay]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;

/** Collects the events of one type that reach the document. */
function collect(name: string): { events: CustomEvent[]; stop: () => void } {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent);
  document.addEventListener(name, listener);
  return { events, stop: () => document.removeEventListener(name, listener) };
}

describe('<mc-login>', () => {
  let el: LoginElement;
  const listeners: (() => void)[] = [];

  const root = () => el.shadowRoot!;
  const form = () => root().querySelector<HTMLFormElement>('form');
  const input = (name: string) => root().querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const submitButton = () => root().querySelector<HTMLButtonElement>('button[type="submit"]')!;

  async function mount(attributes = ''): Promise<void> {
    const holder = document.createElement('div');
    holder.innerHTML = `<mc-login ${attributes}></mc-login>`;
    el = holder.firstElementChild as LoginElement;
    document.body.append(el);
    await until(() => el.shadowRoot?.querySelector('form'), 'the login form');
  }

  function listen(name: string) {
    const collector = collect(name);
    listeners.push(collector.stop);
    return collector.events;
  }

  async function fillAndSubmit(username: string, password: string): Promise<void> {
    type(input('username'), username);
    type(input('password'), password);
    submitButton().click();
  }

  beforeEach(async () => {
    useSandbox();
    clearSession();
    notices.value = [];
    await resetSandbox();
    await setLanguage('EN');
    await loginGuardOpen(loginInProgress);
  });

  afterEach(() => {
    el?.remove();
    for (const stop of listeners.splice(0)) stop();
    for (const notice of notices.value) notice.close();
    clearSession();
  });

  after(async () => {
    await setLanguage('CN');
    localStorage.removeItem('language');
  });

  it('labels its fields "User name" and "Password"', async () => {
    await mount();
    const username = input('username');
    const password = input('password');
    expect([...username.labels!].map((label) => label.textContent)).to.deep.equal(['User name']);
    expect([...password.labels!].map((label) => label.textContent)).to.deep.equal(['Password']);
    expect(username.type).to.equal('text');
    expect(password.type).to.equal('password');
    expect(username.autocomplete).to.equal('username');
    expect(password.autocomplete).to.equal('current-password');
    expect(root().querySelector('h2')!.textContent).to.equal('Log in');
    expect(submitButton().textContent).to.equal('Log in');
  });

  it('flags empty fields, focuses the first, and sends nothing', async () => {
    await mount();
    submitButton().click();
    await until(() => input('username').getAttribute('aria-invalid') === 'true', 'user name flagged');
    expect(input('password').getAttribute('aria-invalid')).to.equal('true');
    const errorOf = (field: HTMLInputElement) => root().getElementById(field.getAttribute('aria-describedby')!)?.textContent;
    expect(errorOf(input('username'))).to.equal('Please enter your user name.');
    expect(errorOf(input('password'))).to.equal('Please enter your password.');
    expect(root().activeElement).to.equal(input('username'));

    // With a user name typed, only the password is left.
    type(input('username'), 'demo');
    submitButton().click();
    await until(() => input('username').getAttribute('aria-invalid') === 'false', 'user name accepted');
    expect(input('password').getAttribute('aria-invalid')).to.equal('true');
    expect(root().activeElement).to.equal(input('password'));

    // Blanks are not a user name.
    type(input('username'), '   ');
    type(input('password'), 'x');
    submitButton().click();
    await until(() => input('username').getAttribute('aria-invalid') === 'true', 'blank user name flagged');
    await sleep(100);
    expect(await received('/wps/session/login')).to.have.length(0);
  });

  it('shows and hides the password', async () => {
    await mount();
    const reveal = root().querySelector<HTMLButtonElement>('[part="reveal"]')!;
    expect(reveal.textContent).to.equal('Show password');
    expect(reveal.getAttribute('aria-pressed')).to.equal('false');
    reveal.click();
    await until(() => input('password').type === 'text', 'password shown');
    expect(reveal.getAttribute('aria-pressed')).to.equal('true');
    expect(reveal.textContent).to.equal('Hide password');
    reveal.click();
    await until(() => input('password').type === 'password', 'password hidden');
  });

  it('logs in, fires mc-login-success out of the element, and stores the session', async () => {
    const successes = listen('mc-login-success');
    const navigations = listen('mc-navigate');
    await mount();
    await fillAndSubmit('demo', 'demo1234');
    await until(() => successes.length === 1, 'mc-login-success');
    const event = successes[0]!;
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.target).to.equal(el);
    expect(event.detail).to.deep.equal({
      userName: 'demo',
      type: 'username',
      destination: '/m/home',
      firstTimeLogin: false,
      passwordChangeReason: null,
    });
    expect(storedSession()).to.include({ userName: 'demo', merchantCode: 'DEMO' });
    expect(navigations.map((e) => e.detail)).to.deep.equal([{ path: '/m/home', reason: 'login' }]);
    // The password does not stay in the form after a login.
    await until(() => input('password').value === '', 'password cleared');
    const [login] = await received('/wps/session/login');
    expect(login!.body).to.include({ username: 'demo', password: 'demo1234', type: 'username' });
  });

  it('stays on the page when mc-login-success is cancelled', async () => {
    const navigations = listen('mc-navigate');
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('mc-login-success', cancel);
    listeners.push(() => document.removeEventListener('mc-login-success', cancel));
    const successes = listen('mc-login-success');
    await mount();
    await fillAndSubmit('demo', 'demo1234');
    await until(() => successes.length === 1, 'mc-login-success');
    expect(successes[0]!.defaultPrevented).to.equal(true);
    await sleep(50);
    expect(navigations).to.have.length(0);
  });

  it('reports a wrong password: mc-login-error, the platform message, and the typed values kept', async () => {
    const errors = listen('mc-login-error');
    const successes = listen('mc-login-success');
    await mount();
    await fillAndSubmit('demo', 'not-the-password');
    await until(() => errors.length === 1, 'mc-login-error');
    const event = errors[0]!;
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.detail.code).to.equal('login.cred.err');
    expect(event.detail.message).to.equal('The user name or password is incorrect.');

    const dialog = await until(overlayDialog, 'notice dialog');
    expect(dialog.querySelector('p')!.textContent).to.equal('The user name or password is incorrect.');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Notice');
    // The form keeps what the player typed, so that a typo is fixed rather than retyped.
    expect(input('username').value).to.equal('demo');
    expect(input('password').value).to.equal('not-the-password');
    expect(storedSession()).to.equal(null);
    expect(successes).to.have.length(0);
    expect(submitButton().textContent).to.equal('Log in');
    expect(form()!.getAttribute('aria-busy')).to.equal('false');
    // The 500 ms login guard shows on the button, then lets the player try again.
    await until(() => submitButton().getAttribute('aria-disabled') === 'false', 'the guard to reopen', 2000);
    expect(performance.now() - event.timeStamp).to.be.at.least(450);

    // Closing the notice puts the player back in the password field.
    dialog.querySelector('button')!.click();
    await until(() => !overlayDialog(), 'notice closed');
    await until(() => root().activeElement === input('password'), 'focus back in the password field');
  });

  it('shows that it is busy while the platform answers, and does not send twice', async () => {
    await fault({ path: '/wps/session/login', latencyMs: 700, times: 1 });
    const successes = listen('mc-login-success');
    await mount();
    await fillAndSubmit('demo', 'demo1234');
    await until(() => submitButton().textContent === 'Logging in…', 'busy label');
    expect(form()!.getAttribute('aria-busy')).to.equal('true');
    expect(submitButton().getAttribute('aria-disabled')).to.equal('true');

    submitButton().click();
    await sleep(100);
    form()!.requestSubmit();
    await sleep(50);
    // Still busy: the second submit neither ran a login nor reset the form.
    expect(submitButton().textContent).to.equal('Logging in…');

    await until(() => successes.length === 1, 'mc-login-success', 5000);
    await until(() => submitButton().textContent === 'Log in', 'idle label');
    expect(form()!.getAttribute('aria-busy')).to.equal('false');
    await sleep(100);
    expect(successes).to.have.length(1);
    expect(await received('/wps/session/login')).to.have.length(1);
  });

  it('hides its heading with no-title, and shows it again when the attribute goes', async () => {
    await mount('no-title');
    expect(root().querySelector('h2')).to.equal(null);
    expect(el.noTitle).to.equal(true);
    el.removeAttribute('no-title');
    await until(() => root().querySelector('h2'), 'heading back');
    expect(root().querySelector('h2')!.textContent).to.equal('Log in');
    el.noTitle = true;
    expect(el.hasAttribute('no-title')).to.equal(true);
    await until(() => !root().querySelector('h2'), 'heading hidden again');
  });

  it('prefills the user name from its attribute', async () => {
    await mount('username="lucky.player"');
    expect(input('username').value).to.equal('lucky.player');
    expect(input('password').value).to.equal('');
  });

  it('renders right to left in Arabic', async () => {
    await setLanguage('AR');
    await mount();
    const frame = await until(() => form()!.closest('[dir]'), 'frame with a direction');
    expect(frame.getAttribute('dir')).to.equal('rtl');
    expect(getComputedStyle(form()!).direction).to.equal('rtl');
    expect(root().querySelector('h2')!.textContent).to.equal('تسجيل الدخول');
    expect(input('username').labels![0]!.textContent).to.match(/[\u0600-\u06FF]/);
  });
});
