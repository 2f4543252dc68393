// The forced password change (SPEC §2 /m/changePsw, §4) in English: why it is shown, that no other /m address
// skips it, the change itself, and what the form does with bad input and a failing platform.
import { control, expect, LABELS, loginForm, sandbox, test, useLanguage } from './fixtures.mjs';

const en = LABELS.EN;

test.beforeEach(async ({ context }) => useLanguage(context, 'EN'));

async function logInAs(page, username, password) {
  await page.goto('/m/login');
  const form = loginForm(page, en);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
}

function changeForm(page) {
  return {
    current: page.getByLabel('Current password', { exact: true }),
    next: page.getByLabel('New password', { exact: true }),
    again: page.getByLabel('New password again', { exact: true }),
    submit: page.getByRole('button', { name: 'Change password', exact: true }),
  };
}

test('an expired password must be changed first, whatever /m address the player types', async ({ page }) => {
  await control('POST', '/__sandbox/players', { username: 'expired1', password: 'old-pass1', passwordExpired: true });
  await logInAs(page, 'expired1', 'old-pass1');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
  await expect(page.locator('mc-change-password [part="reason"]')).toHaveText('Your password has expired. Choose a new one to continue.');

  for (const elsewhere of ['/m/home', '/m/rewardCenter', '/m/login']) {
    await page.goto(elsewhere);
    await expect(page).toHaveURL(/\/m\/changePsw$/);
  }

  const form = changeForm(page);
  await form.current.fill('old-pass1');
  await form.next.fill('new-pass1');
  await form.again.fill('new-pass1');
  await form.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toContainText('expired1');
  const [change] = await sandbox.requests('/wps/member/password');
  expect(change.headers.encryption).toBe('true');
  expect(change.body).toEqual({ oldPassword: 'old-pass1', newPassword: 'new-pass1' });

  // Free to go anywhere now; the next login with the new password goes straight home. (The new page asks who
  // the member is; logging out before that answer would end the session under it.)
  const memberAnswered = page.waitForResponse((answer) => answer.url().includes('/wps/member/info'));
  await page.goto('/m/rewardCenter');
  await memberAnswered;
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  const homeAnswered = page.waitForResponse((answer) => answer.url().includes('/wps/member/info'));
  await page.goto('/m/home');
  await homeAnswered;
  await page.getByRole('button', { name: en.logout }).click();
  await logInAs(page, 'expired1', 'new-pass1');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the default password and a first login each give their reason', async ({ page }) => {
  await control('POST', '/__sandbox/players', { username: 'mobile1', password: 'Aa123456' });
  await logInAs(page, 'mobile1', 'Aa123456');
  await expect(page.locator('mc-change-password [part="reason"]')).toHaveText(
    'You are still using the default password. Choose your own to continue.',
  );
  await page.goto('/m/home');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await page.evaluate(() => sessionStorage.clear());

  await control('POST', '/__sandbox/players', { username: 'newbie1', password: 'first-pass1', firstTimeLogin: true });
  await logInAs(page, 'newbie1', 'first-pass1');
  await expect(page.locator('mc-change-password [part="reason"]')).toHaveText(
    'This is your first login. Choose your own password to continue.',
  );
});

test('bad input is flagged without a request; a failing platform keeps what was typed', async ({ page, problems }) => {
  problems.allow(/status of 500/);
  await control('POST', '/__sandbox/players', { username: 'expired1', password: 'old-pass1', passwordExpired: true });
  await logInAs(page, 'expired1', 'old-pass1');
  const form = changeForm(page);
  await form.submit.click();
  await expect(form.current).toHaveAttribute('aria-invalid', 'true');
  await expect(form.current).toBeFocused();
  await form.current.fill('old-pass1');
  await form.next.fill('new-pass1');
  await form.again.fill('new-pass2');
  await form.submit.click();
  await expect(page.getByText('The two new passwords do not match.')).toBeVisible();
  expect(await sandbox.requests('/wps/member/password')).toHaveLength(0);

  await form.again.fill('new-pass1');
  await control('POST', '/__sandbox/faults', { path: '/wps/member/password', status: 500, body: { success: false, errorCode: 'server.error', message: 'The platform is busy.' }, times: 1 });
  await form.submit.click();
  const notice = page.getByRole('alertdialog');
  // The kit's sentence for the code, not the server's English.
  await expect(notice).toContainText('Something went wrong on our side. Please try again later.');
  await notice.getByRole('button', { name: en.confirm }).click();
  await expect(form.current).toHaveValue('old-pass1');
  await expect(form.next).toHaveValue('new-pass1');
  await expect(page).toHaveURL(/\/m\/changePsw$/);

  await form.current.fill('not-my-password');
  await form.submit.click();
  await expect(page.getByRole('alertdialog')).toContainText('The current password is incorrect.');
});
