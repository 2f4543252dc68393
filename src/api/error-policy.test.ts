import { expect } from 'chai';
import { ApiError } from './api-error.js';
import { call } from './client.js';
import type { Endpoint } from './endpoint.js';
import { errorKey, errorMessage, loadErrorTexts as loadWording } from './error-policy.js';
import { loadErrorTexts } from '../i18n/error-texts.js';
import { setLanguage, t } from '../i18n/i18n.js';
import { clearSession, setToken } from '../session/session.js';
import { notices } from '../ui/notices.js';
import { fault, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';

// A call the sandbox answers without a token.
const ping = { method: 'GET', path: '/wps/system/test/ping', auth: false, timeout: 20_000 } as const satisfies Endpoint;

describe('error texts', () => {
  beforeEach(async () => {
    useSandbox();
    clearSession();
    notices.value = [];
    await resetSandbox();
    await setLanguage('EN', { remember: false });
    // As a page's first failed call does: the error texts then follow the language.
    await loadErrorTexts();
  });
  after(() => setLanguage('CN', { remember: false }));

  it('are found under err_ and the code, lower-cased, every other character an underscore', () => {
    expect(errorKey('login.cred.err')).to.equal('err_login_cred_err');
    expect(errorKey('TOO_MANY_REQUEST_LOGIN')).to.equal('err_too_many_request_login');
    expect(errorKey('login_verify_required')).to.equal('err_login_verify_required');
    expect(errorKey('customer.not.login')).to.equal(errorKey('CUSTOMER_NOT_LOGIN'));
  });

  it("show the kit's sentence in the player's language for a code it knows, whatever the server said", async () => {
    const refused = new ApiError('login.cred.err', 'The user name or password is incorrect.', 200);
    await setLanguage('AR', { remember: false });
    expect(errorMessage(refused)).to.equal('اسم المستخدم أو كلمة المرور غير صحيحة.');
    await setLanguage('TH', { remember: false });
    expect(errorMessage(refused)).to.equal('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    await setLanguage('CN', { remember: false });
    expect(errorMessage(refused)).to.equal('用户名或密码错误。');
    expect(errorMessage(new ApiError('TOO_MANY_REQUEST_LOGIN', '', 200))).to.equal('登录尝试次数过多，请稍后再试。');
  });

  it('name the end of a throttle in the player\'s language, with the date when it is not today', async () => {
    await loadWording(new ApiError('login.locked', '', 200));
    const soon = Date.now() + 60_000;
    const sameDay = new Date(soon).toDateString() === new Date().toDateString();
    const style: Intl.DateTimeFormatOptions = sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
    const locked = new ApiError('login.locked', 'Locked.', 200, undefined, { until: soon });
    expect(errorMessage(locked)).to.equal(`Too many failed logins. You can try again after ${new Intl.DateTimeFormat('en-US', style).format(soon)}.`);
    await setLanguage('PT-BR', { remember: false });
    const later = Date.now() + 3 * 24 * 3_600_000;
    const sms = new ApiError('sms.send.limit', 'Too many.', 200, undefined, { until: later });
    const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' }).format(later);
    expect(errorMessage(sms)).to.equal(`Muitos códigos foram enviados. Você pode pedir um novo depois de ${when}.`);
    // No end, or one that is not a moment: the plain sentence.
    expect(errorMessage(new ApiError('sms.send.limit', 'Too many.', 200, undefined, { until: 'soon' }))).to.equal('Muitos códigos foram enviados. Tente novamente mais tarde.');
  });

  it("show the server's message for a code the kit does not know, and the fallback when there is none", () => {
    expect(errorMessage(new ApiError('merchant.closed', 'This shop is closed today.', 200))).to.equal('This shop is closed today.');
    expect(errorMessage(new ApiError('merchant.closed', '', 200))).to.equal(t('unknown_error'));
    expect(errorMessage(new ApiError('merchant.closed', '', 200), 'The page could not be loaded.')).to.equal('The page could not be loaded.');
  });

  it("keep the kit's own texts for failures no server explained", () => {
    expect(errorMessage(new ApiError('network', 'Failed to fetch'))).to.equal(t('network_failed'));
    expect(errorMessage(new ApiError('timeout', 'ECONNABORTED'))).to.equal(t('timeout_retry_please'));
    expect(errorMessage(new ApiError('encryption', 'bad key'))).to.equal(t('encryption_failed'));
    expect(errorMessage(new ApiError('bad_response', 'SyntaxError'), 'Fallback.')).to.equal('Fallback.');
  });

  it("reach the notice of a failed call translated, or as the server worded an unknown code", async () => {
    await fault({ path: '/wps/system/test/ping', body: { success: false, errorCode: 'server.busy', message: 'Busy, try again.' }, times: 1 });
    await call(ping).catch(() => {});
    expect(notices.value[0]?.message).to.equal('The service is busy. Please try again.');
    notices.value = [];
    await fault({ path: '/wps/system/test/ping', body: { success: false, errorCode: 'weird.code', message: 'Something odd happened.' }, times: 1 });
    await call(ping).catch(() => {});
    expect(notices.value[0]?.message).to.equal('Something odd happened.');
  });

  it('end a session at its time limit for good on this device: the remembered login goes, and the notice says so', async () => {
    setToken('limited-session', 'DEMO');
    localStorage.setItem('remPass', '{"type":"username"}');
    localStorage.setItem('autoLogin', '1');
    const ended = { success: false, errorCode: 'limit.session.reached', message: 'Session time limit reached.' };
    await fault({ path: '/wps/system/test/ping', status: 401, body: ended, times: 1 });
    await call(ping).catch(() => {});
    expect([localStorage.getItem('remPass'), localStorage.getItem('autoLogin')]).to.deep.equal([null, '0']);
    expect(notices.value[0]?.message).to.equal(
      'You have reached the session time limit you set, so you have been logged out. ' +
        'To play again, log in yourself: this device will not log you in automatically.',
    );
  });
});
