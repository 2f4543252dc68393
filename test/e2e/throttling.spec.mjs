// The platform pushing back at what a script repeats (docs/wire-contract.md, "Throttling"), and the player's
// way through it: a login locked after failures names its end in the player's language and keeps the form, a
// merchant with a captcha asks for it instead, a reset code tried five times is void, the SMS quota names when
// a code may be asked again, and a sent code's countdown survives a reload.
import { createWpsClient } from '../../sandbox/wps-client.mjs';
import { control, DEMO, EVERY_DEVICE, expect, LABELS, loginForm, sandbox, servers, test, useLanguage } from './fixtures.mjs';


const FORGOT_EN = 'Forgot password?';

/** The resets the platform received (not the code requests, whose path starts the same). */
const resetTries = async () => (await sandbox.requests('/wps/member/password/reset')).filter((call) => call.path === '/wps/member/password/reset').length;

/** The platform, called as a script would: straight, from the same address as the page (127.0.0.1). */
const platform = () => createWpsClient({ url: servers().sandboxURL });

async function failLogins(times, username = DEMO.username) {
  const client = platform();
  for (let attempt = 0; attempt < times; attempt += 1) {
    const answer = await client.login(username, 'wrong-guess-1');
    expect(answer.errorCode).toMatch(/^(login\.cred\.err|not\.exists\.user)$/);
  }
}

/** When the lock on `username` ends: the platform says so to any try, and a refused try does not count. */
async function lockEnd(username = DEMO.username) {
  const answer = await platform().login(username, 'wrong-guess-1');
  expect(answer.errorCode).toBe('login.locked');
  return answer.until;
}

/** `until` as the page words it: the time alone when it is today (src/i18n/error-texts.ts). */
const timeIn = (page, until, tag) =>
  page.evaluate(([moment, locale]) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(moment), [until, tag]);

test.describe('in English', () => {
  test.beforeEach(async ({ context }) => useLanguage(context, 'EN'));

  test(`after 5 wrong passwords the login is locked until a time the player reads, and the form keeps its input ${EVERY_DEVICE}`, async ({ page }) => {
    await page.goto('/m/login');
    const form = loginForm(page, LABELS.EN);
    await form.username.fill(DEMO.username);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await form.password.fill(`wrong-${attempt}`);
      // The login guard lets a new try through 500 ms after the last answer (SPEC §4).
      await expect(form.submit).toHaveAttribute('aria-disabled', 'false');
      await form.submit.click();
      const notice = page.getByRole('alertdialog');
      await expect(notice).toContainText('The user name or password is incorrect.');
      await notice.getByRole('button', { name: LABELS.EN.confirm }).click();
      await expect(notice).toBeHidden();
    }

    // The sixth, even with the right password, is refused until the end the platform names.
    await form.password.fill(DEMO.password);
    await expect(form.submit).toHaveAttribute('aria-disabled', 'false');
    await form.submit.click();
    const notice = page.getByRole('alertdialog');
    await expect(notice).toContainText('Too many failed logins.');
    expect(await sandbox.requests('/wps/session/login')).toHaveLength(6);
    const until = await lockEnd();
    await expect(notice).toContainText(`Too many failed logins. You can try again after ${await timeIn(page, until, 'en-US')}.`);
    await notice.getByRole('button', { name: LABELS.EN.confirm }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(form.username).toHaveValue(DEMO.username);
    await expect(form.password).toHaveValue(DEMO.password);

    // Once the platform's clock passes the end, the same form logs in.
    const { now } = await control('GET', '/__sandbox/clock');
    await control('POST', '/__sandbox/clock', { advanceMs: until - now + 1_000 });
    await expect(form.submit).toHaveAttribute('aria-disabled', 'false');
    await form.submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('with the merchant\'s captcha, too many failures ask for it instead of locking, and the login goes through', async ({ page }) => {
    await sandbox.switches({ GEETEST3: true });
    // A test platform skips the captcha until an account has failed too often.
    await sandbox.status({ test: true });
    await failLogins(5);
    await page.goto('/m/login');
    const form = loginForm(page, LABELS.EN);
    await form.username.fill(DEMO.username);
    await form.password.fill(DEMO.password);
    await form.submit.click();

    const box = page.getByRole('dialog', { name: 'Security check' });
    await expect(box).toBeVisible();
    await box.getByRole('button', { name: 'Click to verify' }).click();
    await box.getByRole('button', { name: 'Tap to complete the check' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const logins = await sandbox.requests('/wps/session/login');
    // After the five made from outside: the page's login without a captcha, refused, then the same with one.
    expect(logins.slice(5).map((login) => Boolean(login.body.geetestSeccode))).toEqual([false, true]);
  });
});

test('a remembered login that has gone wrong is tried once, never into a lock', async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await page.goto('/m/login');
  const form = loginForm(page, LABELS.EN);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await form.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // The password changes elsewhere; the device still remembers the old one.
  await control('POST', '/__sandbox/players', { username: DEMO.username, password: 'changed2026' });
  await page.close();

  // Six visits: the remembered password is tried on the first and then forgotten.
  for (let visit = 0; visit < 6; visit += 1) {
    const next = await context.newPage();
    await next.goto('/m/login');
    await expect.poll(() => next.evaluate(() => localStorage.getItem('remPass'))).toBeNull();
    await next.close();
  }
  const logins = await sandbox.requests('/wps/session/login');
  expect(logins.filter((login) => login.body.password === DEMO.password)).toHaveLength(2);
  expect((await platform().login(DEMO.username, 'changed2026')).success).toBe(true);
});

test(`a reset code guessed 5 times is void, the player is told to ask for a new one, and the form keeps its input ${EVERY_DEVICE}`, async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: '忘记密码？' }).click();
  const flow = page.locator('mc-login [part="reset"]');
  await flow.getByLabel(LABELS.CN.username, { exact: true }).fill(DEMO.username);
  await flow.getByLabel('手机号码', { exact: true }).fill('912345678');
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByRole('status').filter({ hasText: '912345678' })).toBeVisible();

  await flow.getByLabel('新密码', { exact: true }).fill('fresh2026');
  await flow.getByLabel('再次输入新密码', { exact: true }).fill('fresh2026');
  const code = flow.getByLabel('验证码', { exact: true });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await code.fill(`00000${attempt}`);
    await page.getByRole('button', { name: '确认重置' }).click();
    await expect.poll(async () => await resetTries()).toBe(attempt + 1);
  }
  await expect(flow.getByRole('alert').filter({ hasText: '该验证码尝试次数过多，已失效，请重新获取验证码。' })).toBeVisible();
  await expect(code).toHaveValue('000004');
  await expect(flow.getByLabel('新密码', { exact: true })).toHaveValue('fresh2026');

  // Even the right code is refused now.
  const { code: sent } = await control('GET', '/__sandbox/codes?to=912345678');
  await code.fill(sent);
  await page.getByRole('button', { name: '确认重置' }).click();
  await expect.poll(async () => await resetTries()).toBe(6);
  await expect(flow.getByRole('alert').filter({ hasText: '已失效' })).toBeVisible();
  expect((await platform().login(DEMO.username, DEMO.password)).success).toBe(true);
});

