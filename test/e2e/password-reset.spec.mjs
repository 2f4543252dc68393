// "Forgot password?" on the /m login page (default language CN): the account's user name, a code by SMS (with
// the country code and the 60 s resend) or by email, then the code and a new password twice, all encrypted.
// Afterwards the login form has the user name filled in and the new password works. Plus what goes wrong: a
// wrong, an expired and a used code each say so, and an unknown account reads exactly like a known one. The wait
// between two requests survives a reload.
import { createWpsClient } from '../../sandbox/wps-client.mjs';
import { control, DEMO, EVERY_DEVICE, expect, LABELS, loginForm, sandbox, servers, test, useLanguage } from './fixtures.mjs';
import { filesHolding } from './built-files.mjs';

const CN = {
  forgot: '忘记密码？',
  title: '重置密码',
  byEmail: '通过邮箱',
  mobile: '手机号码',
  email: '邮箱地址',
  send: '发送验证码',
  code: '验证码',
  newPassword: '新密码',
  confirm: '再次输入新密码',
  submit: '确认重置',
  back: '返回登录',
  done: '密码已重置，请使用新密码登录。',
};

/** The reset flow inside the login element (the login form, hidden meanwhile, has a user name field too). */
const flow = (page) => page.locator('mc-login [part="reset"]');

const codeFor = (to) => control('GET', `/__sandbox/codes?to=${encodeURIComponent(to)}`);

/** Opens the reset flow from the login page. */
async function openReset(page) {
  await page.goto('/m/login');
  await page.getByRole('button', { name: CN.forgot }).click();
  await expect(page.getByRole('heading', { name: CN.title })).toBeFocused();
  // One title on screen: the page's "Log in" stays for screen readers only, and its register link steps aside.
  const pageTitle = await page.getByRole('heading', { name: LABELS.CN.title, level: 1 }).boundingBox();
  expect(pageTitle.height).toBeLessThanOrEqual(1);
  await expect(page.getByRole('link', { name: '还没有账号？立即注册' })).toBeHidden();
}

/** The first step, by SMS: user name and mobile number, then "send code". */
async function askForSmsCode(page, username = DEMO.username, mobileNum = '912345678') {
  await flow(page).getByLabel(LABELS.CN.username, { exact: true }).fill(username);
  await flow(page).getByLabel(CN.mobile, { exact: true }).fill(mobileNum);
  await page.getByRole('button', { name: CN.send }).click();
  await expect(page.getByRole('status').filter({ hasText: mobileNum })).toBeVisible();
}

/** The second step: code and the new password twice. */
async function setNewPassword(page, code, password = 'fresh2026') {
  await flow(page).getByLabel(CN.code, { exact: true }).fill(code);
  await flow(page).getByLabel(CN.newPassword, { exact: true }).fill(password);
  await flow(page).getByLabel(CN.confirm, { exact: true }).fill(password);
  await page.getByRole('button', { name: CN.submit }).click();
}

