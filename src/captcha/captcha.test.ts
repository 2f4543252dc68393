import { expect } from 'chai';
import { captchaRequired, isCaptchaError, solveCaptcha, type CaptchaFields } from './captcha.js';
import { clearSession } from '../session/session.js';
import { configure } from '../config/config.js';
import { loadStatus } from '../platform/merchant-status.js';
import { loginInProgress, loginWithPassword } from '../session/login.js';
import { setLanguage } from '../i18n/i18n.js';
import { LANGUAGES } from '../i18n/languages.js';
import { geetestLanguage } from './geetest.js';
import { notices } from '../ui/notices.js';
import { control, fault, received, resetSandbox, sandboxUrl, useSandbox } from '../../test/browser/sandbox.js';
import { until, loginGuardOpen } from '../../test/browser/wait.js';

const box = () => document.querySelector('[data-mc-captcha]')?.shadowRoot ?? null;
const boxState = () => box()?.querySelector<HTMLElement>('.captcha')?.dataset.state ?? null;
const boxStatus = () => box()?.querySelector('.captcha__status')?.textContent ?? '';
const geetestButton = (which: string) => box()?.querySelector<HTMLButtonElement>(`[data-geetest="${which}"]`) ?? null;
const boxButton = (label: string) =>
  [...(box()?.querySelectorAll<HTMLButtonElement>('.mc-dialog__actions button') ?? [])].find((b) => b.textContent === label) ?? null;
const noticeText = () => notices.value.map((notice) => notice.message);

async function switches(values: Record<string, boolean>): Promise<void> {
  await control('switches', values);
  await loadStatus();
}

/** Solves the open captcha the way a player does: start, then the puzzle. */
async function solveOpenCaptcha(): Promise<void> {
  (await until(() => geetestButton('start'), 'the Geetest button')).click();
  (await until(() => geetestButton('solve'), 'the Geetest puzzle')).click();
}

