import { expect } from 'chai';
import { clearSession } from '../session/session.js';
import { setLanguage } from '../i18n/i18n.js';
import { notices } from '../ui/notices.js';
import { control, fault, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { fieldError, toastTexts, type } from '../../test/browser/forms.js';
import { sleep, until } from '../../test/browser/wait.js';
import { parseEmailCode, requestTwoFactor, sendsEmailCode, twoFactorMethods } from './two-factor.js';

const SECURE = { username: 'secure', password: 'demo1234', email: 'secure@example.com' };

function dialog(): HTMLDialogElement | null {
  return document.querySelector('[data-mc-two-factor]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[data-kind="two-factor"][open]') ?? null;
}
const field = (name: string) => dialog()!.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const sendButton = () => dialog()!.querySelector<HTMLButtonElement>('[part="send-code"]');
const verifyButton = () => dialog()!.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const focused = () => (dialog()!.getRootNode() as ShadowRoot).activeElement;
/** The notice on screen as the player sees it (the text of its message paragraph). */
const noticeText = () =>
  document.querySelector('[data-mc-overlay]')?.shadowRoot?.querySelector('[role="alertdialog"] .mc-dialog__text') ?? null;

describe('two-factor: what the challenge says about the email method', () => {
  it('reads the email-code flag only beside the email method, from the value or from a flag list', () => {
    expect(twoFactorMethods({ payeeName: false, sms: true, ga: false, email: true })).to.deep.equal(['sms', 'email']);
    expect(sendsEmailCode({ payeeName: false, sms: true, ga: false, email: true })).to.equal(false);
    expect(sendsEmailCode({ email: true, emailCode: true })).to.equal(true);
    expect(sendsEmailCode({ email: false, emailCode: true })).to.equal(false);
    expect(sendsEmailCode({ email: true, emailCode: 'true' })).to.equal(false);
    expect(sendsEmailCode(null)).to.equal(false);
    expect(parseEmailCode('ga, email')).to.equal(false);
    expect(parseEmailCode('email emailCode')).to.equal(true);
    expect(parseEmailCode('EMAIL,EMAILCODE')).to.equal(true);
    expect(parseEmailCode('sms,emailCode')).to.equal(false);
  });
});

describe('two-factor email tab', () => {
  beforeEach(async () => {
    useSandbox();
    clearSession();
    notices.value = [];
    // A new device: no code's countdown kept from an earlier test (src/sms/resend-countdown.ts).
    localStorage.removeItem('mc_sms_wait');
    await resetSandbox();
    await control('client-ip', { ip: '203.0.113.60' });
    await setLanguage('EN');
  });

  afterEach(async () => {
    for (const notice of notices.value) notice.close();
    dialog()?.querySelector<HTMLButtonElement>('[part="cancel"]')?.click();
    await until(() => !dialog(), 'dialog closed');
    clearSession();
  });

  it('by default asks for the address alone, flags it when empty, shows a refusal as text, sends method E trimmed', async () => {
    const outcome = requestTwoFactor({ username: SECURE.username, password: SECURE.password, methods: ['email'] });
    await until(() => dialog(), 'dialog');
    expect(dialog()!.querySelector('.mc-two-factor__hint')!.textContent).to.equal('Enter the email address linked to your account.');
    expect([...dialog()!.querySelectorAll('input')].map((input) => input.name)).to.deep.equal(['email']);
    expect(sendButton()).to.equal(null);
    expect(field('verificationCode')).to.equal(null);

    type(field('email')!, '   ');
    verifyButton().click();
    await until(() => field('email')!.getAttribute('aria-invalid') === 'true', 'empty address flagged');
    expect(fieldError(field('email')!)).to.equal('Please enter your email address.');
    expect(focused()).to.equal(field('email'));
    await sleep(100);
    expect(await received('/wps/session/login/verification')).to.have.length(0);

    type(field('email')!, 'other@example.com');
    verifyButton().click();
    // The store has the notice before the overlay shows it.
    await until(() => noticeText()?.textContent, 'refusal');
    expect(noticeText()!.textContent).to.equal('The email address does not match your account.');
    expect(field('email')!.value).to.equal('other@example.com');
    notices.value[0]!.close();

    // A platform's message (for a code the kit has no text of its own for) is words to read, never markup to render.
    const message = '<b>Wrong</b> address & <img src=x>';
    await fault({ path: '/wps/session/login/verification', body: { success: false, errorCode: 'login.verify.odd', message }, times: 1 });
    verifyButton().click();
    await until(() => noticeText()?.textContent === message, 'refusal with markup');
    expect(noticeText()!.textContent).to.equal(message);
    expect(noticeText()!.children).to.have.length(0);
    notices.value[0]!.close();

    type(field('email')!, `  ${SECURE.email} `);
    verifyButton().click();
    await until(() => toastTexts().includes('Verified. Logging you in…'), 'success notice');
    const result = await outcome;
    expect(result).to.include({ destination: '/m/home' });
    const sent = await received('/wps/session/login/verification');
    expect(sent).to.have.length(3);
    expect(sent[2]!.body).to.include({ username: 'secure', method: 'E', email: SECURE.email, verificationCode: '' });
    expect(await received('/wps/verification/email/noLogin')).to.have.length(0);
  });

  it('asks for the mailed code only when the platform says it sends one', async () => {
    await control('two-factor', { username: SECURE.username, emailCode: true });
    const outcome = requestTwoFactor({ username: SECURE.username, password: SECURE.password, methods: ['email'], emailCode: true });
    await until(() => dialog(), 'dialog');
    expect([...dialog()!.querySelectorAll('input')].map((input) => input.name)).to.deep.equal(['email', 'verificationCode']);
    expect(field('verificationCode')!.autocomplete).to.equal('one-time-code');

    // The address comes first: the button flags it and sends nothing.
    sendButton()!.click();
    await until(() => field('email')!.getAttribute('aria-invalid') === 'true', 'address flagged');
    expect(focused()).to.equal(field('email'));
    expect(await received('/wps/verification/email/noLogin')).to.have.length(0);

    type(field('email')!, ` ${SECURE.email}`);
    verifyButton().click();
    await until(() => field('verificationCode')!.getAttribute('aria-invalid') === 'true', 'code flagged');
    expect(fieldError(field('verificationCode')!)).to.equal('Please enter the verification code.');
    expect(focused()).to.equal(field('verificationCode'));

    sendButton()!.click();
    await until(() => /Resend in/.test(sendButton()!.textContent ?? ''), 'countdown');
    expect((await received('/wps/verification/email/noLogin'))[0]!.body).to.deep.equal({ username: 'secure', email: SECURE.email });
    expect(focused()).to.equal(field('verificationCode'));
    const { code } = await control(`codes?to=${SECURE.email}`);
    type(field('verificationCode')!, ` ${code} `);
    verifyButton().click();
    expect(await outcome).to.include({ destination: '/m/home' });
    const [sent] = await received('/wps/session/login/verification');
    expect(sent!.body).to.include({ method: 'E', email: SECURE.email, verificationCode: code });
  });
});