test(`a player resets a forgotten password with a code sent by SMS, and logs in with it ${EVERY_DEVICE}`, async ({ page }) => {
  const scripts = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await page.clock.install();
  await page.goto('/m/login');
  await loginForm(page).username.fill('someone');

  // The SMS kit the flow sends its code with is not part of the login's first download.
  const smsKit = filesHolding('src/sms/send-sms-code.ts');
  expect(scripts.some((path) => smsKit.has(path))).toBe(false);
  await page.getByRole('button', { name: CN.forgot }).click();
  await expect(page.getByRole('heading', { name: CN.title })).toBeFocused();
  expect(scripts.some((path) => smsKit.has(path))).toBe(true);
  // What was typed on the login form is where the reset starts.
  await expect(flow(page).getByLabel(LABELS.CN.username, { exact: true })).toHaveValue('someone');
  await expect(page.getByRole('tab', { name: '通过短信' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /\+55/ })).toBeVisible();

  // Nothing leaves without a number.
  await flow(page).getByLabel(LABELS.CN.username, { exact: true }).fill(DEMO.username);
  await page.getByRole('button', { name: CN.send }).click();
  await expect(page.getByText('请输入手机号码。')).toBeVisible();
  expect(await sandbox.requests('/wps/member/password/reset')).toEqual([]);

  await askForSmsCode(page);
  await expect(flow(page).getByRole('status')).toContainText('+55 912345678');
  await expect(flow(page).getByLabel(CN.code, { exact: true })).toBeFocused();
  const countdown = page.getByRole('button', { name: /秒后重发/ });
  await expect(countdown).toHaveText(/^(60|59) 秒后重发$/);
  await expect(countdown).toHaveAttribute('aria-disabled', 'true');
  const [sent] = await sandbox.requests('/wps/member/password/reset/code');
  expect(sent.body).toEqual({ username: 'demo', channel: 'sms', countryDialingCode: '+55', mobileNum: '912345678' });

  // A minute later another code may be sent, and it replaces the first.
  await page.clock.fastForward(61_000);
  await expect(page.getByRole('button', { name: CN.send })).toHaveAttribute('aria-disabled', 'false');
  await page.getByRole('button', { name: CN.send }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  expect(await sandbox.requests('/wps/member/password/reset/code')).toHaveLength(2);
  const { code } = await codeFor('912345678');

  // The new password follows the registration rules before anything is sent.
  await setNewPassword(page, code, 'onlyletters');
  await expect(page.getByText('请同时使用字母和数字。')).toBeVisible();
  await flow(page).getByLabel(CN.newPassword, { exact: true }).fill('fresh2026');
  await flow(page).getByLabel(CN.confirm, { exact: true }).fill('fresh2027');
  await page.getByRole('button', { name: CN.submit }).click();
  await expect(page.getByText('两次输入的新密码不一致。')).toBeVisible();
  expect(await sandbox.requests('/wps/member/password/reset')).toHaveLength(2);

  await setNewPassword(page, code);
  const form = loginForm(page);
  await expect(form.username).toHaveValue('demo');
  await expect(form.password).toBeFocused();
  await expect(page.getByText(CN.done)).toBeVisible();
  expect((await page.getByRole('heading', { name: LABELS.CN.title, level: 1 }).boundingBox()).height).toBeGreaterThan(1);
  const [reset] = (await sandbox.requests('/wps/member/password/reset')).filter((each) => each.path === '/wps/member/password/reset');
  expect(reset.body).toEqual({
    username: 'demo', channel: 'sms', countryDialingCode: '+55', mobileNum: '912345678', verificationCode: code, newPassword: 'fresh2026',
  });
  // Encrypted through the envelope, as the login is.
  expect(reset.headers.encryption).toBe('true');
  expect(reset.headers['x-rsa']).toBeTruthy();

  await form.password.fill('fresh2026');
  await form.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toContainText('demo');
});

test('a code sent by email resets the password too, in English', async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await flow(page).getByLabel('User name', { exact: true }).fill('demo');
  // The ways are tabs: the arrow keys move between them.
  await page.getByRole('tab', { name: 'By SMS' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'By email' })).toHaveAttribute('aria-selected', 'true');
  await flow(page).getByLabel('Email address', { exact: true }).fill('demo@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(flow(page).getByRole('status')).toHaveText(/If these details match an account, a code has been sent to demo@example\.com\. It works for 5 minutes\.$/);
  const { code, channel } = await codeFor('demo@example.com');
  expect(channel).toBe('reset-email');

  await flow(page).getByLabel('Verification code', { exact: true }).fill(code);
  await flow(page).getByLabel('New password', { exact: true }).fill('mail2026');
  await flow(page).getByLabel('New password again', { exact: true }).fill('mail2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const form = loginForm(page, LABELS.EN);
  await expect(form.username).toHaveValue('demo');
  await form.password.fill('mail2026');
  await form.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a wrong, an expired and a used code each say what is wrong, and the form keeps its input', async ({ page }) => {
  await page.clock.install();
  await openReset(page);
  await askForSmsCode(page);
  const first = await codeFor('912345678');
  const codeField = flow(page).getByLabel(CN.code, { exact: true });

  await setNewPassword(page, first.code === '000000' ? '111111' : '000000');
  await expect(page.getByText('验证码错误。')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toBeFocused();
  await expect(flow(page).getByLabel(CN.newPassword, { exact: true })).toHaveValue('fresh2026');

  await control('POST', '/__sandbox/codes/expire', { to: '912345678' });
  await setNewPassword(page, first.code);
  await expect(page.getByText('验证码已过期，请重新获取。')).toBeVisible();

  // A new code, used on another device first: here it is used up.
  await page.clock.fastForward(61_000);
  await page.getByRole('button', { name: CN.send }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  const second = await codeFor('912345678');
  const elsewhere = await createWpsClient({ url: servers().sandboxURL }).post('/wps/member/password/reset', {
    username: 'demo', channel: 'sms', countryDialingCode: '+55', mobileNum: '912345678', verificationCode: second.code, newPassword: 'other2026',
  }, { enc: true });
  expect(elsewhere.json.success).toBe(true);
  await setNewPassword(page, second.code);
  await expect(page.getByText('该验证码已使用，请重新获取。')).toBeVisible();
  await expect(codeField).toHaveValue(second.code);
});

test('an unknown account reads exactly like a known one, and no code is sent', async ({ page }) => {
  await page.clock.install();
  await openReset(page);
  await askForSmsCode(page, 'nobody-here', '955555555');
  const unknown = await page.locator('mc-login').evaluate((host) => host.shadowRoot.querySelector('[part="reset"]').innerText);
  expect(await codeFor('955555555')).toBeNull();
  // A guessed code on it is only a wrong code.
  await setNewPassword(page, '123456');
  await expect(page.getByText('验证码错误。')).toBeVisible();

  await page.getByRole('button', { name: '修改信息' }).click();
  await expect(flow(page).getByLabel(LABELS.CN.username, { exact: true })).toBeFocused();
  await page.reload();
  await page.getByRole('button', { name: CN.forgot }).click();
  // The wait after the last request survives the reload: nothing is sent before it ends.
  await expect(page.getByRole('button', { name: /秒后重发/ })).toHaveAttribute('aria-disabled', 'true');
  await page.clock.fastForward(61_000);
  await askForSmsCode(page, DEMO.username, '912345678');
  const known = await page.locator('mc-login').evaluate((host) => host.shadowRoot.querySelector('[part="reset"]').innerText);
  expect(known.replace('912345678', 'N').replace(/\d+ 秒/, 'S')).toBe(unknown.replace('955555555', 'N').replace(/\d+ 秒/, 'S'));
  expect(await codeFor('912345678')).not.toBeNull();
});

test('the reset flow is usable by keyboard alone and every field has a name', async ({ page }) => {
  await page.goto('/m/login');
  await loginForm(page).username.focus();
  // Tab from the user name reaches "Forgot password?" after the login button.
  const forgot = page.getByRole('button', { name: CN.forgot });
  for (let step = 0; step < 8 && !(await forgot.evaluate((el) => el.matches(':focus'))); step++) await page.keyboard.press('Tab');
  await expect(forgot).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: CN.title })).toBeFocused();
  await expect(page.getByRole('tablist', { name: '验证码发送方式' })).toBeVisible();
  await expect(page.getByRole('button', { name: /国家代码 \+55/ })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(flow(page).getByLabel(LABELS.CN.username, { exact: true })).toBeFocused();
  await page.keyboard.type('demo');
  await flow(page).getByLabel(CN.mobile, { exact: true }).focus();
  await page.keyboard.type('912345678');
  await page.keyboard.press('Enter');
  await expect(flow(page).getByLabel(CN.code, { exact: true })).toBeFocused();
  for (const label of [CN.newPassword, CN.confirm]) await expect(flow(page).getByLabel(label, { exact: true })).toBeVisible();

  // Back to the login form: the focus returns to the link that opened the flow.
  await page.getByRole('button', { name: CN.back }).press('Enter');
  await expect(forgot).toBeFocused();
  await expect(loginForm(page).username).toBeVisible();
});