describe('captcha', () => {
  beforeEach(async () => {
    useSandbox();
    configure({ geetestScript: `${sandboxUrl}/__sandbox/geetest/gt.js`, geetest4Script: `${sandboxUrl}/__sandbox/geetest/gt4.js` });
    clearSession();
    notices.value = [];
    await resetSandbox();
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

  it('is required per scene only when the matching switch is on', async () => {
    expect(['login', 'sms', 'register'].map((scene) => captchaRequired(scene as 'login'))).to.deep.equal([false, false, false]);
    await switches({ GEETEST3: true });
    expect(captchaRequired('login')).to.equal(true);
    expect(captchaRequired('sms')).to.equal(false);
    expect(captchaRequired('register')).to.equal(true);
    await switches({ GEETEST3: false, GEETESTVCODE3: true });
    expect([captchaRequired('login'), captchaRequired('sms')]).to.deep.equal([false, true]);
  });

  it('on a test platform is required only with GEETESTTEST3 on too', async () => {
    await control('status', { test: true });
    await switches({ GEETEST3: true });
    expect(captchaRequired('login')).to.equal(false);
    await switches({ GEETESTTEST3: true });
    expect(captchaRequired('login')).to.equal(true);
  });

  it('goes loading, waiting, success and resolves with the v3 fields the platform accepts', async () => {
    await switches({ GEETEST3: true });
    let solved: CaptchaFields | undefined;
    const solving = solveCaptcha('login').then((fields) => (solved = fields));
    await until(() => boxState() === 'waiting', 'the waiting state');
    expect(boxStatus()).to.equal('Complete the check below to continue.');
    const [config] = await received('/wps/captcha/geetest');
    expect(config!.query.t).to.match(/^\d+$/);
    await solveOpenCaptcha();
    await until(() => boxState() === 'success', 'the success state');
    expect(boxStatus()).to.equal('Check passed');
    await solving;
    expect(box()).to.equal(null);
    expect(Object.keys(solved!).sort()).to.deep.equal(['geetestChallenge', 'geetestSeccode']);
    expect(solved!.geetestSeccode).to.match(/\|jordan$/);
  });

  it('runs before a username login that needs it, and the login carries the result', async () => {
    await switches({ GEETEST3: true });
    const login = loginWithPassword({ username: 'demo', password: 'demo1234' }, { alert: false });
    await until(() => boxState() === 'waiting', 'the captcha before the login');
    expect(await received('/wps/session/login')).to.have.length(0);
    await solveOpenCaptcha();
    const result = await login;
    expect(result?.token).to.be.a('string');
    const [sent] = await received('/wps/session/login');
    expect(sent!.body.geetestChallenge).to.be.a('string');
    expect(sent!.body.geetestSeccode).to.match(/\|jordan$/);
  });

  it('closing before solving rejects with verify_first, says "Please verify first" and sends nothing', async () => {
    await switches({ GEETEST3: true });
    const login = loginWithPassword({ username: 'demo', password: 'demo1234' }, { alert: false });
    await until(() => boxState() === 'waiting', 'the waiting state');
    // Closing Geetest's own puzzle returns to waiting; closing the box gives up.
    geetestButton('start')!.click();
    (await until(() => geetestButton('close'), 'the puzzle')).click();
    await until(() => boxState() === 'waiting' && !geetestButton('close'), 'back to waiting');
    boxButton('Close')!.click();
    const error = await login.then(() => null, (reason: unknown) => reason as { code: string });
    expect(error?.code).to.equal('verify_first');
    expect(box()).to.equal(null);
    expect(noticeText()).to.include('Please verify first');
    expect(await received('/wps/session/login')).to.have.length(0);
  });

  it('refuses a second captcha while one is open ("verify geetest too fast")', async () => {
    const first = solveCaptcha('login').catch((error: unknown) => error);
    await until(() => boxState() === 'waiting', 'the first captcha');
    const second = await solveCaptcha('login').catch((error: unknown) => error);
    expect(isCaptchaError(second) && second.code).to.equal('verify_too_fast');
    expect(noticeText()).to.include('verify geetest too fast');
    boxButton('Close')!.click();
    await first;
  });

  it('refuses an SMS captcha on a v3 merchant ("Geetest service not work")', async () => {
    const error = await solveCaptcha('sms').catch((reason: unknown) => reason);
    expect(isCaptchaError(error) && error.code).to.equal('geetest_not_work');
    expect(noticeText()).to.include('Geetest service not work');
    expect(box()).to.equal(null);
  });

  it('solves a v4 captcha (SMS scene too) and the platform accepts its result', async () => {
    await control('captcha', { version: 'v4' });
    await switches({ GEETEST3: true });
    const solving = solveCaptcha('sms');
    await solveOpenCaptcha();
    const fields = await solving;
    expect(Object.keys(fields.geetestValidateV4!).sort()).to.deep.equal(['captcha_output', 'gen_time', 'lot_number', 'pass_token']);

    const login = loginWithPassword({ username: 'demo', password: 'demo1234' }, { alert: false });
    await solveOpenCaptcha();
    expect((await login)?.token).to.be.a('string');
    const [sent] = await received('/wps/session/login');
    expect(sent!.body.geetestValidateV4.lot_number).to.be.a('string');
  });

  it('shows a failed config call with its code and a retry that recovers', async () => {
    await fault({ path: '/wps/captcha/geetest', status: 500, body: { success: false, errorCode: 'captcha.config.down', message: 'Captcha is down.' }, times: 1 });
    const solving = solveCaptcha('login').catch((error: unknown) => error);
    await until(() => boxState() === 'error', 'the error state');
    expect(boxStatus()).to.equal('Captcha is down. (60205)');
    boxButton('Retry')!.click();
    await until(() => boxState() === 'waiting', 'waiting after retry');
    boxButton('Close')!.click();
    expect(isCaptchaError(await solving)).to.equal(true);
  });

  it('reports a Geetest script that does not load as "Network failure (60204)"', async () => {
    configure({ geetestScript: `${sandboxUrl}/__sandbox/geetest/missing.js` });
    const solving = solveCaptcha('login').catch((error: unknown) => error);
    await until(() => boxState() === 'error', 'the error state');
    expect(boxStatus()).to.equal('Network failure (60204)');
    boxButton('Close')!.click();
    await solving;
  });

  it("hands Geetest the player's language in at most 6 characters", async () => {
    for (const { code } of LANGUAGES) {
      await setLanguage(code, { remember: false });
      expect(geetestLanguage().length, code).to.be.at.most(6);
    }
    await setLanguage('PT-BR', { remember: false });
    expect(geetestLanguage()).to.equal('pt-br');
  });
});
