import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { loadStatus } from '../../src/platform/index.js';
import { clearSession, loginInProgress, loginWithPassword, passwordChangeRequired } from '../../src/session/index.js';
import { notices } from '../../src/ui/notices.js';
import { control, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { sleep, until, loginGuardOpen } from '../../test/browser/wait.js';

type Element = HTMLElementTagNameMap['mc-change-password'];

function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<mc-change-password>', () => {
  let el: Element;
  const root = () => el.shadowRoot!;
  const input = (name: string) => root().querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const submit = () => root().querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const errorOf = (name: string) => root().getElementById(input(name).getAttribute('aria-describedby') ?? '')?.textContent ?? '';

  async function mount(): Promise<void> {
    el = document.createElement('mc-change-password') as Element;
    el.setAttribute('no-redirect', '');
    document.body.append(el);
    await until(() => el.shadowRoot?.querySelector('form'), 'the form');
  }

  function fill(oldPassword: string, newPassword: string, confirmPassword = newPassword): void {
    type(input('oldPassword'), oldPassword);
    type(input('newPassword'), newPassword);
    type(input('confirmPassword'), confirmPassword);
  }

  beforeEach(async () => {
    useSandbox();
    clearSession();
    notices.value = [];
    await resetSandbox();
    await setLanguage('EN');
    await loadStatus();
    await loginGuardOpen(loginInProgress);
    await control('players', { username: 'expired1', password: 'old-pass1', passwordExpired: true });
    const result = await loginWithPassword({ username: 'expired1', password: 'old-pass1' });
    expect(result?.passwordChangeReason).to.equal('expired');
  });

  afterEach(() => {
    el?.remove();
    for (const notice of notices.value) notice.close();
    clearSession();
  });

  after(() => setLanguage('CN'));

  it('says why the password must change, with labelled password fields and autocomplete hints', async () => {
    await mount();
    expect(root().querySelector('[part="reason"]')!.textContent).to.equal('Your password has expired. Choose a new one to continue.');
    const described = ['oldPassword', 'newPassword', 'confirmPassword'].map((name) => [
      input(name).labels![0]!.textContent,
      input(name).type,
      input(name).autocomplete,
    ]);
    expect(described).to.deep.equal([
      ['Current password', 'password', 'current-password'],
      ['New password', 'password', 'new-password'],
      ['New password again', 'password', 'new-password'],
    ]);
  });

  it('flags empty, short, repeated and mismatched passwords, focuses the first, and sends nothing', async () => {
    await mount();
    submit().click();
    await until(() => input('oldPassword').getAttribute('aria-invalid') === 'true', 'current flagged');
    expect(errorOf('newPassword')).to.equal('Please enter a new password.');
    expect(root().activeElement).to.equal(input('oldPassword'));
    fill('old-pass1', 'short');
    submit().click();
    await until(() => errorOf('newPassword') === 'Use at least 6 characters.', 'too short');
    fill('old-pass1', 'old-pass1');
    submit().click();
    await until(() => errorOf('newPassword') === 'The new password must differ from the current one.', 'same');
    fill('old-pass1', 'new-pass1', 'new-pass2');
    submit().click();
    await until(() => errorOf('confirmPassword') === 'The two new passwords do not match.', 'mismatch');
    expect(root().activeElement).to.equal(input('confirmPassword'));
    await sleep(100);
    expect(await received('/wps/member/password')).to.have.length(0);
  });

  it('keeps what was typed when the current password is wrong, and says so', async () => {
    await mount();
    const errors: CustomEvent[] = [];
    el.addEventListener('mc-password-change-error', (event) => errors.push(event as CustomEvent));
    fill('wrong-pass', 'new-pass1');
    submit().click();
    await until(() => errors.length === 1, 'mc-password-change-error');
    expect(errors[0]!.detail.code).to.equal('password.old.incorrect');
    expect(notices.value.map((n) => n.message)).to.include('The current password is incorrect.');
    expect([input('oldPassword').value, input('newPassword').value]).to.deep.equal(['wrong-pass', 'new-pass1']);
    expect(passwordChangeRequired.value).to.equal('expired');
  });

  it('changes the password once for twenty taps, fires mc-password-changed and lifts the obligation', async () => {
    await mount();
    const changed: CustomEvent[] = [];
    document.addEventListener('mc-password-changed', (event) => changed.push(event as CustomEvent), { once: true });
    fill('old-pass1', 'new-pass1');
    for (let i = 0; i < 20; i++) submit().click();
    await until(() => changed.length === 1, 'mc-password-changed');
    expect(changed[0]!.detail).to.deep.equal({ destination: '/m/home' });
    const sent = await received('/wps/member/password');
    expect(sent).to.have.length(1);
    expect(sent[0]!.headers.encryption).to.equal('true');
    expect(sent[0]!.body).to.deep.equal({ oldPassword: 'old-pass1', newPassword: 'new-pass1' });
    expect(passwordChangeRequired.value).to.equal(null);
    expect(sessionStorage.getItem('MC_PASSWORD_CHANGE')).to.equal(null);
  });
});