test('when the merchant has a captcha for SMS, asking for a reset code shows it first', async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await sandbox.switches({ GEETESTVCODE3: true });
  await control('POST', '/__sandbox/captcha', { version: 'v4' });
  await page.goto('/m/login');
  await page.getByRole('button', { name: FORGOT_EN }).click();
  const flow = page.locator('mc-login [part="reset"]');
  await flow.getByLabel(LABELS.EN.username, { exact: true }).fill(DEMO.username);
  await flow.getByLabel('Mobile number', { exact: true }).fill('912345678');
  await page.getByRole('button', { name: 'Send code' }).click();

  const box = page.getByRole('dialog', { name: 'Security check' });
  await expect(box).toBeVisible();
  expect(await sandbox.requests('/wps/member/password/reset/code')).toHaveLength(0);
  await box.getByRole('button', { name: 'Click to verify' }).click();
  await box.getByRole('button', { name: 'Tap to complete the check' }).click();
  await expect(page.getByRole('status').filter({ hasText: '912345678' })).toBeVisible();
  const [asked] = await sandbox.requests('/wps/member/password/reset/code');
  expect(Object.keys(asked.body.geetestValidateV4).sort()).toEqual(['captcha_output', 'gen_time', 'lot_number', 'pass_token']);
});

test(`the SMS quota names when a code may be asked again, and a sent code's countdown survives a reload ${EVERY_DEVICE}`, async ({ page }) => {
  const client = platform();
  for (let sent = 0; sent < 5; sent += 1) {
    expect((await client.post('/wps/verification/sms/noLogin', { countryDialingCode: '+55', mobileNum: '912345678' })).json.success).toBe(true);
  }
  await page.goto('/m/login');
  await page.getByRole('tab', { name: '手机号' }).click();
  const mobile = page.getByLabel('手机号码', { exact: true });
  await mobile.fill('912345678');
  await page.getByRole('button', { name: '发送验证码' }).click();
  const refused = (await client.post('/wps/verification/sms/noLogin', { countryDialingCode: '+55', mobileNum: '912345678' })).json;
  expect(refused.errorCode).toBe('sms.send.limit');
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText(`发送验证码次数过多，请在 ${await timeIn(page, refused.until, 'zh-CN')} 之后重新获取。`);
  await notice.getByRole('button', { name: LABELS.CN.confirm }).click();
  await expect(mobile).toHaveValue('912345678');

  // Another number goes out, and its countdown is still running after a reload: nothing is sent meanwhile.
  await mobile.fill('912345679');
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  const sends = (await sandbox.requests('/wps/verification/sms/noLogin')).length;
  await page.reload();
  await page.getByRole('tab', { name: '手机号' }).click();
  await page.getByLabel('手机号码', { exact: true }).fill('912345679');
  const waiting = page.getByRole('button', { name: /秒后重发/ });
  await expect(waiting).toHaveAttribute('aria-disabled', 'true');
  await waiting.click({ force: true });
  expect(await sandbox.requests('/wps/verification/sms/noLogin')).toHaveLength(sends);
});
