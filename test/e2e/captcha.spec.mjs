// Geetest captcha at login (SPEC §4, §5, §8) in English, against the sandbox's stand-in of Geetest: the box
// opens before the login leaves, the login carries the result the platform then checks, closing gives up.
import { control, DEMO, expect, LABELS, loginForm, sandbox, test, useLanguage } from './fixtures.mjs';

const en = LABELS.EN;

test.beforeEach(async ({ context }) => {
  await useLanguage(context, 'EN');
  await sandbox.switches({ GEETEST3: true });
});

/** Solves the open captcha as a player does. */
async function solveCaptcha(page) {
  const box = page.getByRole('dialog', { name: 'Security check' });
  await expect(box).toBeVisible();
  await box.getByRole('button', { name: 'Click to verify' }).click();
  await box.getByRole('button', { name: 'Tap to complete the check' }).click();
  await expect(box).toBeHidden();
}

test('a login that needs a captcha shows it first, then sends its result once, for twenty taps', async ({ page }) => {
  await page.goto('/m/login');
  const form = loginForm(page, en);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  // Twenty taps within one frame, faster than any page update: exactly one captcha and one login follow.
  await form.submit.evaluate((button) => {
    for (let i = 0; i < 20; i++) button.click();
  });

  const box = page.getByRole('dialog', { name: 'Security check' });
  await expect(box.getByRole('status')).toHaveText('Complete the check below to continue.');
  expect(await sandbox.requests('/wps/session/login')).toHaveLength(0);
  await solveCaptcha(page);

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toContainText('demo');
  const logins = await sandbox.requests('/wps/session/login');
  expect(logins).toHaveLength(1);
  expect(logins[0].body.geetestChallenge).toMatch(/^[0-9a-f]{32}$/);
  expect(logins[0].body.geetestSeccode).toMatch(/\|jordan$/);
  expect(await sandbox.requests('/wps/captcha/geetest')).toHaveLength(1);
  await expect(page.locator('[data-mc-captcha]')).toHaveCount(0);
});

test('closing the captcha before solving it says "Please verify first" and keeps the form', async ({ page }) => {
  await page.goto('/m/login');
  const form = loginForm(page, en);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await form.submit.click();
  const box = page.getByRole('dialog', { name: 'Security check' });
  await box.getByRole('button', { name: 'Close' }).click();

  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('Please verify first');
  await notice.getByRole('button', { name: en.confirm }).click();
  await expect(form.username).toHaveValue(DEMO.username);
  await expect(form.password).toHaveValue(DEMO.password);
  expect(await sandbox.requests('/wps/session/login')).toHaveLength(0);

  // The next try opens a fresh captcha.
  await form.submit.click();
  await solveCaptcha(page);
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a captcha config that fails shows the error with its code, and retry recovers', async ({ page, problems }) => {
  problems.allow(/status of 503/);
  await control('POST', '/__sandbox/faults', { path: '/wps/captcha/geetest', status: 503, body: { success: false, errorCode: 'server.busy', message: 'Busy, try again.' }, times: 1 });
  await page.goto('/m/login');
  const form = loginForm(page, en);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await form.submit.click();
  const box = page.getByRole('dialog', { name: 'Security check' });
  await expect(box.getByRole('alert')).toHaveText('The service is busy. Please try again. (60205)');
  await box.getByRole('button', { name: 'Retry' }).click();
  await solveCaptcha(page);
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the widget alone on a merchant page solves a Geetest v4 captcha', async ({ page }) => {
  await control('POST', '/__sandbox/captcha', { version: 'v4' });
  await page.goto('/examples/embed-login.html');
  const form = loginForm(page.locator('mc-login'), en);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await form.submit.click();
  await solveCaptcha(page);
  await expect(page.locator('#result')).toHaveText('Welcome back, demo!');
  const [login] = await sandbox.requests('/wps/session/login');
  expect(Object.keys(login.body.geetestValidateV4).sort()).toEqual(['captcha_output', 'gen_time', 'lot_number', 'pass_token']);
});
