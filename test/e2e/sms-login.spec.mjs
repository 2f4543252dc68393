// SMS login in the /m app (default language CN): switch to the mobile number, the country code, the code sent
// through the sandbox, the 60 s resend countdown, and the login with type "sms". Plus what goes wrong.
import { control, expect, sandbox, storedSession, test } from './fixtures.mjs';
import { filesHolding } from './built-files.mjs';

const CN = {
  byMobile: '手机号',
  mobile: '手机号码',
  code: '验证码',
  send: '发送验证码',
  submit: '登录',
};

const codeFor = (mobileNum) => control('GET', `/__sandbox/codes?to=${encodeURIComponent(mobileNum)}`);

test('a player logs in with a code sent to the mobile number, and may resend after 60 s', async ({ page }) => {
  const scripts = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await page.clock.install();
  await page.goto('/m/login');

  // The SMS sender and its country list are not part of the first download; they come when the player switches
  // to the SMS pane.
  await expect(page.getByRole('tab', { name: '用户名' })).toHaveAttribute('aria-selected', 'true');
  const smsKit = filesHolding('src/sms/send-sms-code.ts');
  expect(scripts.some((path) => smsKit.has(path))).toBe(false);
  await page.getByRole('tab', { name: CN.byMobile }).click();
  await expect(page.getByLabel(CN.mobile, { exact: true })).toBeVisible();
  expect(scripts.some((path) => smsKit.has(path))).toBe(true);
  await expect(page.getByRole('button', { name: /\+55/ })).toBeVisible();

  // No number, no code.
  await page.getByRole('button', { name: CN.send }).click();
  await expect(page.getByText('请输入手机号码。')).toBeVisible();
  expect(await sandbox.requests('/wps/verification/sms/noLogin')).toEqual([]);

  await page.getByLabel(CN.mobile, { exact: true }).fill('912345678');
  await page.getByRole('button', { name: CN.send }).click();
  const countdown = page.getByRole('button', { name: /秒后重发/ });
  await expect(countdown).toHaveText(/^(60|59) 秒后重发$/);
  await expect(countdown).toHaveAttribute('aria-disabled', 'true');
  const [sent] = await sandbox.requests('/wps/verification/sms/noLogin');
  expect(sent.body).toEqual({ countryDialingCode: '+55', mobileNum: '912345678' });

  // A minute later the button works again, and a second code replaces the first.
  await page.clock.fastForward(61_000);
  await expect(page.getByRole('button', { name: CN.send })).toHaveAttribute('aria-disabled', 'false');
  const first = await codeFor('912345678');
  await page.getByRole('button', { name: CN.send }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  expect(await sandbox.requests('/wps/verification/sms/noLogin')).toHaveLength(2);
  const second = await codeFor('912345678');
  expect(second.code).toMatch(/^\d{6}$/);
  expect(second.expiresAt).toBeGreaterThan(first.expiresAt - 1);

  await page.getByLabel(CN.code, { exact: true }).fill(second.code);
  await page.getByRole('button', { name: CN.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toHaveText('欢迎，demo');

  const [login] = await sandbox.requests('/wps/session/login');
  expect(login.body).toMatchObject({ type: 'sms', mobileNum: '912345678', countryDialingCode: '+55', verificationCode: second.code });
  expect(login.body.password).toBeUndefined();
  expect(await storedSession(page)).toMatchObject({ userName: 'demo', merchantCode: 'DEMO' });
});

test('a wrong code, a timeout and a server error each say what happened and keep the input', async ({ page, problems }) => {
  problems.allow(/Failed to load resource/);
  await page.clock.install();
  await page.goto('/m/login');
  await page.getByRole('tab', { name: CN.byMobile }).click();
  const mobile = page.getByLabel(CN.mobile, { exact: true });
  await mobile.fill('912345678');

  // The SMS service fails.
  await control('POST', '/__sandbox/faults', { path: '/wps/verification/sms/noLogin', status: 500, times: 1,
    body: { success: false, errorCode: 'sms.gateway.down', message: '短信服务暂不可用。' } });
  await page.getByRole('button', { name: CN.send }).click();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('短信服务暂不可用。');
  await notice.getByRole('button', { name: '确定' }).click();
  await expect(mobile).toHaveValue('912345678');

  // It does not answer at all: after 30 s the player is told, and may try again.
  await control('POST', '/__sandbox/faults', { path: '/wps/verification/sms/noLogin', latencyMs: 60_000, times: 1 });
  await page.getByRole('button', { name: CN.send }).click();
  await expect(page.getByRole('button', { name: '发送中…' })).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(notice).toContainText('请求超时，请重试。');
  await notice.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('button', { name: CN.send })).toHaveAttribute('aria-disabled', 'false');

  // A code that is not the one sent.
  await page.getByRole('button', { name: CN.send }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  const { code } = await codeFor('912345678');
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel(CN.code, { exact: true }).fill(wrong);
  await page.getByRole('button', { name: CN.submit, exact: true }).click();
  await expect(notice).toContainText('验证码错误。');
  await notice.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(mobile).toHaveValue('912345678');
  await expect(page.getByLabel(CN.code, { exact: true })).toHaveValue(wrong);
});

test('20 rapid taps on the SMS login button send one login', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('tab', { name: CN.byMobile }).click();
  await page.getByLabel(CN.mobile, { exact: true }).fill('912345678');
  await page.getByRole('button', { name: CN.send }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  const { code } = await codeFor('912345678');
  await page.getByLabel(CN.code, { exact: true }).fill(code);
  await control('POST', '/__sandbox/faults', { path: '/wps/session/login', latencyMs: 400, times: 1 });
  const submit = page.getByRole('button', { name: CN.submit, exact: true });
  await submit.evaluate((button) => {
    for (let i = 0; i < 20; i++) button.click();
  });
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await sandbox.requests('/wps/session/login')).toHaveLength(1);
});

test('the country code comes from a slide-up list of flags and codes', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('tab', { name: CN.byMobile }).click();
  await page.getByRole('button', { name: /\+55/ }).click();
  const picker = page.getByRole('dialog', { name: '国家代码' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: /\+\d+/ })).toHaveCount(7);
  await picker.getByRole('button', { name: /\+84/ }).click();
  await expect(picker).toBeHidden();
  await page.getByLabel(CN.mobile, { exact: true }).fill('912345678');
  await page.getByRole('button', { name: CN.send }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  const [sent] = await sandbox.requests('/wps/verification/sms/noLogin');
  expect(sent.body).toEqual({ countryDialingCode: '+84', mobileNum: '912345678' });
});
