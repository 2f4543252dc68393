// Two-factor on a login from an unrecognised address (SPEC §4, §5, §8): the seeded account `secure` has all
// four methods (its email method takes the address alone until the sandbox is told it mails a code); the
// sandbox is told which address the browser appears from.
import { Secret, TOTP } from 'otpauth';
import { control, expect, LABELS, loginForm, sandbox, storedSession, test } from './fixtures.mjs';

const SECURE = { username: 'secure', password: 'demo1234', payeeName: 'Nguyen Van An', email: 'secure@example.com' };

test.beforeEach(() => control('POST', '/__sandbox/client-ip', { ip: '203.0.113.77' }));

async function startLogin(page, labels = LABELS.CN) {
  const form = loginForm(page, labels);
  await form.username.fill(SECURE.username);
  await form.password.fill(SECURE.password);
  await form.submit.click();
}

test('a login from a new address asks for the authenticator code, then goes home; the address is trusted after', async ({ page }) => {
  await page.goto('/m/login');
  await startLogin(page);
  const dialog = page.getByRole('dialog', { name: '验证身份' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveText(['收款人姓名', '短信', '身份验证器', '邮箱']);

  await dialog.getByRole('tab', { name: '身份验证器' }).click();
  const code = dialog.getByLabel('谷歌验证码');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('name', 'authCode');

  // Empty: highlighted, focused, nothing sent.
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  expect(await sandbox.requests('/wps/session/login/verification')).toEqual([]);

  const { gaSecret } = await control('POST', '/__sandbox/two-factor', { username: SECURE.username });
  const totp = new TOTP({ secret: Secret.fromBase32(gaSecret), digits: 6, period: 30 });
  const authCode = totp.generate();
  await code.fill(` ${authCode} `);
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  await expect(page.getByText('验证成功，正在登录…')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toHaveText('欢迎，secure');
  const [verification] = await sandbox.requests('/wps/session/login/verification');
  expect(verification.body).toMatchObject({ username: 'secure', method: 'G', authCode });
  expect(await storedSession(page)).toMatchObject({ userName: 'secure' });

  // The same address is known now: the next login goes straight in.
  const logins = async () => (await sandbox.requests('/wps/session/login')).filter((call) => call.path === '/wps/session/login');
  expect(await logins()).toHaveLength(1);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/m/login');
  await startLogin(page);
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await logins()).toHaveLength(2);
  expect(await sandbox.requests('/wps/session/login/verification')).toHaveLength(1);
});

test('the email tab sends the address alone by default: empty flagged, refusal shown, trimmed address in', async ({ page }) => {
  await page.goto('/m/login');
  await startLogin(page);
  const dialog = page.getByRole('dialog', { name: '验证身份' });
  await dialog.getByRole('tab', { name: '邮箱' }).click();
  await expect(dialog.getByText('请输入账号绑定的邮箱地址。')).toBeVisible();
  const email = dialog.getByLabel('邮箱地址');
  await expect(email).toHaveAttribute('name', 'email');
  await expect(dialog.getByRole('textbox')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: '发送验证码' })).toHaveCount(0);
  await expect(dialog.getByLabel('验证码', { exact: true })).toHaveCount(0);

  await email.fill('   ');
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(dialog.getByText('请输入邮箱地址。')).toBeVisible();
  expect(await sandbox.requests('/wps/session/login/verification')).toEqual([]);

  await email.fill('someone@example.com');
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('邮箱地址与账户不符。');
  await notice.getByRole('button', { name: '确定' }).click();
  await expect(email).toHaveValue('someone@example.com');

  await email.fill(` ${SECURE.email.toUpperCase()}  `);
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  await expect(page.getByText('验证成功，正在登录…')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  const sent = await sandbox.requests('/wps/session/login/verification');
  expect(sent).toHaveLength(2);
  expect(sent[1].body).toMatchObject({ username: 'secure', method: 'E', email: SECURE.email.toUpperCase(), verificationCode: '' });
  expect(await sandbox.requests('/wps/verification/email/noLogin')).toEqual([]);
});

test('when the platform mails a code, the email tab asks for it, with a wrong address and an expired code on the way', async ({ page }) => {
  await control('POST', '/__sandbox/two-factor', { username: SECURE.username, emailCode: true });
  await page.goto('/m/login');
  await startLogin(page);
  const dialog = page.getByRole('dialog', { name: '验证身份' });
  await dialog.getByRole('tab', { name: '邮箱' }).click();
  const email = dialog.getByLabel('邮箱地址');
  const code = dialog.getByLabel('验证码', { exact: true });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await dialog.getByRole('button', { name: '发送验证码' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill(SECURE.email);
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toBeFocused();
  expect(await sandbox.requests('/wps/session/login/verification')).toEqual([]);

  await dialog.getByRole('button', { name: '发送验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  const [asked] = await sandbox.requests('/wps/verification/email/noLogin');
  expect(asked.body).toEqual({ username: 'secure', email: SECURE.email });
  const sent = await control('GET', `/__sandbox/codes?to=${SECURE.email}`);
  await code.fill(sent.code);
  await email.fill('someone@example.com');
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('邮箱地址与账户不符。');
  await notice.getByRole('button', { name: '确定' }).click();

  await email.fill(SECURE.email);
  await control('POST', '/__sandbox/codes/expire', { to: SECURE.email });
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  await expect(notice).toContainText('验证码已过期，请重新获取。');
  await notice.getByRole('button', { name: '确定' }).click();
  await expect(code).toHaveValue(sent.code);
  await expect(email).toHaveValue(SECURE.email);
  await expect(page).toHaveURL(/\/m\/login$/);
  const tries = await sandbox.requests('/wps/session/login/verification');
  expect(tries.map((call) => call.body)).toEqual([
    expect.objectContaining({ method: 'E', email: 'someone@example.com', verificationCode: sent.code }),
    expect.objectContaining({ method: 'E', email: SECURE.email, verificationCode: sent.code }),
  ]);
});

test('on a merchant page, the login widget opens the two-factor dialog and reports the login', async ({ page }) => {
  await page.goto('/examples/embed-login.html');
  const widget = page.locator('mc-login');
  await startLogin(widget, LABELS.EN);
  const dialog = page.getByRole('dialog', { name: "Verify it's you" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Payee name on your account').fill('wrong name');
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('The payee name does not match your account.');
  await notice.getByRole('button', { name: 'Confirm' }).click();

  await dialog.getByLabel('Payee name on your account').fill(SECURE.payeeName);
  await control('POST', '/__sandbox/faults', { path: '/wps/session/login/verification', latencyMs: 400, times: 1 });
  await dialog.getByRole('button', { name: 'Verify', exact: true }).evaluate((button) => {
    for (let i = 0; i < 20; i++) button.click();
  });
  await expect(page.locator('#result')).toHaveText('Welcome back, secure!');
  expect(await sandbox.requests('/wps/session/login/verification')).toHaveLength(2);
});
