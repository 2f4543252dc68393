import { expect } from 'chai';
import { clearSession } from '../session/session.js';
import { isCaptchaError, solveCaptcha } from './captcha.js';
import { loadStatus } from '../platform/merchant-status.js';
import { loginInProgress, loginWithPassword } from '../session/login.js';
import { setLanguage } from '../i18n/i18n.js';
import { notices } from '../ui/notices.js';
import { control, fault, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { fieldError, type } from '../../test/browser/forms.js';
import { until, loginGuardOpen } from '../../test/browser/wait.js';

const box = () => document.querySelector('[data-mc-captcha]')?.shadowRoot ?? null;
const boxState = () => box()?.querySelector<HTMLElement>('.captcha')?.dataset.state ?? null;
const boxStatus = () => box()?.querySelector('.captcha__status')?.textContent ?? '';
const picture = () => box()?.querySelector<HTMLImageElement>('.captcha__picture img') ?? null;
const codeInput = () => box()!.querySelector<HTMLInputElement>('input[name="captcha"]')!;
const refreshButton = () => box()!.querySelector<HTMLButtonElement>('[part="captcha-refresh"]')!;
const boxButton = (label: string) =>
  [...(box()?.querySelectorAll<HTMLButtonElement>('.mc-dialog__actions button') ?? [])].find((b) => b.textContent === label) ?? null;

/** The code of the picture on screen, as the control API tells it. */
async function shownCode(): Promise<string> {
  await until(() => boxState() === 'ready', 'a picture');
  return (await control('captcha/image')).code;
}

describe('image captcha', () => {
  beforeEach(async () => {
    useSandbox();
    clearSession();
    notices.value = [];
    await resetSandbox();
    await control('switches', { GEETEST3: true });
    await control('captcha', { version: 'image' });
    await setLanguage('EN');
    await loadStatus();
    await loginGuardOpen(loginInProgress);
  });

  afterEach(() => {
    for (const notice of notices.value) notice.close();
    document.querySelectorAll('[data-mc-captcha]').forEach((host) => host.remove());
    clearSession();
  });

  after(() => setLanguage('CN'));

  it('shows the picture with a labelled field and a refresh, and sends what the player read with its key', async () => {
    const solving = solveCaptcha('login');
    const dialog = await until(() => box()?.querySelector('dialog[open]'), 'the box');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Security check');
    await until(() => picture(), 'the picture');
    expect(picture()!.alt).to.equal('Picture of the security code');
    expect(picture()!.src).to.match(/^data:image\/svg\+xml;base64,/);
    expect(boxStatus()).to.equal('Type the characters you see in the picture.');
    expect(codeInput().autocomplete).to.equal('off');
    expect(box()!.querySelector(`label[for="${codeInput().id}"]`)!.textContent).to.equal('Code in the picture');
    expect(refreshButton().getAttribute('aria-label')).to.equal('Show a new picture');
    expect(box()!.activeElement).to.equal(codeInput());

    boxButton('Confirm')!.click();
    await until(() => fieldError(codeInput()), 'the empty field flagged');
    expect(fieldError(codeInput())).to.equal('Please enter the code in the picture.');

    const first = picture()!.src;
    type(codeInput(), 'ABC');
    refreshButton().click();
    await until(() => picture() && picture()!.src !== first, 'a new picture');
    expect(codeInput().value).to.equal('');
    expect(fieldError(codeInput())).to.equal(null);
    expect(await received('/wps/captcha/image')).to.have.length(2);

    const { captchaKey, code } = await control('captcha/image');
    type(codeInput(), code.toLowerCase());
    codeInput().form!.requestSubmit();
    expect(await solving).to.deep.equal({ captcha: code.toLowerCase(), captchaKey });
    expect(box()).to.equal(null);
  });

  it('a wrong code gets its message, and the next try a new picture and an empty field', async () => {
    const first = loginWithPassword({ username: 'demo', password: 'demo1234' }).catch((error: unknown) => error);
    const code = await shownCode();
    const firstKey = (await control('captcha/image')).captchaKey;
    type(codeInput(), code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`);
    boxButton('Confirm')!.click();
    expect(await first).to.have.property('code', 'captcha.invalid');
    await until(() => notices.value.length, 'the notice');
    expect(notices.value[0]!.message).to.equal('The security check failed. Please try again.');
    notices.value[0]!.close();
    await loginGuardOpen(loginInProgress);

    const second = loginWithPassword({ username: 'demo', password: 'demo1234' });
    const nextCode = await shownCode();
    expect(codeInput().value).to.equal('');
    expect((await control('captcha/image')).captchaKey).to.not.equal(firstKey);
    type(codeInput(), nextCode);
    boxButton('Confirm')!.click();
    expect(await second).to.have.property('token');
    const logins = await received('/wps/session/login');
    expect(logins).to.have.length(2);
    expect(logins[1]!.body).to.include({ captcha: nextCode });
    expect(logins[1]!.body.captchaKey).to.match(/^[0-9a-f]{32}$/);
  });

  it('refuses a picture that is not an image, offers retry, and closing gives up', async () => {
    await fault({ path: '/wps/captcha/image', body: { success: true, value: { captchaKey: 'k', image: 'javascript:alert(1)' } }, times: 1 });
    const solving = solveCaptcha('login').catch((error: unknown) => error);
    await until(() => boxState() === 'error', 'the error state');
    expect(boxStatus()).to.equal('The security check could not start.');
    expect(picture()).to.equal(null);
    boxButton('Confirm')!.click();
    refreshButton().click();
    await until(() => boxState() === 'ready', 'a picture after the retry');
    boxButton('Close')!.click();
    const error = await solving;
    expect(isCaptchaError(error) && error.code).to.equal('verify_first');
  });

  it('is not used for SMS, which needs Geetest v4', async () => {
    await control('switches', { GEETESTVCODE3: true });
    await loadStatus();
    const error = await solveCaptcha('sms').catch((reason: unknown) => reason);
    expect(isCaptchaError(error) && error.code).to.equal('geetest_not_work');
    expect(await received('/wps/captcha/image')).to.have.length(0);
  });
});
