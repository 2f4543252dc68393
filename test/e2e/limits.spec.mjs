// The member's own limits (issue 21, Limits; docs/wire-contract.md, Limits): a lowered daily limit refuses a
// deposit over it with what is left, a raise waits 24 hours of the platform's clock, and a session-time limit
// logs the player out with the reason, even one idle on a game's page.
import { control, DEMO, expect, LABELS, loginForm, logInByToken, logInThroughForm, sandbox, storedSession, test, useLanguage } from './fixtures.mjs';

const HOUR = 3_600_000;
const advanceClock = (advanceMs) => control('POST', '/__sandbox/clock', { advanceMs });

/** The demo member on `path`, logged in by a token (the login form has its own journeys). */
async function logIn(page, path) {
  await logInByToken(page, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const card = (page, kind) => page.locator(`mc-limits [part~=limit][data-limit=${kind}]`);

/** Opens a limit's form, types the value and saves it. */
async function setLimit(page, kind, value, unit) {
  await card(page, kind).locator('[part~=edit]').click();
  await card(page, kind).getByRole('textbox', { name: 'New limit' }).fill(String(value));
  if (unit) await card(page, kind).getByRole('combobox', { name: 'Unit' }).selectOption(unit);
  await card(page, kind).getByRole('button', { name: 'Save' }).click();
}

test.beforeEach(async ({ context }) => useLanguage(context, 'EN'));

test('member home links the limits page, which links taking a break', async ({ page }) => {
  await logIn(page, '/m/member/home');
  await page.locator('mc-member-home').getByRole('link', { name: 'Limits' }).click();
  await expect(page).toHaveURL(/\/m\/member\/limits$/);
  await expect(page.getByRole('heading', { name: 'Limits', level: 1 })).toBeVisible();
  for (const kind of ['day', 'week', 'month', 'session']) await expect(card(page, kind).locator('[part~=limit-value]')).toHaveText('No limit');
  await expect(page.locator('mc-limits').getByRole('link', { name: 'Take a break or self-exclude' })).toHaveAttribute('href', '/m/member/self-exclusion');
});

test('a lowered daily limit refuses a deposit over it, saying what is left, and the deposit page shows it', async ({ page }) => {
  await logIn(page, '/m/member/limits');
  await setLimit(page, 'day', 500);
  await expect(page.locator('mc-limits [part~=saved]')).toHaveText('Saved. The new limit applies now.');
  await setLimit(page, 'day', 100);
  await expect(card(page, 'day').locator('[part~=limit-value]')).toHaveText(/100[.,]00/);
  await expect(card(page, 'day').locator('[part~=pending]')).toHaveCount(0);
  const [change] = (await sandbox.requests('/wps/member/limits')).filter((call) => call.method === 'POST').slice(-1);
  expect(change.body).toEqual({ day: 100 });

  await page.goto('/m/voucherCenter');
  const deposit = page.locator('mc-deposit-center');
  await expect(deposit.locator('[part~=limit-left]')).toHaveText(/^Left to deposit today: .*100[.,]00$/);
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('150');
  await deposit.getByRole('button', { name: /^Deposit / }).click();
  await expect(deposit.getByRole('alert')).toHaveText(/^This is over your deposit limit\. You can deposit .*100[.,]00 more today\.$/);
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('60');
  await deposit.getByRole('button', { name: /^Deposit / }).click();
  await expect(deposit.getByRole('status').filter({ hasText: /credited/ })).toBeVisible();
  await expect(deposit.locator('[part~=limit-left]')).toHaveText(/40[.,]00$/);

  await page.goto('/m/member/limits');
  await expect(card(page, 'day').locator('[part~=usage]')).toContainText(/60[.,]00 used · .*40[.,]00 left/);
});

test('a raise is pending for 24 hours of the platform\'s clock, then applies', async ({ page }) => {
  await logIn(page, '/m/member/limits');
  await setLimit(page, 'week', 300);
  await setLimit(page, 'week', 800);
  await expect(page.locator('mc-limits [part~=saved]')).toHaveText(/^Saved\. The change applies on .+\.$/);
  await expect(card(page, 'week').locator('[part~=limit-value]')).toHaveText(/300[.,]00/);
  await expect(card(page, 'week').locator('[part~=pending]')).toHaveText(/^Changes to .*800[.,]00 on .+$/);
  await expect(card(page, 'week')).toHaveAttribute('data-pending', '');

  await advanceClock(23 * HOUR);
  await page.reload();
  await expect(card(page, 'week').locator('[part~=pending]')).toBeVisible();
  await advanceClock(HOUR);
  await page.reload();
  await expect(card(page, 'week').locator('[part~=limit-value]')).toHaveText(/800[.,]00/);
  await expect(card(page, 'week').locator('[part~=pending]')).toHaveCount(0);
});

test('a session-time limit reached logs an idle player out with the reason', async ({ page, problems }) => {
  problems.allow(/status of 401/);
  await page.clock.install();
  await logIn(page, '/m/member/limits');
  await setLimit(page, 'session', 5, 'minutes');
  await expect(card(page, 'session').locator('[part~=limit-value]')).toHaveText('5 minutes');
  await expect(card(page, 'session')).toContainText(/This session ends at /);
  await page.goto('/m/game');
  await expect(page.locator('mc-game-lanes')).toBeVisible();

  // Five minutes pass with no call from the page: its own timer asks, and the platform ends the session.
  await advanceClock(5 * 60_000 + 500);
  await page.clock.runFor(5 * 60_000 + 2000);
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('You have reached the session time limit you set, so you have been logged out.');
  await notice.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(await storedSession(page)).toBeFalsy();
  const ended = (await sandbox.requests('/wps/member/limits')).at(-1);
  expect(ended.method).toBe('GET');
});

test('after the session-time limit, a remembered login no longer logs the player back in', async ({ page, context, problems }) => {
  problems.allow(/status of 401/);
  await page.goto('/m/login');
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await logInThroughForm(page, DEMO, LABELS.EN);
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('1');
  await page.goto('/m/member/limits');
  await setLimit(page, 'session', 5, 'minutes');
  await expect(card(page, 'session').locator('[part~=limit-value]')).toHaveText('5 minutes');

  // The limit passes; the next call the page makes is refused, and the player is logged out and told so.
  await advanceClock(5 * 60_000 + 500);
  await page.reload();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('You have reached the session time limit you set, so you have been logged out.');
  await expect(notice).toContainText('To play again, log in yourself: this device will not log you in automatically.');
  await notice.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('remPass'), localStorage.getItem('autoLogin')])).toEqual([null, '0']);

  // A new tab (as after the browser was closed) starts at the login form and makes no login of its own.
  const logins = (await sandbox.requests('/wps/session/login')).length;
  const next = await context.newPage();
  await next.goto('/m/home');
  await expect(next).toHaveURL(/\/m\/login$/);
  await expect(loginForm(next, LABELS.EN).password).toHaveValue('');
  await next.waitForLoadState('networkidle');
  expect(await sandbox.requests('/wps/session/login')).toHaveLength(logins);
  expect(await storedSession(next)).toBeFalsy();
});
