// Time-out and self-exclusion (issue 21): a break confirmed twice, the player logged out at once, log-in refused
// with the end date named until the platform's clock passes it, and remembered logins gone, on this device and on
// another one at its next attempt.
import { control, DEMO, expect, LABELS, loginForm, sandbox, test, useLanguage } from './fixtures.mjs';

const en = LABELS.EN;
const DAY = 86_400_000;

test.beforeEach(async ({ context }) => useLanguage(context, 'EN'));

async function logIn(page, { remember = false } = {}) {
  await page.goto('/m/login');
  const form = loginForm(page, en);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  const box = page.getByRole('checkbox', { name: 'Remember me' });
  if (remember) await box.check();
  else await box.uncheck();
  await form.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** The break's two confirmations; resolves with the platform's answer. */
async function takeBreak(page, period) {
  await page.goto('/m/member/self-exclusion');
  await expect(page.getByRole('heading', { name: 'Take a break', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: period, exact: true }).click();
  const first = page.getByRole('alertdialog', { name: `Confirm your break: ${period}` });
  await expect(first).toBeVisible();
  await expect(first.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await first.getByRole('button', { name: 'Continue' }).click();
  const final = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(final).toBeVisible();
  expect(await sandbox.requests('/wps/member/selfExclusion')).toEqual([]);
  const answer = page.waitForResponse('**/wps/member/selfExclusion');
  await final.getByRole('button', { name: 'Yes, start my break' }).click();
  return (await (await answer).json()).value;
}

/** A date and time as the page words them for the player (English, the browser's time zone). */
const worded = (page, until) => page.evaluate((time) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(time), until);

test('a 24-hour time-out logs the player out and refuses log-in, naming its end, until the clock passes it', async ({ page }) => {
  await logIn(page);
  await page.goto('/m/member/self-exclusion');
  await page.getByRole('button', { name: '24 hours', exact: true }).click();
  // The first confirmation names the end before anything is sent.
  const day = await page.evaluate((time) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(time), Date.now() + DAY);
  await expect(page.getByRole('alertdialog')).toContainText(`ends on ${day} at `);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  const { until } = await takeBreak(page, '24 hours');
  const date = await worded(page, until);
  await expect(page).toHaveURL(/\/m\/login$/);
  const started = page.getByRole('alertdialog', { name: 'Your break has started' });
  await expect(started).toContainText(`You can log in again after ${date}.`);
  await started.getByRole('button', { name: en.confirm }).click();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  const [sent] = await sandbox.requests('/wps/member/selfExclusion');
  expect(sent.body).toEqual({ kind: 'timeout', period: '24h' });

  const form = loginForm(page, en);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await form.submit.click();
  const refused = page.getByRole('alertdialog', { name: en.notice });
  await expect(refused).toContainText(`Your account is on a break from play until ${date}. You cannot log in before then.`);
  await refused.getByRole('button', { name: en.confirm }).click();
  await expect(page).toHaveURL(/\/m\/login$/);

  await control('POST', '/__sandbox/clock', { advanceMs: DAY + 60_000 });
  await form.password.fill(DEMO.password);
  await form.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a self-excluded player\'s remembered login is gone, here at once and on another device at its next visit', async ({ page, newContext }) => {
  // The other device logged in first and remembers the player.
  const other = await newContext();
  await useLanguage(other, 'EN');
  const phone = await other.newPage();
  await logIn(phone, { remember: true });
  expect(await phone.evaluate(() => localStorage.getItem('remPass'))).not.toBeNull();
  await phone.close();

  await logIn(page, { remember: true });
  const { until } = await takeBreak(page, 'Permanent');
  expect(until).toBeNull();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole('alertdialog', { name: 'Your break has started' })).toContainText('Your account is closed to play for good.');
  expect(await page.evaluate(() => [localStorage.getItem('remPass'), localStorage.getItem('autoLogin')])).toEqual([null, '0']);
  await page.getByRole('button', { name: en.confirm }).click();
  await expect(loginForm(page, en).password).toHaveValue('');

  // The other device's auto-login is refused and drops what it remembered.
  const next = await other.newPage();
  await next.goto('/m/home');
  await expect(next).toHaveURL(/\/m\/login$/);
  await expect.poll(() => next.evaluate(() => [localStorage.getItem('remPass'), localStorage.getItem('autoLogin')])).toEqual([null, '0']);
  const attempts = (await sandbox.requests('/wps/session/login')).filter((call) => call.body?.username === DEMO.username);
  expect(attempts.length).toBe(3);
});

test('an auto-login refused for a break says when the break ends, on the login page it lands on', async ({ page, newContext }) => {
  // The other device remembers the player and logs in by itself.
  const other = await newContext();
  await useLanguage(other, 'EN');
  const phone = await other.newPage();
  await logIn(phone, { remember: true });
  expect(await phone.evaluate(() => localStorage.getItem('autoLogin'))).toBe('1');
  await phone.close();

  await logIn(page);
  const { until } = await takeBreak(page, '24 hours');

  const next = await other.newPage();
  await next.goto('/m/home');
  await expect(next).toHaveURL(/\/m\/login$/);
  const refused = next.getByRole('alertdialog', { name: en.notice });
  await expect(refused).toContainText(`Your account is on a break from play until ${await worded(next, until)}. You cannot log in before then.`);
  await refused.getByRole('button', { name: en.confirm }).click();
  await expect(loginForm(next, en).username).toBeVisible();
  expect(await next.evaluate(() => [localStorage.getItem('remPass'), localStorage.getItem('autoLogin')])).toEqual([null, '0']);
});
